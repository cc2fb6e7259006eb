// The city directory leads to where a city's crashpads are, with counts that match what its links show
// (docs/decisions/002-cities-and-the-airport-directory.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLister, insertListing, type TestApp, testApp } from '../../../test/factory';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  const lister = await insertLister(t.db);
  const at = async (codes: string[], times = 1) => {
    for (let i = 0; i < times; i += 1)
      await insertListing(
        t.db,
        lister,
        codes.map((code) => ({ code })),
      );
  };
  // Like the demo data: Chicago's crashpads at ORD (not at its main airport MDW), New York's at JFK and
  // EWR, Dallas's at DFW, and one listing attached to two airports of the same city.
  await at(['ORD'], 3);
  await at(['JFK'], 3);
  await at(['EWR'], 3);
  await at(['DFW'], 3);
  await at(['DFW', 'DAL']);
  await insertListing(t.db, lister, [{ code: 'MDW' }], { status: 1 }); // inactive: counted nowhere
});
afterAll(() => t.close());

type CityCard = {
  name: string;
  display_name: string;
  prefix: string;
  airports: string[];
  listings_count: number;
  airports_count: number;
  listings_by_airport: { prefix: string; listings_count: number }[];
};
const cityCards = async () =>
  (await t.app.inject({ url: '/api/cities' }))
    .json<{ data: { id: string; cities: CityCard[] }[] }>()
    .data.flatMap((c) => c.cities);
const card = (cards: CityCard[], displayName: string) => cards.find((c) => c.display_name === displayName)!;

/** What the airport search shows: the ids of every active listing at that airport. */
async function listingIdsAt(code: string): Promise<number[]> {
  const res = await t.app.inject({ url: `/api/airports/${code.toLowerCase()}/listings?limit=100` });
  expect(res.statusCode, code).toBe(200);
  const body = res.json<{ total: number; data: { id: number }[] }>();
  expect(body.data).toHaveLength(body.total);
  return body.data.map((l) => l.id);
}

describe('GET /api/cities: where each city card leads', () => {
  it('links a city to the airports that hold its crashpads, busiest first, with their counts', async () => {
    const cards = await cityCards();
    expect(card(cards, 'Chicago, Illinois')).toMatchObject({
      listings_count: 3,
      listings_by_airport: [{ prefix: 'ORD', listings_count: 3 }],
    });
    const newYork = card(cards, 'New York, New York');
    expect(newYork.listings_count).toBe(6);
    expect(newYork.listings_by_airport).toEqual(
      expect.arrayContaining([
        { prefix: 'JFK', listings_count: 3 },
        { prefix: 'EWR', listings_count: 3 },
      ]),
    );
    expect(card(cards, 'Dallas, Texas')).toMatchObject({
      listings_count: 4,
      listings_by_airport: [
        { prefix: 'DFW', listings_count: 4 },
        { prefix: 'DAL', listings_count: 1 },
      ],
    });
    // No crashpads: the card leads to the city's main airport, which has none either.
    expect(card(cards, 'Fort Lauderdale, Florida')).toMatchObject({
      listings_count: 0,
      listings_by_airport: [],
    });
  });

  it('gives every city card a count equal to what its links show, in every country', async () => {
    const cards = await cityCards();
    const shown = new Map<string, number[]>();
    const idsAt = async (code: string) => {
      if (!shown.has(code)) shown.set(code, await listingIdsAt(code));
      return shown.get(code)!;
    };
    const withListings = new Set(['ORD', 'JFK', 'EWR', 'DFW', 'DAL']);
    let checked = 0;
    for (const city of cards) {
      expect(city.airports, city.display_name).toContain(city.prefix);
      expect(city.airports).toHaveLength(city.airports_count);
      if (!city.airports.some((code) => withListings.has(code))) {
        expect(city.listings_count, city.display_name).toBe(0);
        expect(city.listings_by_airport).toEqual([]);
        continue;
      }
      const reached = new Set<number>();
      for (const link of city.listings_by_airport) {
        const ids = await idsAt(link.prefix);
        expect(link.listings_count, `${city.display_name} → ${link.prefix}`).toBe(ids.length);
        expect(link.listings_count).toBeGreaterThan(0);
        ids.forEach((id) => reached.add(id));
      }
      expect(reached.size, city.display_name).toBe(city.listings_count);
      if (city.listings_count === 0) expect(await idsAt(city.prefix)).toEqual([]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('lists the codes of every airport serving a city, so "ORD" finds Chicago', async () => {
    const chicago = card(await cityCards(), 'Chicago, Illinois');
    expect(chicago.prefix).toBe('MDW');
    expect(chicago.airports).toEqual(expect.arrayContaining(['ORD', 'MDW']));
  });

  it('answers no event or offer count while no events feed exists, never a made-up 0 (decision 005)', async () => {
    const cards = await cityCards();
    expect(cards.some((c) => 'event_count' in c || 'special_offer_count' in c)).toBe(false);
  });
});
