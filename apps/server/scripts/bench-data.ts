// Bulk data for `npm run bench`: listers and listings spread over every airport in a few set-based statements
// (generate_series), so 50,000 listings with their rooms and beds load in seconds. Large airports get more
// listings than small ones, as in life. Runs inside one connection (temporary tables), once per database.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';

const LISTERS = 500;
const TITLE = 'Bench crashpad ';

export async function benchListingCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM listings WHERE title LIKE ${`${TITLE}%`}`,
  );
  return row?.n ?? 0;
}

export async function seedBenchData(db: Db, count: number): Promise<void> {
  const hash = await hashPassword('bench-password');
  const prefs = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name ->> 'en' AS name FROM preferences`,
  );
  const pref = (name: string) => prefs.find((p) => p.name === name)?.id ?? 0;
  const [men, women, crew] = [pref('Males only'), pref('Females only'), pref('Airline crew only')];
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  await run(sql`SELECT setseed(0.42)`);
  await run(sql`CREATE TEMP TABLE bench_airports AS
    SELECT (row_number() OVER (ORDER BY iata = 'DFW' DESC, large DESC, id) - 1)::int AS idx, id, latitude, longitude
    FROM airports`);
  await run(sql`INSERT INTO users (email, password_hash, first_name, last_name, display_name, user_plan,
      total_location, expire_at, email_verified_at)
    SELECT 'bench-lister-' || g || '@bench.crashpad.test', ${hash}, 'Bench', 'Lister ' || g, 'Bench' || g, 'pro',
      NULL, now() + interval '1 year', now()
    FROM generate_series(1, ${LISTERS}) g`);
  await run(sql`CREATE TEMP TABLE bench_listers AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, id FROM users
    WHERE email LIKE 'bench-lister-%@bench.crashpad.test'`);
  // power(random(), 1.6) leans towards 0: the first (large) airports get the most listings.
  await run(sql`CREATE TEMP TABLE bench_plan AS
    SELECT g AS n, least(floor(power(random(), 1.6) * c.cnt)::int, c.cnt - 1) AS idx,
      random() AS r1, random() AS r2, random() AS r3, random() AS r4
    FROM generate_series(1, ${count}) g, (SELECT count(*)::int AS cnt FROM bench_airports) c`);
  const description =
    'A shared crew house a few miles from the airport, with assigned beds, a full kitchen, fast Wi-Fi, ' +
    'laundry and parking. Quiet hours are kept, linens are provided and the shuttle stop is a short walk away. ' +
    'Rent is by the month and includes utilities; airline ID is checked before move-in.';
  // The bulk rows go in with triggers off (the generator's rows are consistent by construction): the read models'
  // triggers would rebuild every listing's search rows and page once per statement below (docs/decisions/037,
  // 039). They are built once, at the end, by the functions the triggers call.
  await run(sql`SET session_replication_role = replica`);
  await run(sql`INSERT INTO listings (user_id, status, title, city, neighborhood, latitude, longitude,
      public_latitude, public_longitude, rental_type, bathrooms, number_of_shower, max_nights,
      rate_per_from_cents, deposit_cents, description, images, thumbnail, amenities, preferences, places,
      airport_distance, total_rooms, num_beds, num_occupied_beds, feature_listing, feature_ongoing,
      created_at, updated_at)
    SELECT ls.id,
      CASE WHEN p.r4 < 0.05 THEN 0 WHEN p.r4 < 0.10 THEN 1 ELSE 2 END,
      ${TITLE} || p.n, 'Bench City', 'Neighbourhood ' || (p.n % 40),
      a.latitude + (p.r1 - 0.5) * 0.1, a.longitude + (p.r2 - 0.5) * 0.1,
      a.latitude + (p.r1 - 0.5) * 0.1 + 0.001, a.longitude + (p.r2 - 0.5) * 0.1 - 0.001,
      'crashpad', 1 + (p.n % 3), p.n % 2, 30,
      25000 + floor(random() * 351)::int * 100, 15000, ${description},
      '["/uploads/bench/house.webp"]'::jsonb, '/uploads/bench/house.webp', '[1, 2, 3, 5, 9]'::jsonb,
      CASE WHEN p.r3 BETWEEN 0.1 AND 0.2 THEN jsonb_build_array(${crew}::int, ${men}::int)
           WHEN p.r3 BETWEEN 0.2 AND 0.3 THEN jsonb_build_array(${crew}::int, ${women}::int)
           ELSE jsonb_build_array(${crew}::int) END,
      '[1, 4, 5]'::jsonb,
      1 + floor(p.r1 * 5)::int, (2 + floor(p.r1 * 10)::int + 3) / 4, 2 + floor(p.r1 * 10)::int,
      least(2 + floor(p.r1 * 10)::int, floor(p.r2 * 13)::int),
      CASE WHEN p.r3 < 0.03 THEN 1 ELSE 0 END, CASE WHEN p.r3 < 0.01 THEN 1 ELSE 0 END,
      now() - p.r4 * interval '730 days', now() - p.r4 * interval '365 days'
    FROM bench_plan p
    JOIN bench_airports a ON a.idx = p.idx
    JOIN bench_listers ls ON ls.idx = p.n % ${LISTERS}`);
  await run(sql`CREATE TEMP TABLE bench_ids AS
    SELECT l.id, p.idx, p.r2, l.airport_distance FROM listings l
    JOIN bench_plan p ON l.title = ${TITLE} || p.n`);
  await run(sql`INSERT INTO listing_airports (listing_id, airport_id, position, distance)
    SELECT b.id, a.id, 1, b.airport_distance FROM bench_ids b JOIN bench_airports a ON a.idx = b.idx`);
  // about a third also serve the next airport in the list
  await run(sql`INSERT INTO listing_airports (listing_id, airport_id, position, distance)
    SELECT b.id, a.id, 2, 10 FROM bench_ids b JOIN bench_airports a ON a.idx = b.idx + 1 WHERE b.r2 < 0.3`);
  await run(sql`INSERT INTO listing_rooms (listing_id, room_name, position)
    SELECT l.id, 'Room ' || (r + 1), r
    FROM listings l JOIN bench_ids b ON b.id = l.id, generate_series(0, l.total_rooms - 1) r`);
  await run(sql`INSERT INTO listing_beds (room_id, listing_id, bed_name, status, position)
    SELECT rm.id, l.id, 'Bed ' || (rm.position * 4 + bed + 1),
      CASE WHEN rm.position * 4 + bed < l.num_occupied_beds THEN 'BUSY' ELSE 'ACTIVE' END, bed
    FROM listing_rooms rm JOIN listings l ON l.id = rm.listing_id JOIN bench_ids b ON b.id = l.id,
      generate_series(0, least(3, l.num_beds - rm.position * 4 - 1)) bed`);
  await run(sql`RESET session_replication_role`);
  // what the listings' insert trigger does when it runs (migration 0022): every listing has its views' row
  await run(
    sql`INSERT INTO listing_views (listing_id) SELECT id FROM bench_ids ORDER BY id ON CONFLICT DO NOTHING`,
  );
  await run(sql`ANALYZE`);
  await run(sql`SELECT search_refresh(ARRAY(SELECT id FROM bench_ids ORDER BY id))`);
  await run(sql`SELECT listing_page_refresh(ARRAY(SELECT id FROM bench_ids ORDER BY id))`);
  for (const table of ['bench_airports', 'bench_listers', 'bench_plan', 'bench_ids'])
    await run(sql`DROP TABLE ${sql.identifier(table)}`);
  // As autovacuum leaves a database in service: the visibility map set, so the search's index-only scans read
  // cards from the index alone (docs/decisions/040); straight after the bulk insert every entry would read the table.
  await run(sql`VACUUM (ANALYZE) search_long_cards, search_entries, search_stats, listing_pages`);
}

export type BenchTargets = {
  /** the airport with the most active listings, and how many it has */
  code: string;
  listings: number;
  /** a spread of 1,000 active listing ids for the single-URL listing page */
  ids: number[];
  /** the codes of the busiest airports, busiest first, for the mixed search */
  busiest: string[];
  /** where those airports are, for the nearby searches around them */
  busiestPoints: { lat: number; lon: number }[];
  /** every active listing id, for the mixed listing page */
  activeIds: number[];
};

export async function benchTargets(db: Db, airports: number): Promise<BenchTargets> {
  const busiest = await queryRows<{ code: string; n: number; lat: number; lon: number }>(
    db,
    sql`SELECT a.iata AS code, count(*)::int AS n, a.latitude AS lat, a.longitude AS lon
        FROM listing_airports la JOIN listings l ON l.id = la.listing_id JOIN airports a ON a.id = la.airport_id
        WHERE l.status = 2 GROUP BY a.iata, a.latitude, a.longitude ORDER BY n DESC, a.iata LIMIT ${airports}`,
  );
  const [busy] = busiest;
  if (!busy) throw new Error('no active listings to benchmark');
  const ids = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM listings WHERE status = 2 ORDER BY md5(id::text) LIMIT 1000`,
  );
  const active = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM listings WHERE status = 2 ORDER BY id`,
  );
  return {
    code: busy.code,
    listings: busy.n,
    ids: ids.map((r) => r.id),
    busiest: busiest.map((r) => r.code),
    busiestPoints: busiest.map((r) => ({ lat: r.lat, lon: r.lon })),
    activeIds: active.map((r) => r.id),
  };
}
