// A lister's views by day (GET /api/lister/listings/{id}/views; docs/decisions/064-page-view-analytics.md): the
// listing view counter's own counts, day by day, adding up to the listing's `views`; another lister's listing is
// not found.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingViewsAnswer } from '@crashpad/shared/api/analytics';
import type { MyListingRow } from '@crashpad/shared/api/listings';
import {
  bearer,
  createLister,
  createListing,
  madeBeforeAll,
  signedInSeeker,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();
const lister = madeBeforeAll(() => createLister(t, 'pro'));
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const visit = (id: number, n: number, token?: string) =>
  t.app.inject({
    url: `/api/listing/${id}`,
    headers: { 'user-agent': `Views browser ${n}`, ...(token ? bearer(token) : {}) },
  });
const viewsOf = (id: number, token: string, query = '') =>
  t.app.inject({ url: `/api/lister/listings/${id}/views${query}`, headers: bearer(token) });

describe('GET /api/lister/listings/{id}/views', () => {
  it('answers the counted views of each of the last 30 days, today’s included, adding up to `views`', async () => {
    const id = await createListing(t, lister);
    // two earlier days, as the counter wrote them
    await t.db.execute(
      sql`INSERT INTO listing_daily_views (listing_id, day, views)
          VALUES (${id}, ${dayOf(Date.now() - 2 * DAY)}::date, 4), (${id}, ${dayOf(Date.now() - 40 * DAY)}::date, 9)`,
    );
    await t.db.execute(sql`UPDATE listing_views SET views = 13 WHERE listing_id = ${id}`);
    // today: three visitors, one of them twice (counted once), and the lister's own preview (never counted)
    for (const n of [1, 2, 3, 1]) expect((await visit(id, n)).statusCode).toBe(200);
    await visit(id, 4, lister.token);
    await t.ctx.listingViews.flush();

    const res = await viewsOf(id, lister.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<ListingViewsAnswer>();
    expect(body.listing_id).toBe(id);
    expect(body.total).toBe(16);
    expect(body.data).toHaveLength(30);
    expect(body.data[29]).toEqual({ day: dayOf(Date.now()), views: 3 });
    expect(body.data[27]).toEqual({ day: dayOf(Date.now() - 2 * DAY), views: 4 });
    expect(body.data[0]!.day).toBe(dayOf(Date.now() - 29 * DAY));
    expect(body.data.reduce((sum, d) => sum + d.views, 0)).toBe(7);
    // the last 90 days reach the older one
    const longer = (await viewsOf(id, lister.token, '?days=90')).json<ListingViewsAnswer>();
    expect(longer.data.reduce((sum, d) => sum + d.views, 0)).toBe(16);

    // My Crashpads shows the same total
    const mine = await t.app.inject({ url: '/api/crashpads', headers: bearer(lister.token) });
    const row = mine.json<{ data: { data: MyListingRow[] } }>().data.data.find((r) => r.id === id);
    expect(row?.views).toBe(16);
  });

  it('is 404 for another lister’s listing and for a seeker, 401 without a session', async () => {
    const id = await createListing(t, lister);
    const other = await createLister(t, 'pro');
    const seeker = await signedInSeeker(t);
    expect((await viewsOf(id, other.token)).statusCode).toBe(404);
    expect((await viewsOf(id, seeker.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/lister/listings/${id}/views` })).statusCode).toBe(401);
    expect((await viewsOf(999_999, lister.token)).statusCode).toBe(404);
  });

  it('refuses a range outside 7 to 365 days and a malformed id with 400', async () => {
    const id = await createListing(t, lister);
    expect((await viewsOf(id, lister.token, '?days=3')).statusCode).toBe(400);
    expect((await viewsOf(id, lister.token, '?days=1000')).statusCode).toBe(400);
    expect((await viewsOf(2_147_483_648, lister.token)).statusCode).toBe(400);
  });
});
