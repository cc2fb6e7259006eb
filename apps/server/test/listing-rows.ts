// Listings written straight into the database, for tests of the searches and pages that read them.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { airports, listingAirports, listings } from '../src/db/schema';
import { createMember } from './accounts';

type ListingValues = Partial<typeof listings.$inferInsert>;
export type ListingRow = { id: number; userId: number };

let made = 0;

/** A lister on the pro plan (no listing limit). */
export async function insertLister(db: Db): Promise<number> {
  const lister = await createMember(db, { userPlan: 'pro', totalLocation: null });
  return lister.id;
}

/** The id of a vocabulary entry by its English name. */
export async function preferenceId(db: Db, name: string): Promise<number> {
  const result = (await db.execute(
    sql`SELECT id FROM preferences WHERE name ->> 'en' = ${name}`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`no preference ${name}`);
  return id;
}

/**
 * An active listing at the given airports (first one first, each with its distance), near the first airport
 * unless a position is given. Counts of beds are written as given (the search reads the denormalised ones).
 */
export async function insertListing(
  db: Db,
  userId: number,
  airportsAt: { code: string; distance?: number }[],
  values: ListingValues = {},
): Promise<ListingRow> {
  made += 1;
  const codes = airportsAt.map((a) => a.code);
  const found = await db
    .select({ id: airports.id, iata: airports.iata, lat: airports.latitude, lon: airports.longitude })
    .from(airports)
    .where(inArray(airports.iata, codes));
  const byCode = new Map(found.map((a) => [a.iata, a]));
  const first = byCode.get(codes[0]!);
  if (!first) throw new Error(`no airport ${codes[0]}`);
  const latitude = values.latitude ?? first.lat + 0.02;
  const longitude = values.longitude ?? first.lon + 0.02;
  const [row] = await db
    .insert(listings)
    .values({
      title: `Crew house ${made}`,
      rentalType: 'crashpad',
      ratePerFromCents: 40_000,
      description: 'A shared house for airline crew near the airport. '.repeat(5),
      airportDistance: airportsAt[0]!.distance ?? 3,
      numBeds: 4,
      numOccupiedBeds: 0,
      totalRooms: 1,
      images: ['/uploads/listings/test.webp'],
      thumbnail: '/uploads/listings/test.webp',
      ...values,
      userId,
      latitude,
      longitude,
      publicLatitude: values.publicLatitude ?? latitude + 0.001,
      publicLongitude: values.publicLongitude ?? longitude + 0.001,
    })
    .returning({ id: listings.id });
  const id = row!.id;
  await db.insert(listingAirports).values(
    airportsAt.map((a, i) => ({
      listingId: id,
      airportId: byCode.get(a.code)!.id,
      position: i + 1,
      distance: a.distance ?? 3,
    })),
  );
  return { id, userId };
}

/** Removes every listing, so a test can count what it made. */
export async function clearListings(db: Db): Promise<void> {
  await db.delete(listings);
}
