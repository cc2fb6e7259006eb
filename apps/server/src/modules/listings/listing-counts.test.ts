// The airport directory's counts (modules/search/service.ts) now that listings exist.
import { describe, expect, it } from 'vitest';
import {
  airportId,
  bearer,
  createLister,
  createListing,
  madeBeforeAll,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();
const lister = madeBeforeAll(() => createLister(t, 'pro'));

type Airport = {
  prefix: string;
  total_listings: number;
  nearby: { prefix: string; total_listings: number }[];
};
type Cities = { data: { cities: { name: string; prefix: string; listings_count: number }[] }[] };
const airport = async (code: string) =>
  (await t.app.inject({ url: `/api/airports/${code}` })).json<Airport>();
const dallas = async () =>
  (await t.app.inject({ url: '/api/cities' }))
    .json<Cities>()
    .data.flatMap((c) => c.cities)
    .find((c) => c.name === 'Dallas' && c.prefix === 'DAL')!;

describe('listing counts of the airport directory', () => {
  it('counts active listings per airport and per city, each listing once per city', async () => {
    const [dal, dfw] = [await airportId(t.db, 'DAL'), await airportId(t.db, 'DFW')];
    expect((await airport('DAL')).total_listings).toBe(0);
    expect((await dallas()).listings_count).toBe(0);

    await createListing(t, lister, { airport: [dal, dfw] });
    await createListing(t, lister, { airport: [dal] });
    for (const status of [1, 0]) {
      const id = await createListing(t, lister, { airport: [dal] });
      await t.app.inject({
        method: 'POST',
        url: `/api/crashpads/status/${id}`,
        headers: bearer(lister.token),
        payload: { status },
      });
    }

    const love = await airport('DAL');
    expect(love.total_listings).toBe(2);
    expect(love.nearby.find((n) => n.prefix === 'DFW')?.total_listings).toBe(1);
    expect((await airport('DFW')).total_listings).toBe(1);
    expect((await dallas()).listings_count).toBe(2);
  });
});
