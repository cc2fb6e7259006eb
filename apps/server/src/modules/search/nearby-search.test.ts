// The nearby search, "near me" (docs/product/specification/2-listings-and-tenants.md §7, docs/decisions/012-listing-search.md): the listings within a radius of
// a point, nearest first, with the box around the point reaching as far as the circle does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListingCard } from '@crashpad/shared/api/search';
import { clearListings, insertLister, insertListing, testApp, type TestApp } from '../../../test/factory';

let t: TestApp;
let lister: number;
beforeAll(async () => {
  t = await testApp();
  lister = await insertLister(t.db);
});
afterAll(() => t.close());
beforeEach(() => clearListings(t.db));

const titles = (answer: { data: ListingCard[] }) => answer.data.map((c) => c.title);

describe('GET /api/listings?lat&lon&radius', () => {
  it('finds active listings within the radius, nearest first', async () => {
    // From the point (32.9, -97.0): 0.1° of latitude is about 6.9 miles.
    const place = (title: string, degrees: number) =>
      insertListing(t.db, lister, [{ code: 'DFW', distance: 2 }], {
        title,
        publicLatitude: 32.9 + degrees,
        publicLongitude: -97.0,
      });
    await place('About 35 miles', 0.5);
    await place('About 7 miles', -0.1);
    await place('About 140 miles', 2);
    const near = await t.app.inject({ url: '/api/listings?lat=32.9&lon=-97&radius=50' });
    expect(near.statusCode).toBe(200);
    const body = near.json<{ total: number; data: ListingCard[] }>();
    expect(titles(body)).toEqual(['About 7 miles', 'About 35 miles']);
    expect(body.total).toBe(2);
    expect(body.data[0]).toMatchObject({ prefix: 'DFW', airport_distance: 2, latitude: 32.8 });
    const wide = await t.app.inject({ url: '/api/listings?lat=32.9&lon=-97&radius=150&limit=2' });
    expect(titles(wide.json())).toEqual(['About 7 miles', 'About 35 miles']);
    expect(wide.json<{ total: number }>().total).toBe(3);
  });

  it('looks across the 180th meridian', async () => {
    await insertListing(t.db, lister, [{ code: 'SUV' }], {
      title: 'East of the line',
      publicLatitude: -17,
      publicLongitude: -179.95,
    });
    const res = await t.app.inject({ url: '/api/listings?lat=-17&lon=179.95&radius=20' });
    expect(titles(res.json())).toEqual(['East of the line']);
  });

  it("leaves out the box's corners, and near a pole looks at every longitude", async () => {
    // 50 miles: the box reaches 0.72° north and 0.86° east of (32.9, -97); its corner is about 64 miles away.
    await insertListing(t.db, lister, [{ code: 'DFW' }], {
      title: 'In the corner',
      publicLatitude: 32.9 + 0.65,
      publicLongitude: -97 + 0.78,
    });
    await insertListing(t.db, lister, [{ code: 'DFW' }], {
      title: 'Inside',
      publicLatitude: 32.9 + 0.6,
      publicLongitude: -97,
    });
    await insertListing(t.db, lister, [{ code: 'DFW' }], {
      title: 'Due east', // 0.8° of longitude at 32.9°N: about 46 miles
      publicLatitude: 32.9,
      publicLongitude: -96.2,
    });
    const corner = await t.app.inject({ url: '/api/listings?lat=32.9&lon=-97&radius=50' });
    expect(titles(corner.json())).toEqual(['Inside', 'Due east']);
    expect(corner.json<{ total: number }>().total).toBe(2);
    const polar = (title: string, lat: number, lon: number) =>
      insertListing(t.db, lister, [{ code: 'DFW' }], { title, publicLatitude: lat, publicLongitude: lon });
    await polar('Over the pole', 89.2, 170); // 1.9° of arc away: about 131 miles
    await polar('Too far south', 85, 0); // about 269 miles
    const res = await t.app.inject({ url: '/api/listings?lat=88.9&lon=0&radius=150' });
    expect(titles(res.json())).toEqual(['Over the pole']);
    expect(res.json<{ total: number }>().total).toBe(1);
  });

  it('reaches as far east as the circle does at a high latitude, poleward of the point', async () => {
    // 500 miles from (60, 0): the circle's eastmost point is near (60.8, 14.59); this one is 498.6 miles away,
    // east of the 14.49° a box of 500 / (69 cos 60°) would have kept.
    await insertListing(t.db, lister, [{ code: 'DFW' }], {
      title: 'Far north-east',
      publicLatitude: 60.8,
      publicLongitude: 14.55,
    });
    const res = await t.app.inject({ url: '/api/listings?lat=60&lon=0&radius=500' });
    expect(titles(res.json())).toEqual(['Far north-east']);
  });

  it('looks across the 180th meridian from the east side too', async () => {
    await insertListing(t.db, lister, [{ code: 'SUV' }], {
      title: 'West of the line',
      publicLatitude: -17,
      publicLongitude: 179.95,
    });
    const res = await t.app.inject({ url: '/api/listings?lat=-17&lon=-179.95&radius=20' });
    expect(titles(res.json())).toEqual(['West of the line']);
  });

  it('answers 400 without a point or with a radius out of range', async () => {
    for (const query of ['', '?lat=32&lon=-97&radius=0', '?lat=95&lon=0', '?lat=a&lon=b']) {
      const res = await t.app.inject({ url: `/api/listings${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
