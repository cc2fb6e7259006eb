// What the lister's My Crew and the tenant's My CrashPad Rentals read (docs/product/specification/2-listings-and-tenants.md §2.4, §2.6, §7): one query per
// list, filtered and bounded by the spec's page size.
import { and, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RentalHistoryAnswer } from '@crashpad/shared/api/rentals';
import { centsToDollars } from '@crashpad/shared/format/money';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { RENTALS_PAGE_SIZE, bookingRef } from '@crashpad/shared/rules/rentals';
import type { Db } from '../../db/client';
import { zoneOfPoint } from '../../lib/time-zones';
import { listingBeds, listingRooms, listings, rentalHistory, rentals } from '../../db/schema';
import { NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import { assertLister, ownRental } from './invitations';
import { rentalViews } from './rental-views';
import { occupancyNow } from './revenue';
import { rentalsOf } from './tenancy';

const HISTORY_STATUSES = ['ended', 'deleted'] as const;

/** GET /rental?keyword&status&location&limit */
export async function listerRentals(
  db: Db,
  lister: UserRow,
  query: {
    keyword: string;
    status: '' | 'pending' | 'accepted' | 'history';
    location: number;
    limit: number;
  },
) {
  assertLister(lister);
  const filters: (SQL | undefined)[] = [eq(rentals.listerId, lister.id)];
  if (query.status === 'history') filters.push(inArray(rentals.status, [...HISTORY_STATUSES]));
  else if (query.status) filters.push(eq(rentals.status, query.status));
  else filters.push(inArray(rentals.status, ['pending', 'accepted']));
  if (query.location) filters.push(eq(rentals.listingId, query.location));
  const keyword = query.keyword.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(rentals.firstName, like),
        ilike(rentals.lastName, like),
        ilike(rentals.email, like),
        ilike(listings.title, like),
        sql`(${rentals.firstName} || ' ' || ${rentals.lastName}) ILIKE ${like}`,
      ),
    );
  }
  const where = and(...filters);
  const [data, [count], occupancy] = await Promise.all([
    rentalViews(db, where, 'lister', Math.min(query.limit, RENTALS_PAGE_SIZE), 'newest'),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(rentals)
      .innerJoin(listings, eq(listings.id, rentals.listingId))
      .where(where),
    occupancyNow(db, lister.id),
  ]);
  return { data, total: count?.n ?? 0, total_occupancy: [{ percentage: occupancy }] };
}

/** GET /rentals: the member's invitations (pending) and rentals (accepted, then ended). */
export async function myRentals(db: Db, member: UserRow) {
  const mine = rentalsOf(member);
  const [invites, data] = await Promise.all([
    // An invitation whose link has expired can no longer be accepted: the lister resends it or cancels it.
    rentalViews(
      db,
      and(mine, eq(rentals.status, 'pending'), gt(rentals.tokenExpiresAt, new Date())),
      'tenant',
      RENTALS_PAGE_SIZE,
      'newest',
    ),
    rentalViews(
      db,
      and(mine, inArray(rentals.status, ['accepted', 'ended'])),
      'tenant',
      RENTALS_PAGE_SIZE,
      'newest',
    ),
  ]);
  return { invites, data, total: invites.length + data.length };
}

async function historyRows(db: Db, where: SQL | undefined): Promise<RentalHistoryAnswer> {
  const rows = await db
    .select({
      id: rentalHistory.id,
      rentalId: rentalHistory.rentalId,
      action: rentalHistory.action,
      changes: rentalHistory.changes,
      createdAt: rentalHistory.createdAt,
      email: rentals.email,
      status: rentals.status,
      rent: rentals.rentalAmountCents,
      deposit: rentals.depositCents,
      checkoutDate: rentals.checkoutDate,
      listingId: rentals.listingId,
      room: listingRooms.roomName,
      bed: listingBeds.bedName,
    })
    .from(rentalHistory)
    .innerJoin(rentals, eq(rentals.id, rentalHistory.rentalId))
    .innerJoin(listingRooms, eq(listingRooms.id, rentals.roomId))
    .innerJoin(listingBeds, eq(listingBeds.id, rentals.bedId))
    .where(where)
    .orderBy(desc(rentalHistory.createdAt), desc(rentalHistory.id))
    .limit(RENTALS_PAGE_SIZE);
  return {
    data: rows.map((r) => ({
      id: r.id,
      tenant_id: r.rentalId,
      booking_ref: bookingRef(r.rentalId),
      email: r.email,
      room_and_bed: `${r.room}, ${r.bed}`,
      action: r.action,
      change_summary: r.changes,
      created_at: r.createdAt.toISOString(),
      status: r.status,
      rental_amount: centsToDollars(r.rent),
      deposit: centsToDollars(r.deposit),
      checkout_date: r.checkoutDate,
      listing_id: r.listingId,
    })),
    total: rows.length,
  };
}

/** GET /rental-history: the signed-in tenant's history, every rental of theirs. */
export function myRentalHistory(db: Db, member: UserRow) {
  return historyRows(db, rentalsOf(member));
}

/** GET /rental-history/tenant/{id}: the activity of one of the lister's rentals. */
export async function tenantActivity(db: Db, lister: UserRow, id: number) {
  assertLister(lister);
  await ownRental(db, lister.id, id);
  return historyRows(db, eq(rentalHistory.rentalId, id));
}

/** GET /lister/listings/unrented: the lister's crashpads for the invite modal's location picker. */
export async function invitableListings(db: Db, lister: UserRow) {
  assertLister(lister);
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      num_beds: listings.numBeds,
      num_occupied_beds: listings.numOccupiedBeds,
      // what the modal starts the rent and deposit at (docs/decisions/045-forms-show-every-error.md)
      rateCents: listings.ratePerFromCents,
      depositCents: listings.depositCents,
      latitude: listings.latitude,
      longitude: listings.longitude,
    })
    .from(listings)
    .where(and(eq(listings.userId, lister.id), ne(listings.status, LISTING_STATUS.deleted)))
    .orderBy(listings.title);
  // Each crashpad's zone: the invite's check-in is a day of its calendar (docs/product/dates.md).
  return {
    listings: rows.map(({ latitude, longitude, rateCents, depositCents, ...r }) => ({
      ...r,
      rate_per_from: centsToDollars(rateCents),
      deposit_required: centsToDollars(depositCents),
      time_zone: zoneOfPoint(latitude, longitude),
    })),
  };
}

/** GET /lister/{id}/listings/unrented: a crashpad's rooms and beds, each bed with its status (PENDING, BUSY). */
export async function invitableBeds(db: Db, lister: UserRow, listingId: number) {
  assertLister(lister);
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.userId, lister.id),
        ne(listings.status, LISTING_STATUS.deleted),
      ),
    );
  if (!listing) throw new NotFound('Unknown Listing', 'UNKNOWN_LISTING');
  const beds = await db
    .select({
      roomId: listingRooms.id,
      roomName: listingRooms.roomName,
      id: listingBeds.id,
      name: listingBeds.bedName,
      status: listingBeds.status,
    })
    .from(listingBeds)
    .innerJoin(listingRooms, eq(listingRooms.id, listingBeds.roomId))
    .where(
      and(
        eq(listingBeds.listingId, listingId),
        ne(listingBeds.status, 'DELETED'),
        ne(listingRooms.status, 'DELETED'),
      ),
    )
    .orderBy(listingRooms.position, listingRooms.id, listingBeds.position, listingBeds.id);
  const rooms = new Map<
    number,
    { id: number; room_name: string; beds: { id: number; bed_name: string; status: string }[] }
  >();
  for (const b of beds) {
    const room = rooms.get(b.roomId) ?? { id: b.roomId, room_name: b.roomName, beds: [] };
    room.beds.push({ id: b.id, bed_name: b.name, status: b.status });
    rooms.set(b.roomId, room);
  }
  return { rooms: [...rooms.values()] };
}
