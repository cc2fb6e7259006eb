// Demo listers and their ~30 crashpads around ten crew bases, so a fresh clone has something to search.
// The original demo lister (lister@demo.crashpad.test) keeps no listings: the e2e journeys rely on it.
// Random choices come from a fixed seed, so every fresh install gets the same demo.
import { inArray, sql } from 'drizzle-orm';
import { PLANS } from '@crashpad/shared/plans';
import { plural } from '@crashpad/shared/format/count';
import { hasBathrooms, hasMaxNights } from '@crashpad/shared/rules/listings';
import { hashPassword } from '../../lib/passwords';
import { queryRows, type Db } from '../client';
import {
  airports,
  listingAirports,
  listingBeds,
  listingRooms,
  listingViews,
  listings,
  users,
} from '../schema';
import { DEMO_PASSWORD } from './demo-accounts';
import { drawPalette, storePalette, type DemoImage } from './demo-images';
import { DEMO_AREAS, DEMO_LISTERS, DEMO_LISTINGS, type DemoListing } from './demo-listings-data';
import type { SiteVariant } from '@crashpad/shared/site/variants';
import type { SeedOptions } from './seed-options';
import { demoListingFor, demoNightlyCents } from './demo-variant';
import { audiencePreference } from './vocabularies';

const DAY = 86_400_000;

/** mulberry32: a tiny deterministic generator. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point `miles` away from (lat, lon) towards `bearing` radians (flat-earth is fine at these distances). */
function moved(lat: number, lon: number, miles: number, bearing: number): [number, number] {
  return [
    lat + (miles * Math.cos(bearing)) / 69,
    lon + (miles * Math.sin(bearing)) / (69 * Math.cos((lat * Math.PI) / 180)),
  ];
}

/** docs/product/specification/2-listings-and-tenants.md §3 distance options: 1–5 miles, 10 for 6-10, 11 for 11+ */
const distanceOption = (miles: number) =>
  miles <= 5 ? Math.max(1, Math.ceil(miles)) : miles <= 10 ? 10 : 11;

async function vocabulary(
  db: Db,
  table: 'amenities' | 'preferences' | 'places',
): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name ->> 'en' AS name FROM ${sql.identifier(table)} ORDER BY id`,
  );
  return new Map(rows.map((r) => [r.name, r.id]));
}

function pick<T>(rand: () => number, items: T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0)
    out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

/** The last line of a demo description: what the lister checks, in the variant's world. */
const CHECKED: Record<SiteVariant, string> = {
  crashpad: 'Airline ID is checked before move-in; message me with your base and schedule.',
  aircrew: 'Airline ID is checked before move-in; message me with your base and schedule.',
  nurse: 'Your assignment letter is checked before move-in; message me with your hospital and dates.',
  vacation: 'Message me with your dates and who is coming; nights can be booked as well as months.',
};

function description(
  spec: DemoListing,
  miles: number,
  street: string,
  neighborhood: string,
  variant: SiteVariant,
): string {
  const beds = spec.rooms.reduce((n, b) => n + b, 0);
  const rooms = spec.rooms.length;
  return [
    spec.hook,
    `The house is about ${plural(Math.round(miles), 'mile')} from ${spec.code}, on ${street} in ${neighborhood}.`,
    `It has ${plural(rooms, 'room')} with ${plural(beds, 'bed')}, fresh linens, a full kitchen and fast Wi-Fi.`,
    'Rent is by the month and includes utilities and weekly cleaning of the shared areas.',
    CHECKED[variant],
  ].join(' ');
}

const RULES =
  'Quiet hours from 10 pm to 7 am. Clean up after yourself in the kitchen and bathrooms. No smoking indoors, ' +
  'no overnight guests, and label your food. Strip your bed when you leave for more than a week.';

export async function seedDemoListings(db: Db, options: SeedOptions): Promise<void> {
  const storage = options.storage;
  if (!storage) throw new Error('the demo listings need the storage adapter for their images');
  const rand = generator(20_240_611);
  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const listers = await db
    .insert(users)
    .values(
      DEMO_LISTERS.map((l) => ({
        email: l.email,
        passwordHash,
        firstName: l.first,
        lastName: l.last,
        displayName: l.display,
        about: l.about,
        userPlan: l.plan,
        totalLocation: PLANS[l.plan].listings,
        expireAt: new Date(now + 365 * DAY),
        airlines: 'American Airlines',
        gender: 'simply_fabulous',
        phoneNumber: '214-555-0142',
        birthdateYear: 1978,
        birthdateMonth: 9,
        birthdateDay: 14,
        hearAboutUs: 'friend referred me',
        emailVerifiedAt: new Date(now),
      })),
    )
    .returning({ id: users.id });

  const palette = await drawPalette();
  const images: DemoImage[][] = [];
  for (const lister of listers) images.push(await storePalette(db, storage, lister.id, palette));

  const codes = Object.keys(DEMO_AREAS);
  const airportRows = await db
    .select({ id: airports.id, iata: airports.iata, lat: airports.latitude, lon: airports.longitude })
    .from(airports)
    .where(inArray(airports.iata, codes));
  const airportByCode = new Map(airportRows.map((a) => [a.iata, a]));
  // One after another: a seed runs in a transaction, on one connection.
  const amenityIds = await vocabulary(db, 'amenities');
  const preferenceIds = await vocabulary(db, 'preferences');
  const placeIds = await vocabulary(db, 'places');
  const ids = (map: Map<string, number>, names: string[]) =>
    names.map((n) => map.get(n)).filter((id): id is number => id !== undefined);

  // Built in memory, then written in four statements: start-up stays fast.
  const variant = options.variant ?? 'crashpad';
  const planned = DEMO_LISTINGS.map((crashpad, i) => {
    const spec = demoListingFor(crashpad, variant);
    const airport = airportByCode.get(spec.code);
    if (!airport) throw new Error(`demo listings: airport ${spec.code} is not in the reference data`);
    const area = DEMO_AREAS[spec.code]!;
    const miles = 1.5 + rand() * 5;
    const [lat, lon] = moved(airport.lat, airport.lon, miles, rand() * 2 * Math.PI);
    // Visitors see the house moved by up to 300 m (docs/product/specification/2-listings-and-tenants.md §2.8; LISTING_LIMITS.publicOffsetMetres).
    const [publicLat, publicLon] = moved(lat, lon, 0.05 + rand() * 0.13, rand() * 2 * Math.PI);
    const street = area.streets[i % area.streets.length]!;
    const neighborhood = area.neighborhoods[i % area.neighborhoods.length]!;
    const beds = spec.rooms.reduce((n, b) => n + b, 0);
    const own = images[spec.lister]!;
    const pictures = [0, 3, 5].map((step) => own[(i + step) % own.length]!.url);
    const preferenceNames = [
      audiencePreference(variant),
      'Non-smoking',
      rand() < 0.5 ? 'Cold beds (your own assigned bed)' : 'Hot beds (shared, first come first served)',
      ...(spec.gender === 'male' ? ['Males only'] : spec.gender === 'female' ? ['Females only'] : []),
    ];
    const createdAt = new Date(now - spec.ageDays * DAY - Math.floor(rand() * DAY));
    const values: typeof listings.$inferInsert = {
      userId: listers[spec.lister]!.id,
      title: spec.title,
      street1: `${100 + Math.floor(rand() * 8900)} ${street}`,
      city: area.city,
      state: area.state,
      postalCode: area.postal,
      neighborhood,
      latitude: lat,
      longitude: lon,
      publicLatitude: publicLat,
      publicLongitude: publicLon,
      rentalType: spec.type,
      bathrooms: hasBathrooms(spec.type) ? Math.min(4, Math.max(1, Math.ceil(beds / 4))) : null,
      numberOfShower: hasBathrooms(spec.type) ? Math.floor(rand() * 2) : null,
      maxNights: hasMaxNights(spec.type) ? 30 : null,
      ratePerFromCents: spec.rate * 100,
      ratePerToCents: spec.rateTo ? spec.rateTo * 100 : null,
      enablePriceRange: spec.rateTo !== undefined,
      depositCents: Math.min(300, Math.max(100, Math.round(spec.rate / 100) * 50)) * 100,
      ratePerDayFromCents:
        variant === 'crashpad'
          ? spec.type === 'hostel' || spec.rate < 300
            ? 4000
            : null
          : demoNightlyCents(spec, variant, i),
      description: description(spec, miles, street, neighborhood, variant),
      rulesPoliciesDes: RULES,
      images: pictures,
      thumbnail: pictures[0]!,
      amenities: [...new Set(ids(amenityIds, ['Wi-Fi', ...pick(rand, [...amenityIds.keys()], 7)]))],
      preferences: ids(preferenceIds, preferenceNames),
      places: ids(placeIds, pick(rand, [...placeIds.keys()], 4)),
      airportDistance: distanceOption(miles),
      totalRooms: spec.rooms.length,
      numBeds: beds,
      numOccupiedBeds: Math.min(spec.busy, beds),
      featureListing: spec.feature ? 1 : 0,
      featureOngoing: spec.feature === 'featured' ? 1 : 0,
      createdAt,
      updatedAt: createdAt,
    };
    return { spec, values, airportId: airport.id, views: Math.floor(rand() * 400) };
  });

  // Demo titles are unique, so the new ids are matched by title rather than by the order rows come back in.
  const inserted = await db
    .insert(listings)
    .values(planned.map((p) => p.values))
    .returning({ id: listings.id, title: listings.title });
  const idOf = new Map(inserted.map((r) => [r.title, r.id]));
  const withIds = planned.map((p) => ({ ...p, id: idOf.get(p.spec.title)! }));
  await db.insert(listingAirports).values(
    withIds.map((p) => ({
      listingId: p.id,
      airportId: p.airportId,
      position: 1,
      distance: p.values.airportDistance,
    })),
  );
  // each listing got its row from the listings' insert trigger (migration 0022)
  await db
    .insert(listingViews)
    .values(withIds.map((p) => ({ listingId: p.id, views: p.views })))
    .onConflictDoUpdate({ target: listingViews.listingId, set: { views: sql`excluded.views` } });
  const rooms = await db
    .insert(listingRooms)
    .values(
      withIds.flatMap((p) =>
        p.spec.rooms.map((_, r) => ({ listingId: p.id, roomName: `Room ${r + 1}`, position: r })),
      ),
    )
    .returning({ id: listingRooms.id, listingId: listingRooms.listingId, position: listingRooms.position });
  const roomOf = new Map(rooms.map((r) => [`${r.listingId}:${r.position}`, r.id]));
  await db.insert(listingBeds).values(
    withIds.flatMap((p) => {
      let busyLeft = p.spec.busy;
      return p.spec.rooms.flatMap((bedCount, r) =>
        Array.from({ length: bedCount }, (_, b) => ({
          roomId: roomOf.get(`${p.id}:${r}`)!,
          listingId: p.id,
          bedName: `Bed ${r + 1}${String.fromCharCode(65 + b)}`,
          status: busyLeft-- > 0 ? ('BUSY' as const) : ('ACTIVE' as const),
          position: b,
        })),
      );
    }),
  );
}
