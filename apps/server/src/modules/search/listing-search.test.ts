import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AirportListingsAnswer, ListingCard } from '@crashpad/shared/api/search';
import {
  clearListings,
  insertLister,
  insertListing,
  preferenceId,
  testApp,
  type TestApp,
} from '../../../test/factory';
import { preferences } from '../../db/schema';
import { COMPRESSION_OPTIONS } from '../../http/compression';

let t: TestApp;
let lister: number;
beforeAll(async () => {
  t = await testApp();
  lister = await insertLister(t.db);
});
afterAll(() => t.close());
beforeEach(() => clearListings(t.db));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const search = async (query = '', code = 'DFW') => {
  const res = await t.app.inject({ url: `/api/airports/${code}/listings${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<AirportListingsAnswer>();
};
const titles = (answer: { data: ListingCard[] }) => answer.data.map((c) => c.title);

describe('GET /api/airports/{code}/listings', () => {
  it('lists featured, then boosted, then the newest first by default', async () => {
    const at = [{ code: 'DFW' }];
    await insertListing(t.db, lister, at, { title: 'Plain old', createdAt: daysAgo(30) });
    await insertListing(t.db, lister, at, { title: 'Plain new', createdAt: daysAgo(1) });
    await insertListing(t.db, lister, at, { title: 'Boosted', featureListing: 1, createdAt: daysAgo(40) });
    const featured = { featureListing: 1, featureOngoing: 1 };
    await insertListing(t.db, lister, at, { title: 'Featured old', ...featured, createdAt: daysAgo(90) });
    await insertListing(t.db, lister, at, { title: 'Featured new', ...featured, createdAt: daysAgo(60) });
    const answer = await search();
    expect(titles(answer)).toEqual(['Featured new', 'Featured old', 'Boosted', 'Plain new', 'Plain old']);
    expect(answer.total).toBe(5);
    expect(answer.airport).toMatchObject({ prefix: 'DFW', name: 'Dallas Fort Worth International Airport' });
  });

  it('sorts every listing by the chosen key in either direction', async () => {
    const rows = [
      { title: 'bravo', distance: 1, rate: 500_00, age: 10 },
      { title: 'Alpha', distance: 11, rate: 300_00, age: 5 },
      { title: 'Charlie', distance: 4, rate: 450_00, age: 20 },
    ];
    for (const r of rows)
      await insertListing(t.db, lister, [{ code: 'DFW', distance: r.distance }], {
        title: r.title,
        ratePerFromCents: r.rate,
        createdAt: daysAgo(r.age),
        // featured listings do not jump the queue once a sort key is chosen
        featureListing: r.title === 'Charlie' ? 1 : 0,
      });
    const cases: [string, string[]][] = [
      ['?sort=newest&direction=desc', ['Alpha', 'bravo', 'Charlie']],
      ['?sort=newest&direction=asc', ['Charlie', 'bravo', 'Alpha']],
      ['?sort=newest', ['Alpha', 'bravo', 'Charlie']],
      ['?sort=title&direction=asc', ['Alpha', 'bravo', 'Charlie']],
      ['?sort=title&direction=desc', ['Charlie', 'bravo', 'Alpha']],
      ['?sort=distance&direction=asc', ['bravo', 'Charlie', 'Alpha']],
      ['?sort=distance&direction=desc', ['Alpha', 'Charlie', 'bravo']],
      ['?sort=price', ['Alpha', 'Charlie', 'bravo']],
      ['?sort=price&direction=desc', ['bravo', 'Charlie', 'Alpha']],
    ];
    for (const [query, expected] of cases) expect(titles(await search(query)), query).toEqual(expected);
  });

  it('hides full listings when the occupied toggle is off', async () => {
    const at = [{ code: 'DFW' }];
    await insertListing(t.db, lister, at, { title: 'Full', numBeds: 4, numOccupiedBeds: 4 });
    await insertListing(t.db, lister, at, { title: 'Half', numBeds: 4, numOccupiedBeds: 2 });
    await insertListing(t.db, lister, at, { title: 'No beds yet', numBeds: 0, numOccupiedBeds: 0 });
    const all = await search('?sort=title');
    expect(titles(all)).toEqual(['Full', 'Half', 'No beds yet']);
    expect(all.data.map((c) => [c.bed_occupancy_rate, c.num_vacant_beds, c.beds])).toEqual([
      [1, 0, 4],
      [0.5, 2, 4],
      [0, 0, 0],
    ]);
    expect(titles(await search('?sort=title&occupied=true'))).toEqual(['Full', 'Half', 'No beds yet']);
    const open = await search('?sort=title&occupied=false');
    expect(titles(open)).toEqual(['Half', 'No beds yet']);
    expect(open.total).toBe(2);
  });

  it('keeps listings for men or for women with the gender filter', async () => {
    const [men, women, crew] = await Promise.all(
      ['Males only', 'Females only', 'Airline crew only'].map((n) => preferenceId(t.db, n)),
    );
    const at = [{ code: 'DFW' }];
    await insertListing(t.db, lister, at, { title: 'Men', preferences: [crew!, men!] });
    await insertListing(t.db, lister, at, { title: 'Women', preferences: [women!] });
    await insertListing(t.db, lister, at, { title: 'Anyone', preferences: [crew!] });
    expect(titles(await search('?sort=title&gender=male'))).toEqual(['Men']);
    expect(titles(await search('?sort=title&gender=female'))).toEqual(['Women']);
    expect(titles(await search('?sort=title&gender=all'))).toEqual(['Anyone', 'Men', 'Women']);

    // An admin renaming the preference in /translations does not break the filter.
    await t.db
      .update(preferences)
      .set({ name: { en: 'Gentlemen only' } })
      .where(eq(preferences.id, men!));
    expect(titles(await search('?sort=title&gender=male'))).toEqual(['Men']);
    await t.db
      .update(preferences)
      .set({ name: { en: 'Males only' } })
      .where(eq(preferences.id, men!));
  });

  it('gives the lowest, highest and average rate over every page of the results, in dollars', async () => {
    const at = [{ code: 'DFW' }];
    await insertListing(t.db, lister, at, { ratePerFromCents: 250_00 });
    await insertListing(t.db, lister, at, { ratePerFromCents: 400_00 });
    await insertListing(t.db, lister, at, { ratePerFromCents: 575_55, numBeds: 2, numOccupiedBeds: 2 });
    const answer = await search('?per_page=1');
    expect(answer.data).toHaveLength(1);
    expect(answer.price).toEqual({ min: 250, max: 575.55, average: 408.52 });
    // the figures follow the filter
    expect((await search('?occupied=false')).price).toEqual({ min: 250, max: 400, average: 325 });
    expect((await search('', 'ORD')).price).toEqual({ min: null, max: null, average: null });
  });

  it('pages through the results and still counts them past the last page', async () => {
    for (let i = 0; i < 5; i++)
      await insertListing(t.db, lister, [{ code: 'DFW' }], { title: `House ${i}`, createdAt: daysAgo(i) });
    const pages = await Promise.all([1, 2, 3, 4].map((p) => search(`?per_page=2&page=${p}`)));
    expect(pages.map(titles)).toEqual([['House 0', 'House 1'], ['House 2', 'House 3'], ['House 4'], []]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
    expect(pages[3]!.price).toEqual({ min: 400, max: 400, average: 400 });
  });

  it('shows a card with the public location, that airport and amounts in dollars', async () => {
    const { id } = await insertListing(
      t.db,
      lister,
      [
        { code: 'DFW', distance: 3 },
        { code: 'DAL', distance: 10 },
      ],
      {
        title: 'Two airports',
        latitude: 32.9,
        longitude: -97.0,
        publicLatitude: 32.901,
        publicLongitude: -97.002,
        ratePerFromCents: 425_50,
        ratePerToCents: 500_00,
        enablePriceRange: true,
        bathrooms: 2,
        neighborhood: 'Valley Ranch',
      },
    );
    const [card] = (await search('', 'dal')).data;
    expect(card).toMatchObject({
      id,
      listing_id: id,
      title: 'Two airports',
      thumbnail: '/uploads/listings/test.webp',
      rate_per_from: 425.5,
      rate_per_to: 500,
      airport_distance: 10,
      prefix: 'DAL',
      latitude: 32.901,
      longitude: -97.002,
      bathrooms: 2,
      neighborhood: 'Valley Ranch',
    });
    // Without reviews the count is 0 and there is no average, never a made-up 0 score (decision 030).
    expect((await search('', 'DAL')).data[0]).toMatchObject({ review: 0 });
    expect(Object.keys((await search('', 'DAL')).data[0]!)).not.toContain('review_avg');
    expect((await search('', 'DFW')).data[0]).toMatchObject({ airport_distance: 3, prefix: 'DFW' });
  });

  it('never shows inactive or deleted listings', async () => {
    const at = [{ code: 'DFW' }];
    await insertListing(t.db, lister, at, { title: 'Active' });
    await insertListing(t.db, lister, at, { title: 'Inactive', status: 1, featureListing: 1 });
    await insertListing(t.db, lister, at, { title: 'Deleted', status: 0, featureListing: 1 });
    const answer = await search();
    expect(titles(answer)).toEqual(['Active']);
    expect(answer.total).toBe(1);
    const near = await t.app.inject({ url: '/api/listings?lat=32.9&lon=-97.04&radius=50' });
    expect(titles(near.json())).toEqual(['Active']);
    expect(titles((await t.app.inject({ url: '/api/listings/featured' })).json())).toEqual([]);
  });

  it('gives the same answer to identical searches made at the same moment', async () => {
    await insertListing(t.db, lister, [{ code: 'DFW' }], { title: 'Only one' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ url: '/api/airports/dfw/listings?per_page=5' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(titles(answers[0]!.json())).toEqual(['Only one']);
    await insertListing(t.db, lister, [{ code: 'DFW' }], { title: 'Second' });
    expect((await search('?per_page=5')).total).toBe(2);
  });

  it('answers different searches made at the same moment each with its own page (they go in one statement)', async () => {
    const men = await preferenceId(t.db, 'Males only');
    for (let n = 0; n < 6; n += 1) {
      await insertListing(t.db, lister, [{ code: 'DFW', distance: n + 1 }], {
        title: `Dallas ${n}`,
        ratePerFromCents: 30_000 + ((n * 7_000) % 20_000),
        createdAt: daysAgo(n * 3),
        numOccupiedBeds: n === 2 ? 4 : 0,
        ...(n % 2 === 0 ? { preferences: [men] } : {}),
      });
      await insertListing(t.db, lister, [{ code: 'IAH', distance: 6 - n }], { title: `Houston ${n}` });
    }
    const urls = [
      '/api/airports/dfw/listings',
      '/api/airports/iah/listings',
      '/api/airports/dfw/listings?sort=price&direction=desc&per_page=2&page=2',
      '/api/airports/dfw/listings?sort=distance&gender=male',
      '/api/airports/dfw/listings?sort=title&occupied=false&per_page=3',
      '/api/airports/iah/listings?sort=distance&direction=asc&per_page=4',
      '/api/airports/dfw/listings?sort=newest&direction=asc&per_page=5&page=2',
      '/api/airports/iah/listings?sort=title&direction=desc&page=3&per_page=3',
      '/api/airports/mia/listings',
      // the same search twice, written two ways: one row in the batch answers both
      '/api/airports/dfw/listings?sort=newest',
      '/api/airports/DFW/listings?sort=newest&direction=desc&page=1',
    ];
    const alone: string[] = [];
    for (const url of urls) alone.push((await t.app.inject({ url })).body);
    const together = await Promise.all(urls.map((url) => t.app.inject({ url })));
    expect(together.map((r) => r.body)).toEqual(alone);
    const answers = alone.map((body) => JSON.parse(body) as AirportListingsAnswer);
    expect(answers.map((a) => a.total)).toEqual([6, 6, 6, 3, 5, 6, 6, 6, 0, 6, 6]);
    expect(alone[10]).toBe(alone[9]);
    expect(titles(answers[9]!)).toEqual([
      'Dallas 0',
      'Dallas 1',
      'Dallas 2',
      'Dallas 3',
      'Dallas 4',
      'Dallas 5',
    ]);
    expect(titles(answers[2]!)).toEqual(['Dallas 4', 'Dallas 1']);
    expect(titles(answers[3]!)).toEqual(['Dallas 0', 'Dallas 2', 'Dallas 4']);
    expect(titles(answers[4]!)).toEqual(['Dallas 0', 'Dallas 1', 'Dallas 3']);
    expect(titles(answers[5]!)).toEqual(['Houston 5', 'Houston 4', 'Houston 3', 'Houston 2']);
    expect(titles(answers[6]!)).toEqual(['Dallas 0']);
    expect(titles(answers[7]!)).toEqual([]);
  });

  it('compresses a page of cards for a browser in one go, and the same answer for a client without Brotli', async () => {
    for (let n = 0; n < 30; n += 1)
      await insertListing(t.db, lister, [{ code: 'DFW' }], { title: `Crew house near the airport ${n}` });
    const url = '/api/airports/dfw/listings?per_page=30';
    const plain = await t.app.inject({ url });
    expect(plain.body.length).toBeGreaterThan(8_192); // past the size the plugin streamed by default
    const browser = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.headers['content-encoding']).toBe('br');
    // compressed in one call: its length is known (a stream would have been sent in chunks, with none)
    expect(Number(browser.headers['content-length'])).toBe(browser.rawPayload.length);
    expect(browser.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);
    // at the quality chosen for answers made per request (docs/decisions/042): Brotli's output is deterministic
    expect(browser.rawPayload).toEqual(brotliCompressSync(plain.body, COMPRESSION_OPTIONS.brotliOptions));
    expect(browser.headers.etag).toBe(plain.headers.etag);
    const old = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(old.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(old.rawPayload).toString()).toBe(plain.body);
    expect(old.rawPayload).toEqual(gzipSync(plain.body, { level: 1 }));
  });

  it('serves one computed page to identical searches at once, plain, compressed and revalidated, unchanged', async () => {
    for (let n = 0; n < 30; n += 1)
      await insertListing(t.db, lister, [{ code: 'DFW' }], { title: `Crew house by the runway ${n}` });
    const url = '/api/airports/dfw/listings?per_page=30&sort=price';
    const first = await t.app.inject({ url });
    expect(first.body.length).toBeGreaterThan(8_192);
    const etag = String(first.headers.etag);
    // asked together, the three share one answer (http/single-flight.ts); none may change it for the others
    const [plain, browser, revalidated] = await Promise.all([
      t.app.inject({ url }),
      t.app.inject({ url, headers: { 'accept-encoding': 'br' } }),
      t.app.inject({ url, headers: { 'if-none-match': etag } }),
    ]);
    expect(plain.body).toBe(first.body);
    expect(plain.headers.etag).toBe(etag);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(first.body);
    expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag]).toEqual([304, '', etag]);
    const after = await t.app.inject({ url });
    expect([after.body, after.headers.etag]).toEqual([first.body, etag]);
  });

  it('answers 404 for an unknown airport and 400 for a bad query', async () => {
    const unknown = await t.app.inject({ url: '/api/airports/QQQ/listings' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No airport with the code QQQ.' });
    for (const query of ['?sort=rating', '?direction=up', '?per_page=0', '?page=-1', '?gender=other']) {
      const res = await t.app.inject({ url: `/api/airports/DFW/listings${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBeTruthy();
    }
    expect((await t.app.inject({ url: '/api/airports/D1W/listings' })).statusCode).toBe(400);
  });
});

describe('GET /api/listings/featured', () => {
  it('lists featured listings, then boosted ones, each newest first, at most 8', async () => {
    for (let i = 0; i < 10; i++)
      await insertListing(t.db, lister, [{ code: 'ORD' }], {
        title: `${i % 2 ? 'Featured' : 'Boosted'} ${i}`,
        featureListing: 1,
        featureOngoing: i % 2,
        createdAt: daysAgo(i),
      });
    await insertListing(t.db, lister, [{ code: 'ORD' }], { title: 'Plain' });
    const body = (await t.app.inject({ url: '/api/listings/featured' })).json<{
      total: number;
      data: ListingCard[];
    }>();
    expect(titles(body)).toEqual([
      ...[1, 3, 5, 7, 9].map((i) => `Featured ${i}`),
      ...[0, 2, 4].map((i) => `Boosted ${i}`),
    ]);
    expect(body.total).toBe(8);
    expect(body.data[0]).toMatchObject({ prefix: 'ORD', feature_listing: 1 });
  });
});

describe('GET /api/listing/related/{id}', () => {
  it('lists up to 4 other active listings at the same first airport, nearest first', async () => {
    const at = (lat: number, title: string, code = 'ATL', status = 2) =>
      insertListing(t.db, lister, [{ code }], { title, publicLatitude: lat, publicLongitude: -84.4, status });
    const me = await at(33.6, 'Me');
    for (const [i, lat] of [33.7, 33.61, 33.48, 33.65, 33.9].entries()) await at(lat, `Other ${i}`);
    await at(33.6, 'Inactive next door', 'ATL', 1);
    await at(33.6, 'At another airport', 'ORD');
    const res = await t.app.inject({ url: `/api/listing/related/${me.id}` });
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['Other 1', 'Other 3', 'Other 0', 'Other 2']);
  });

  it('answers 404 for an unknown or deleted listing and 400 for a bad id', async () => {
    const gone = await insertListing(t.db, lister, [{ code: 'ATL' }], { status: 0 });
    expect((await t.app.inject({ url: `/api/listing/related/${gone.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/listing/related/99999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/listing/related/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/listing/related/99999999999' })).statusCode).toBe(400);
  });
});
