// docs/decisions/008-accounts-and-sessions.md: closing an account hides the member's listings everywhere the public
// reads them; an admin reopening it brings them back as they were.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import {
  bearer,
  createMember,
  insertListing,
  lastEmailTo,
  login,
  removeDir,
  signedInMember,
  testApp,
  type TestApp,
} from '../../../test/factory';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built web app, so /listing/{id} is served with its meta.
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><!--page-meta--></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await removeDir(webDist);
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

async function closeAccount(token: string, email: string) {
  await get('/api/user/request-deactivation-account', token);
  const code = /Your code: (\d{6})/.exec((await lastEmailTo(t.db, email))?.text ?? '')?.[1];
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/user/verify-deactivation-code',
    headers: bearer(token),
    payload: { code },
  });
  expect(res.statusCode).toBe(200);
}

async function adminToken(): Promise<string> {
  const admin = await createMember(t.db, { role: 'admin' });
  return login(t.app, admin.email, admin.password);
}

/** Everything a visitor can learn about the listing and its airport (El Paso, which nothing else uses here). */
async function publicView(id: number, neighbour: number) {
  const ids = (body: { data: { id: number }[] }) => body.data.map((l) => l.id);
  const search = (await get('/api/airports/elp/listings')).json();
  const airport = (await get('/api/airports/elp')).json();
  const cities = (await get('/api/cities')).json();
  const elPaso = cities.data
    .flatMap((c: { cities: { prefix: string; listings_count: number }[] }) => c.cities)
    .find((c: { prefix: string }) => c.prefix === 'ELP');
  const page = await get(`/listing/${id}`);
  // visited twice, the listing's record is kept for visitors (public-listing.ts): what follows must empty it
  await get(`/api/listing/${id}`);
  return {
    api: (await get(`/api/listing/${id}`)).statusCode,
    page: page.statusCode,
    pageNamesIt: page.body.includes('<title>Closing Lister House | CrashPad Crew</title>'),
    search: ids(search),
    searchTotal: search.total,
    near: ids((await get(`/api/listings?lat=31.8&lon=-106.38&radius=20`)).json()),
    featured: ids((await get('/api/listings/featured')).json()),
    related: ids((await get(`/api/listing/related/${neighbour}`)).json()),
    airportCount: airport.total_listings,
    cityCount: elPaso?.listings_count,
    sitemap: (await get('/sitemap.xml')).body.includes(`/listing/${id}</loc>`),
  };
}

describe('a closed lister’s listings', () => {
  it('leave the listing page, its HTML, every search and list, the counts and the sitemap, and come back when an admin reopens the account', async () => {
    const { token, ...lister } = await signedInMember(t, { userPlan: 'pro', totalLocation: null });
    const shown = await insertListing(t.db, lister.id, [{ code: 'ELP' }], {
      title: 'Closing Lister House',
      featureListing: 1,
      featureOngoing: 1,
    });
    const paused = await insertListing(t.db, lister.id, [{ code: 'ELP' }], { status: 1 });
    const neighbourLister = await createMember(t.db, { userPlan: 'pro', totalLocation: null });
    const neighbour = await insertListing(t.db, neighbourLister.id, [{ code: 'ELP' }]);

    const before = await publicView(shown.id, neighbour.id);
    expect(before).toMatchObject({ api: 200, page: 200, pageNamesIt: true, sitemap: true });
    expect(before.search).toEqual(expect.arrayContaining([shown.id, neighbour.id]));
    expect(before.near).toContain(shown.id);
    expect(before.featured).toContain(shown.id);
    expect(before.related).toContain(shown.id);
    expect(before.airportCount).toBe(2);
    expect(before.cityCount).toBe(2);

    await closeAccount(token, lister.email);
    const closed = await publicView(shown.id, neighbour.id);
    expect(closed).toMatchObject({
      api: 404,
      page: 404,
      pageNamesIt: false,
      sitemap: false,
      search: [neighbour.id],
      searchTotal: 1,
      airportCount: 1,
      cityCount: 1,
    });
    expect(closed.near).not.toContain(shown.id);
    expect(closed.featured).not.toContain(shown.id);
    expect(closed.related).not.toContain(shown.id);

    const admin = await adminToken();
    const reopened = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${lister.id}/reopen`,
      headers: bearer(admin),
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ message: 'The account is open again.' });
    expect(await publicView(shown.id, neighbour.id)).toEqual(before);
    // Each listing is back as its lister left it: the paused one stays paused.
    const rows = await t.db
      .select({ id: listings.id, status: listings.status })
      .from(listings)
      .where(inArray(listings.id, [shown.id, paused.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [shown.id]: 2, [paused.id]: 1 });
    // The member can log in again.
    expect(await login(t.app, lister.email, lister.password)).toBeTruthy();
  });

  it('lets only an admin reopen, only a closed account', async () => {
    const { token, ...member } = await signedInMember(t);
    const reopen = (as: string | null, id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/reopen`,
        headers: as ? bearer(as) : {},
      });
    expect((await reopen(null, member.id)).statusCode).toBe(401);
    expect((await reopen(token, member.id)).statusCode).toBe(403);
    const admin = await adminToken();
    const open = await reopen(admin, member.id);
    expect(open.statusCode).toBe(422);
    expect(open.json()).toMatchObject({ message: 'This account is not closed.' });
    expect((await reopen(admin, 2_000_000_000)).statusCode).toBe(404);
    const [row] = await t.db.select().from(listings).where(eq(listings.userId, member.id));
    expect(row).toBeUndefined();
  });
});
