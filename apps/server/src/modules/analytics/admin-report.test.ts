// The admin's analytics report (GET /api/admin/analytics; docs/decisions/064-page-view-analytics.md): admins
// only; page views and visitors by day, top pages, listings and referrers, and the sign-up funnel computed from
// the rows the beacon and a real paid sign-up wrote.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '@crashpad/shared/api/analytics';
import {
  bearer,
  createLister,
  createListing,
  madeBeforeAll,
  paidSignUp,
  signedInMember,
  signedInSeeker,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();
const admin = madeBeforeAll(() => signedInMember(t, { role: 'admin' }));
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => dayOf(Date.now());

function beacon(events: object[], browser: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: {
      'content-type': 'application/json',
      'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 Visitor/${browser}`,
    },
    remoteAddress: '198.51.100.50',
    payload: JSON.stringify(events),
  });
}
const report = (token: string, days = 7) =>
  t.app.inject({ url: `/api/admin/analytics?days=${days}`, headers: bearer(token) });

describe('GET /api/admin/analytics', () => {
  it('is the admin’s alone: 401 without a session, 403 for a member', async () => {
    expect((await t.app.inject({ url: '/api/admin/analytics' })).statusCode).toBe(401);
    const member = await signedInSeeker(t);
    expect((await report(member.token)).statusCode).toBe(403);
    expect((await report(admin.token, 14)).statusCode).toBe(400);
  });

  it('counts the funnel from real rows: visitors, create-account visitors, paid sign-ups — by day', async () => {
    const before = (await report(admin.token)).json<AnalyticsReport>();
    // four visitors today; two open a create-account page, one of them twice
    await beacon([{ path: '/' }, { path: '/create-account' }], 1);
    await beacon([{ path: '/airports' }, { path: '/create-account/lister-package' }], 2);
    await beacon([{ path: '/create-account/seeker' }], 2);
    await beacon([{ path: '/' }], 3);
    await beacon([{ path: '/fees', referrer: 'https://www.facebook.com/groups/crew' }], 4);
    // one of them pays for a plan at sign-up (the payment sandbox's real charge)
    await paidSignUp(t.app, 'basic');
    // an earlier day whose hashes are gone: its counts
    await t.db.execute(
      sql`INSERT INTO analytics_days (day, visitors, signup_visitors) VALUES (${dayOf(Date.now() - 3 * DAY)}::date, 10, 4)`,
    );
    await t.db.execute(
      sql`INSERT INTO analytics_page_days (day, path, views) VALUES (${dayOf(Date.now() - 3 * DAY)}::date, '/', 25)`,
    );

    const res = await report(admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<AnalyticsReport>();
    expect(body.days).toHaveLength(7);
    expect(body.days[6]!.day).toBe(today());
    const now = body.days[6]!;
    const then = before.days[6]!;
    expect(now.views - then.views).toBe(7);
    expect(now.visitors - then.visitors).toBe(4);
    expect(now.signup_visitors - then.signup_visitors).toBe(2);
    expect(now.paid - then.paid).toBe(1);
    expect(body.days[3]).toEqual({
      day: dayOf(Date.now() - 3 * DAY),
      views: 25,
      visitors: 10,
      signup_visitors: 4,
      paid: 0,
    });
    expect(body.totals.visitors - before.totals.visitors).toBe(14);
    expect(body.totals.paid - before.totals.paid).toBe(1);
    expect(body.top_pages[0]).toEqual({
      path: '/',
      views: 25 + 2 + (before.top_pages.find((p) => p.path === '/')?.views ?? 0),
    });
    expect(body.referrers).toContainEqual({ host: 'facebook.com', views: 1 });
    expect(body.forwarding).toEqual([]);
  });

  it('lists the top listings with their titles, counted views and page loads', async () => {
    const lister = await createLister(t, 'pro');
    const popular = await createListing(t, lister, { title: 'Popular pad' });
    const quiet = await createListing(t, lister, { title: 'Quiet pad' });
    for (const n of [1, 2, 3])
      await t.app.inject({
        url: `/api/listing/${popular}`,
        headers: { 'user-agent': `Listing browser ${n}` },
      });
    await t.app.inject({ url: `/api/listing/${quiet}`, headers: { 'user-agent': 'Listing browser 1' } });
    await t.ctx.listingViews.flush();
    await beacon([{ path: `/listing/${popular}`, listing_id: popular }, { path: `/listing/${popular}` }], 9);

    const body = (await report(admin.token, 30)).json<AnalyticsReport>();
    expect(body.top_listings.slice(0, 2)).toEqual([
      { listing_id: popular, title: 'Popular pad', views: 3, page_views: 2 },
      { listing_id: quiet, title: 'Quiet pad', views: 1, page_views: 0 },
    ]);
  });
});
