// The site's API: health, GET /api/site, the metrics and the local outbox (the web app's pages: web-app.test.ts).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emails, messageThreads } from '../../db/schema';
import { createMember, insertLister, insertListing, suiteApp, testApp } from '../../../test/factory';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';

const t = suiteApp();

describe('health and readiness', () => {
  it('answers /api/health and /api/ready when migrations are applied', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('GET /api/site', () => {
  it('tells the web app the variant, its wording and the feature flags', async () => {
    const body = (await t.app.inject({ url: '/api/site' })).json<{
      variant: string;
      wording: { siteName: string };
      flags: Record<string, boolean>;
      outbox: boolean;
      support_email: string | null;
    }>();
    expect(body.variant).toBe('crashpad');
    expect(body.support_email).toBe('support@crashpad.test');
    expect(body.wording.siteName).toBe('CrashPad Crew');
    expect(body.outbox).toBe(true);
    expect(body.flags).toMatchObject({
      changePlans: true,
      deactivateAccount: true,
      paymentRequests: true,
      autopay: true,
      payoutSchedule: true,
      events: false,
      specialOffers: false,
      mapFilters: false,
      'site.crashpad': true,
      'site.travelbug': false,
    });
  });

  it('tells the fees pages the configured card fee schedule and flat monthly fee (decision 051)', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json().payments).toEqual({
      provider: 'sandbox',
      publishable_key: null,
      fees: { card_percent_bps: 290, card_fixed_cents: 30, flat_monthly_cents: 0 },
    });
    const priced = await testApp({
      CARD_FEE_PERCENT: '3.4',
      CARD_FEE_FIXED_CENTS: '25',
      AUTOPAY_FLAT_FEE_CENTS: '300',
    });
    try {
      expect((await priced.app.inject({ url: '/api/site' })).json().payments.fees).toEqual({
        card_percent_bps: 340,
        card_fixed_cents: 25,
        flat_monthly_cents: 300,
      });
    } finally {
      await priced.close();
    }
  });

  it('follows SITE_VARIANT, the FEATURE_* variables and SUPPORT_EMAIL', async () => {
    const nurse = await testApp({ SITE_VARIANT: 'nurse', FEATURE_AUTOPAY: 'false', SUPPORT_EMAIL: '' });
    try {
      const body = (await nurse.app.inject({ url: '/api/site' })).json<{
        wording: { siteName: string };
        flags: Record<string, boolean>;
        support_email: string | null;
      }>();
      expect(body.wording.siteName).toBe('Nurse Nest');
      // No support address configured: the contact page shows none rather than "support@localhost".
      expect(body.support_email).toBeNull();
      expect(body.flags).toMatchObject({
        autopay: false,
        events: true,
        specialOffers: true,
        mapFilters: true,
        'site.crashpad': false,
      });
    } finally {
      await nurse.close();
    }
  });
});

describe('metrics and e-mail totals', () => {
  it('counts airports and e-mails in /api/metrics and /api/emails', async () => {
    await t.db.insert(emails).values([
      { transport: 'outbox', from: 'a@x.test', to: 'one@x.test', subject: 'One', text: 't', html: 'h' },
      { transport: 'outbox', from: 'a@x.test', to: 'two@x.test', subject: 'Two', text: 't', html: 'h' },
    ]);
    await createMember(t.db);
    await createMember(t.db, { status: 'DEACTIVATED' });
    const metrics = (await t.app.inject({ url: '/api/metrics' })).json<Record<string, number>>();
    expect(metrics.total_emails).toBe(2);
    expect(metrics.airports).toBeGreaterThan(3000);
    // active members only
    expect(metrics.users).toBe(1);

    const stats = (await t.app.inject({ url: '/api/emails' })).json<{
      data: Record<string, number>[];
      total_emails: number;
    }>();
    const today = new Date();
    expect(stats.total_emails).toBe(2);
    expect(stats.data[0]).toEqual({
      year_created: today.getUTCFullYear(),
      month_created: today.getUTCMonth() + 1,
      day_created: today.getUTCDate(),
      total_emails: 2,
    });
  });
});

describe('the local outbox', () => {
  it('lists e-mails newest first and opens one', async () => {
    const list = (await t.app.inject({ url: '/api/dev/outbox' })).json<{
      data: { id: number; subject: string }[];
    }>();
    expect(list.data.map((m) => m.subject).slice(0, 2)).toEqual(['Two', 'One']);
    const one = await t.app.inject({ url: `/api/dev/outbox/${list.data[0]!.id}` });
    expect(one.json()).toMatchObject({ to: 'two@x.test', subject: 'Two', text: 't', html: 'h' });
  });

  it('answers 404 for an unknown e-mail and 400 for a bad id', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox/999999' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/dev/outbox/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('over SMTP lists the mail queue, envelopes only, with what still waits for the mail server', async () => {
    // Nothing listens on port 1: the mail waits in the queue (docs/decisions/059-mail-queue.md).
    const smtp = await testApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await smtp.ctx.mailer.send({
        to: 'crew@example.com',
        subject: 'Your receipt',
        text: 'x',
        html: '<p>x</p>',
      });
      await smtp.ctx.mailer.idle?.();
      const res = await smtp.app.inject({ url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toMatchObject({ transport: 'smtp', pending: 1 });
      expect(list.data).toEqual([
        expect.objectContaining({
          to: 'crew@example.com',
          subject: 'Your receipt',
          status: 'pending',
          attempts: 1,
          last_error: expect.stringMatching(/ECONNREFUSED|ECONNECTION|ESOCKET/),
        }),
      ]);
      expect(new Date(list.data[0].next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
      // The bodies are not shown over SMTP (they may hold one-time links).
      expect((await smtp.app.inject({ url: `/api/dev/outbox/${list.data[0].id}` })).statusCode).toBe(404);
      // Not public: another machine gets nothing.
      const away = await smtp.app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
      expect(away.statusCode).not.toBe(200);
      expect((await smtp.app.inject({ url: '/api/site' })).json()).toMatchObject({ outbox: false });
    } finally {
      await smtp.close();
    }
  });
});

describe('listing metrics', () => {
  it('counts the public listings and, among them, the featured or boosted ones', async () => {
    const read = async () =>
      (await t.app.inject({ url: '/api/metrics' })).json<{ listings: number; selisting: number }>();
    const before = await read();
    const lister = await insertLister(t.db);
    await insertListing(t.db, lister, [{ code: 'DFW' }]);
    await insertListing(t.db, lister, [{ code: 'DFW' }], { featureListing: 1 });
    // a draft, a deactivated one and a deleted one are not public
    await insertListing(t.db, lister, [{ code: 'DFW' }], {
      status: LISTING_STATUS.inactive,
      featureListing: 1,
    });
    await insertListing(t.db, lister, [{ code: 'DFW' }], { status: LISTING_STATUS.deleted });
    expect(await read()).toMatchObject({ listings: before.listings + 2, selisting: before.selisting + 1 });
  });
});

describe('the inbox sidebar figures (docs/product/specification/3-money-and-messaging.md §1)', () => {
  it('counts cities with a public listing, conversations, and listing views of the last 30 days', async () => {
    type Figures = { cities: number; connections: number; monthly_views: number };
    const read = async () => (await t.app.inject({ url: '/api/metrics' })).json<Figures>();
    const before = await read();
    const lister = await insertLister(t.db);
    const town = `Sidebarville ${Date.now()}`;
    const first = await insertListing(t.db, lister, [{ code: 'DFW' }], { city: town, state: 'TX' });
    // the same city written differently, and a draft elsewhere: one city more
    await insertListing(t.db, lister, [{ code: 'DFW' }], { city: town.toUpperCase(), state: 'tx' });
    await insertListing(t.db, lister, [{ code: 'DFW' }], {
      city: `${town} draft`,
      status: LISTING_STATUS.inactive,
    });
    const seeker = await createMember(t.db, { userPlan: 'seeker' });
    const [a, b] = lister < seeker.id ? [lister, seeker.id] : [seeker.id, lister];
    await t.db.insert(messageThreads).values({ userA: a, userB: b, listingId: first.id });
    t.ctx.listingViews.count(first.id, 'visitor-1');
    t.ctx.listingViews.count(first.id, 'visitor-2');
    t.ctx.listingViews.count(first.id, 'visitor-2'); // the same visitor again is not a view
    await t.ctx.listingViews.flush();
    // views older than 30 days are not this month's
    await t.db.execute(
      sql`INSERT INTO listing_view_days (day, views) VALUES (current_date - 45, 500)
          ON CONFLICT (day) DO UPDATE SET views = listing_view_days.views + 500`,
    );
    expect(await read()).toEqual(
      expect.objectContaining({
        cities: before.cities + 1,
        connections: before.connections + 1,
        monthly_views: before.monthly_views + 2,
      }),
    );
  });
});
