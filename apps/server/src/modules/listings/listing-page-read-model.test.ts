// The listing page reads a model the database keeps on every write (migration 0019,
// docs/decisions/039-listing-page-read-model.md): after each kind of write to what a page shows, the stored page
// must equal the page built from the tables at that moment, and the next view must show the change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicListing, type PublicListing } from '@crashpad/shared/api/listings';
import { queryRows } from '../../db/client';
import {
  bearer,
  createLister,
  createListing,
  holdBed,
  inDays,
  type Lister,
  roomsOf,
  storedViews,
  testApp,
  type TestApp,
} from '../../../test/factory';
import { untilALockIsAwaited, withOwnConnections } from '../../../test/held-transactions';

let t: TestApp;
let lister: Lister;
let member: Lister;
let id: number;
beforeAll(async () => {
  t = await testApp();
  lister = await createLister(t, 'pro', { displayName: 'Crew Mom' });
  member = await createLister(t, 'pro', { displayName: 'Another Crew' });
  id = await createListing(t, lister);
});
afterAll(() => t.close());

const run = (query: string) => t.db.execute(sql.raw(query));
/**
 * The stored page and the page the tables give now, every column of the row (the shared text and the fields
 * carried for the viewer's part, migration 0023) as one JSON text.
 */
async function storedAndLive(listingId: number) {
  const [row] = await queryRows<{ stored: string | null; live: string | null }>(
    t.db,
    sql`SELECT (SELECT to_jsonb(p)::text FROM listing_pages p WHERE listing_id = ${listingId}) AS stored,
          (SELECT to_jsonb(f)::text FROM listing_page_parts(ARRAY[${listingId}::int]) f) AS live`,
  );
  return row!;
}
/** The owner's view: read fresh, past the few seconds visitors' records are kept (public-listing.ts). */
async function view(listingId: number): Promise<PublicListing> {
  const res = await t.app.inject({ url: `/api/listing/${listingId}`, headers: bearer(lister.token) });
  expect(res.statusCode, res.body).toBe(200);
  return publicListing.strict().parse(res.json());
}
/**
 * Another member's view (a guest's without a token), after emptying the visitors' record cache: these tests
 * write behind the API's back, which does not empty it.
 */
async function visitorView(listingId: number, token?: string): Promise<PublicListing> {
  await t.ctx.caches.clearAll();
  const res = await t.app.inject({
    url: `/api/listing/${listingId}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return publicListing.strict().parse(res.json());
}

describe('the listing page read model', () => {
  it('keeps every listing’s page equal to what its tables give, write after write', async () => {
    const [room] = await roomsOf(t.db, id);
    const bed = room!.beds[0]!.id;
    const writes: [string, string, (page: PublicListing) => void | Promise<void>][] = [
      [
        'a title',
        `UPDATE listings SET title = 'Renamed Crew House' WHERE id = ${id}`,
        (p) => expect(p.title).toBe('Renamed Crew House'),
      ],
      [
        'a room',
        `UPDATE listing_rooms SET room_name = 'Blue room' WHERE id = ${room!.id}`,
        (p) => expect(p.rooms[0]!.room_name).toBe('Blue room'),
      ],
      [
        'a bed',
        `UPDATE listing_beds SET bed_name = 'Top bunk', rental_amount_cents = 51050 WHERE id = ${bed}`,
        (p) => expect(p.rooms[0]!.beds[0]).toMatchObject({ bed_name: 'Top bunk', rental_amount: 510.5 }),
      ],
      [
        'a new bed',
        `INSERT INTO listing_beds (room_id, listing_id, bed_name, position)
          VALUES (${room!.id}, ${id}, 'Cot', 9)`,
        (p) => expect(p.rooms[0]!.beds.map((b) => b.bed_name)).toContain('Cot'),
      ],
      [
        'a bed removed',
        `UPDATE listing_beds SET status = 'DELETED' WHERE bed_name = 'Cot' AND listing_id = ${id}`,
        (p) => expect(p.rooms[0]!.beds.map((b) => b.bed_name)).not.toContain('Cot'),
      ],
      [
        'the lister’s name',
        `UPDATE users SET display_name = 'Crew Dad' WHERE id = ${lister.id}`,
        (p) => expect(p.lister.display_name).toBe('Crew Dad'),
      ],
      [
        'the lister’s photo',
        `UPDATE users SET photo = '/uploads/dad.webp' WHERE id = ${lister.id}`,
        (p) => expect(p.lister.photo).toBe('/uploads/dad.webp'),
      ],
      [
        'an airport of the listing',
        `UPDATE listing_airports SET airport_id =
          (SELECT id FROM airports WHERE iata = 'IAH') WHERE listing_id = ${id} AND position = 1`,
        (p) => expect(p.airports[0]!.prefix).toBe('IAH'),
      ],
      [
        'an airport’s name',
        `UPDATE airports SET name = 'Bush Intercontinental' WHERE iata = 'IAH'`,
        (p) => expect(p.airports[0]!.name).toBe('Bush Intercontinental'),
      ],
      [
        'a review count',
        `UPDATE listings SET review_count = 2, review_score_sum = 9 WHERE id = ${id}`,
        (p) => {
          expect(p.review).toEqual({ num_reviews: 2 });
          expect(p.total_review).toEqual({ avg_score: 4.5 });
        },
      ],
      [
        'a review score',
        `UPDATE listings SET review_score_sum = 7 WHERE id = ${id}`,
        (p) => expect(p.total_review).toEqual({ avg_score: 3.5 }),
      ],
      // the fields the page puts together per viewer (migration 0023)
      // each coordinate alone: the owner sees the exact point; the public one is checked in the stored row
      ...(
        [
          ['latitude', 32.8471],
          ['longitude', -96.8517],
          ['public_latitude', 32.86],
          ['public_longitude', -96.86],
        ] as const
      ).map(([column, value]): [string, string, (page: PublicListing) => void | Promise<void>] => [
        `the ${column}`,
        `UPDATE listings SET ${column} = ${value} WHERE id = ${id}`,
        async (p) => {
          if (column === 'latitude' || column === 'longitude') expect(p[column]).toBe(value);
          else {
            // a guest sees the public point
            const guest = await visitorView(id);
            expect(guest[column === 'public_latitude' ? 'latitude' : 'longitude']).toBe(value);
          }
        },
      ]),
      [
        'the beds taken',
        `UPDATE listings SET num_beds = 4, num_occupied_beds = 1 WHERE id = ${id}`,
        (p) => expect(p.bed_occupancy_rate).toBe(0.25),
      ],
      ...(['amenities', 'preferences', 'places'] as const).map(
        (field): [string, string, (page: PublicListing) => void | Promise<void>] => [
          `the ${field}`,
          `UPDATE listings SET ${field} = '[]' WHERE id = ${id}`,
          (p) => expect(p[field]).toEqual([]),
        ],
      ),
      [
        'the house rules documents',
        `UPDATE listings SET rules_policies_doc = '["/uploads/docs/rules.pdf::::House rules.pdf"]' WHERE id = ${id}`,
        (p) =>
          expect(p.rules_policies_doc).toEqual([{ url: '/uploads/docs/rules.pdf', name: 'House rules.pdf' }]),
      ],
      [
        'the lister’s phone',
        `UPDATE users SET phone_number = '214-555-0142' WHERE id = ${lister.id}`,
        (p) => expect(p.phone).toBe('214-555-0142'),
      ],
      [
        'whether the lister’s phone is public',
        `UPDATE users SET approval_public_phone_user = 1 - approval_public_phone_user WHERE id = ${lister.id}`,
        // the owner always sees it; another member, as the setting now says
        async () => {
          const [setting] = await queryRows<{ shown: number }>(
            t.db,
            sql`SELECT approval_public_phone_user AS shown FROM users WHERE id = ${lister.id}`,
          );
          const page = await visitorView(id, member.token);
          expect(page.phone).toBe(setting!.shown === 1 ? '214-555-0142' : null);
        },
      ],
    ];
    for (const [what, write, shows] of writes) {
      await run(write);
      const { stored, live } = await storedAndLive(id);
      expect(stored, what).toBe(live);
      await shows(await view(id));
    }
    // a rental holding a bed, through the app's own helper
    await holdBed(t.db, bed, 'BUSY');
    expect((await view(id)).rooms[0]!.beds[0]!.availability).toBe('occupied');
    const { stored, live } = await storedAndLive(id);
    expect(stored).toBe(live);
  });

  it('does not rewrite pages or search rows for the views written every few seconds, nor for a no-op write', async () => {
    // the view counter writes many listings' views in one statement (view-counter.ts)
    const [columns] = await queryRows<{ list: string }>(
      t.db,
      sql`SELECT string_agg(quote_ident(column_name), ', ') AS list FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = 'listings' AND column_name <> 'id'`,
    );
    await run(`INSERT INTO listings (${columns!.list})
      SELECT ${columns!.list} FROM listings, generate_series(1, 200) WHERE id = ${id}`);
    const versions = `SELECT (SELECT string_agg(xmin::text, ',' ORDER BY listing_id) FROM listing_pages) AS pages,
      (SELECT string_agg(xmin::text, ',' ORDER BY listing_id, airport_id, bucket) FROM search_entries) AS cards`;
    // the visits of the test above written first
    await t.ctx.listingViews.flush();
    const viewsBefore = await storedViews(t.db, id);
    const [before] = await queryRows(t.db, sql.raw(versions));
    const ids = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM listings WHERE status = 2`);
    expect(ids.length).toBeGreaterThan(200);
    for (const row of ids) t.ctx.listingViews.count(row.id, 'one visitor');
    await t.ctx.listingViews.flush();
    expect(await storedViews(t.db, id)).toBe(viewsBefore + 1);
    expect(await queryRows(t.db, sql.raw(versions))).toEqual([before]);
    // every listing's row written again as it was (both versions grouped, not joined: migration 0019)
    await run(`UPDATE listings SET title = title`);
    expect(await queryRows(t.db, sql.raw(versions))).toEqual([before]);
    // while a change to what a page shows rewrites that listing's page
    await run(`UPDATE listings SET description = 'Quiet house.' WHERE id = ${id}`);
    expect(await queryRows(t.db, sql.raw(versions))).not.toEqual([before]);
  });

  it('rewrites a page for a rental’s bed, status or check-out, not for its AutoPay or notes', async () => {
    const listing = await createListing(t, lister);
    const [bed] = (await roomsOf(t.db, listing)).flatMap((r) => r.beds.map((b) => b.id));
    await holdBed(t.db, bed!, 'BUSY');
    const version = async () =>
      (
        await queryRows<{ xmin: string }>(
          t.db,
          sql`SELECT xmin::text AS xmin FROM listing_pages WHERE listing_id = ${listing}`,
        )
      )[0]!.xmin;
    const before = await version();
    await run(`UPDATE rentals SET note_agreement = 'Keys under the mat', auto_pay = 2 WHERE bed_id = ${bed}`);
    expect(await version()).toBe(before);
    await run(`UPDATE rentals SET checkout_date = '${inDays(20)}', checkout_hour = 11 WHERE bed_id = ${bed}`);
    expect(await version()).not.toBe(before);
    const { stored, live } = await storedAndLive(listing);
    expect(stored).toBe(live);
    expect((await view(listing)).rooms[0]!.beds[0]).toMatchObject({ available_from: inDays(20) });
  });

  it('stores, as the day the page holds until, the earliest check-out a bed shows as “available from”', async () => {
    const listing = await createListing(t, lister);
    const beds = (await roomsOf(t.db, listing)).flatMap((r) => r.beds.map((b) => b.id));
    const freshUntil = async () =>
      (
        await queryRows<{ day: string | null }>(
          t.db,
          sql`SELECT to_char(fresh_until, 'YYYY-MM-DD') AS day FROM listing_pages WHERE listing_id = ${listing}`,
        )
      )[0]!.day;
    expect(await freshUntil()).toBeNull();
    const checkOut = async (bedId: number, date: string | null) => {
      await holdBed(t.db, bedId, 'BUSY');
      await run(`UPDATE rentals SET checkout_date = ${date ? `'${date}'` : 'NULL'},
        checkout_hour = ${date ? 11 : 'NULL'} WHERE bed_id = ${bedId} AND status = 'accepted'`);
    };
    await checkOut(beds[0]!, inDays(40));
    expect(await freshUntil()).toBe(inDays(40));
    await checkOut(beds[1]!, inDays(10));
    expect(await freshUntil()).toBe(inDays(10));
    // a check-out already past shows "available" whatever the day: it does not date the page
    await checkOut(beds[2]!, inDays(-1));
    expect(await freshUntil()).toBe(inDays(10));
    await checkOut(beds[1]!, null);
    expect(await freshUntil()).toBe(inDays(40));
  });

  it('builds a page from the tables when a bed’s “available from” date has passed since it was stored', async () => {
    const other = await createListing(t, lister);
    // as if stored yesterday, when a check-out dated yesterday still showed
    await run(`UPDATE listing_pages SET shared = '{"title":"Stale page"}',
      fresh_until = (now() AT TIME ZONE 'UTC')::date - 1 WHERE listing_id = ${other}`);
    const page = await view(other);
    expect(page.title).toBe('Love Field Crew House');
    expect(page.rooms.length).toBeGreaterThan(0);
    // a page missing from the model is built as well
    await run(`DELETE FROM listing_pages WHERE listing_id = ${other}`);
    expect((await view(other)).title).toBe('Love Field Crew House');
  });

  // Two connections at once: a PostgreSQL server's matter (PGlite runs one statement at a time).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never writes an older page over a newer one when two writes of one listing’s page meet',
    async () => {
      const listing = await createListing(t, lister);
      const [room] = await roomsOf(t.db, listing);
      await withOwnConnections(t, 1, async ([first]) => {
        // a write that holds the page (a room renamed by a script, which takes no listing lock)
        await first!.query('BEGIN');
        await first!.query(`UPDATE listing_rooms SET room_name = 'Green room' WHERE id = $1`, [room!.id]);
        // meanwhile the lister changes their photo: that page's refresh waits for the first write
        // (a drizzle query runs when awaited: then() starts it now)
        const second = run(`UPDATE users SET photo = '/uploads/new-face.webp' WHERE id = ${lister.id}`).then(
          () => undefined,
        );
        await untilALockIsAwaited(t.db);
        await first!.query('COMMIT');
        await second;
      });
      const { stored, live } = await storedAndLive(listing);
      expect(stored).toBe(live);
      const page = await view(listing);
      expect(page.rooms[0]!.room_name).toBe('Green room');
      expect(page.lister.photo).toBe('/uploads/new-face.webp');
    },
  );

  it('drops a deleted listing’s page', async () => {
    const gone = await createListing(t, lister);
    await run(`UPDATE listings SET status = 0 WHERE id = ${gone}`);
    expect((await storedAndLive(gone)).stored).toBeNull();
  });
});
