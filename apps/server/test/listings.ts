// Listers, their uploaded files and a valid wizard form, for the listings tests. Uploads are written as rows:
// the files themselves do not matter to a listing, only who owns each address.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListingForm } from '@crashpad/shared/api/listings';
import { PLANS, type ListerPlan } from '@crashpad/shared/plans';
import { queryRows, type Db } from '../src/db/client';
import {
  airports,
  listingBeds,
  listingRooms,
  listingViews,
  listings,
  rentals,
  uploads,
} from '../src/db/schema';
import { syncBeds } from '../src/modules/rentals/bed-holds';
import { bearer, createMember, login } from './accounts';
import type { TestApp } from './test-app';

export const DESCRIPTION =
  'A quiet crew house ten minutes from the terminal, with blackout curtains in every bedroom, a full kitchen, ' +
  'fast Wi-Fi, lockers for every crew member and a shuttle stop at the corner. Reserve days and long trips alike.';

export async function airportId(db: Db, iata: string): Promise<number> {
  const [row] = await db.select({ id: airports.id }).from(airports).where(eq(airports.iata, iata));
  if (!row) throw new Error(`no airport ${iata}`);
  return row.id;
}

/** Upload rows owned by the member; answers their addresses. */
export async function uploadFiles(db: Db, userId: number, count = 3, kind: 'image' | 'pdf' = 'image') {
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return kind === 'image'
      ? {
          userId,
          kind,
          url: `/uploads/listings/${id}.webp`,
          thumbnailUrl: `/uploads/listings/${id}.thumb.webp`,
          bytes: 1000,
        }
      : { userId, kind, url: `/uploads/documents/${id}.pdf`, name: `House rules ${i + 1}.pdf`, bytes: 1000 };
  });
  await db.insert(uploads).values(rows);
  return rows.map((r) => r.url);
}

export async function vocabularyIds(db: Db) {
  const first = async (table: 'amenities' | 'preferences' | 'places') =>
    (
      await queryRows<{ id: number }>(db, sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id LIMIT 2`)
    ).map((r) => r.id);
  return {
    amenities: await first('amenities'),
    preferences: await first('preferences'),
    places: await first('places'),
  };
}

/** A form the wizard would send for a crashpad near Dallas Love Field with two bedrooms and three beds. */
export async function listingForm(
  db: Db,
  images: string[],
  overrides: Partial<ListingForm> = {},
): Promise<ListingForm> {
  return {
    title: 'Love Field Crew House',
    street1: '3100 W Mockingbird Ln',
    city: 'Dallas',
    state: 'TX',
    postal_code: '75235',
    country: 'United States',
    neighborhood: 'Bachman Lake',
    latitude: 32.8481,
    longitude: -96.8512,
    airport: [await airportId(db, 'DAL')],
    airport_distance: 2,
    rental_type: 'crashpad',
    bathrooms: 2,
    number_of_shower: 1,
    max_nights: 20,
    rate_per_from: 300,
    rate_per_to: 425.5,
    enable_price_range: true,
    deposit_required: 150,
    description: DESCRIPTION,
    rules_policies_des: 'No smoking. Quiet hours after 10pm.',
    rules_policies_doc: [],
    images,
    thumbnail: images[0]!,
    ...(await vocabularyIds(db)),
    rooms: [
      {
        room_name: 'Front room',
        status: 'NEW',
        beds: [
          { bed_name: 'Lower bunk', status: 'NEW', rental_amount: 300 },
          { bed_name: '', status: 'NEW' },
        ],
      },
      { room_name: '', status: 'NEW', beds: [{ bed_name: '', status: 'NEW' }] },
    ],
    ...overrides,
  };
}

export type Lister = { id: number; email: string; token: string; images: string[] };

/** A lister on `plan` with a saved card and three uploaded images, signed in. */
export async function createLister(
  t: TestApp,
  plan: ListerPlan = 'pro',
  values: Parameters<typeof createMember>[1] = {},
): Promise<Lister> {
  const member = await createMember(t.db, {
    userPlan: plan,
    totalLocation: PLANS[plan].listings,
    customerId: `cus_${randomUUID()}`,
    paymentMethod: `pm_${randomUUID()}`,
    expireAt: new Date(Date.now() + 300 * 86_400_000),
    ...values,
  });
  const token = await login(t.app, member.email, member.password);
  return { id: member.id, email: member.email, token, images: await uploadFiles(t.db, member.id) };
}

/** Saves a listing through the API; answers its id. */
export async function createListing(
  t: TestApp,
  lister: Lister,
  overrides: Partial<ListingForm> = {},
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/crashpads',
    headers: bearer(lister.token),
    payload: await listingForm(t.db, lister.images, overrides),
  });
  if (res.statusCode !== 200) throw new Error(`create listing answered ${res.statusCode}: ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** The wizard's save of a listing (PUT /api/crashpads/{id}) with a form built beforehand; the answer, unchecked. */
export function saveListing(t: TestApp, lister: Lister, id: number, form: ListingForm) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/crashpads/${id}`,
    headers: bearer(lister.token),
    payload: form,
  });
}

/** The listing's rooms as the wizard's edit view holds them, with their ids: a form that keeps them as they are. */
export async function storedRooms(t: TestApp, lister: Lister, id: number): Promise<ListingForm['rooms']> {
  const res = await t.app.inject({ url: `/api/crashpads/${id}/edit`, headers: bearer(lister.token) });
  return res.json<{ rooms: ListingForm['rooms'] }>().rooms;
}

export async function listingRow(db: Db, id: number) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

/** The listing's page views as written to the database (none written yet: 0). */
export async function storedViews(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ views: listingViews.views })
    .from(listingViews)
    .where(eq(listingViews.listingId, id));
  return row?.views ?? 0;
}

export async function roomsOf(db: Db, listingId: number) {
  const rooms = await db
    .select()
    .from(listingRooms)
    .where(eq(listingRooms.listingId, listingId))
    .orderBy(listingRooms.position);
  const beds = await db
    .select()
    .from(listingBeds)
    .where(eq(listingBeds.listingId, listingId))
    .orderBy(listingBeds.position);
  return rooms.map((r) => ({ ...r, beds: beds.filter((b) => b.roomId === r.id) }));
}

/** A real rental in the bed: an invitation (PENDING) or an accepted tenant (BUSY); answers the rental's id. */
export async function holdBed(db: Db, bedId: number, status: 'BUSY' | 'PENDING'): Promise<number> {
  const [bed] = await db
    .select({
      id: listingBeds.id,
      roomId: listingBeds.roomId,
      listingId: listingBeds.listingId,
      listerId: listings.userId,
    })
    .from(listingBeds)
    .innerJoin(listings, eq(listings.id, listingBeds.listingId))
    .where(eq(listingBeds.id, bedId));
  const live = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.bedId, bedId), inArray(rentals.status, ['pending', 'accepted'])));
  const rentalStatus = status === 'BUSY' ? ('accepted' as const) : ('pending' as const);
  const acceptedAt = status === 'BUSY' ? new Date() : null;
  // A bed already held moves on (an invitation accepted) rather than being held twice.
  const [rental] = live[0]
    ? await db
        .update(rentals)
        .set({ status: rentalStatus, acceptedAt })
        .where(eq(rentals.id, live[0].id))
        .returning({ id: rentals.id })
    : await db
        .insert(rentals)
        .values({
          listingId: bed!.listingId,
          roomId: bed!.roomId,
          bedId,
          listerId: bed!.listerId,
          email: `tenant.${randomUUID()}@example.com`,
          firstName: 'Tess',
          lastName: 'Tenant',
          status: rentalStatus,
          startDate: '2026-01-01',
          startHour: 12,
          rentalAmountCents: 40000,
          paymentDay: 1,
          acceptedAt,
        })
        .returning({ id: rentals.id });
  await syncBeds(db, [bedId], [bed!.listingId]);
  return rental!.id;
}

export async function listingCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listings);
  return row!.n;
}
