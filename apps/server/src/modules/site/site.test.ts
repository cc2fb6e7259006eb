import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emails, messageThreads } from '../../db/schema';
import { createMember } from '../../../test/accounts';
import { createLister, insertListing } from '../../../test/listing-rows';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { removeDir, testApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built web app: the real index.html shape with its meta placeholder and a hashed asset.
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><!--page-meta--></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(100));
  // The build's precompressed copy of another asset (apps/web/scripts/precompress.mjs).
  await writeFile(join(webDist, 'assets', 'page-def456.js'), 'console.log("page");'.repeat(100));
  await writeFile(
    join(webDist, 'assets', 'page-def456.js.br'),
    brotliCompressSync('console.log("page");'.repeat(100)),
  );
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  t = await testApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  await removeDir(webDist);
});

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

describe('serving the web app', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('serves the app for client-side routes with default meta and noindex', async () => {
    const res = await t.app.inject({ url: '/some/client/route' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
  });

  it('injects the title, description, canonical and share tags of an info page', async () => {
    const res = await t.app.inject({ url: '/what' });
    expect(res.body).toContain('<title>What is a crashpad? | CrashPad Crew</title>');
    expect(res.body).toContain('<meta name="description" content="A crashpad is a shared house');
    expect(res.body).toContain('<link rel="canonical" href="http://crashpad.test/what"');
    expect(res.body).toContain('<meta property="og:title" content="What is a crashpad? | CrashPad Crew"');
    expect(res.body).toContain('<meta property="og:image" content="http://crashpad.test/share-image.png"');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(res.body).not.toContain('noindex');
  });

  it('writes the answer of GET /api/site into every page, so the app need not ask for it', async () => {
    const site = (await t.app.inject({ url: '/api/site' })).json<unknown>();
    for (const url of ['/', '/search/airports/dfw', '/some/client/route', '/what']) {
      const body = (await t.app.inject({ url })).body;
      const block = /<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(body);
      expect(block, url).not.toBeNull();
      expect(JSON.parse(block![1]!)).toEqual(site);
    }
  });

  it('writes no text of the settings that could close their block or open a tag', async () => {
    const attribution = '</script><script>alert(1)</script> &copy; <a href="https://osm.org">OSM</a>';
    const own = await testApp({
      WEB_DIST_DIR: webDist,
      MAP_TILE_URL: 'https://tile.example.test/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: attribution,
    });
    try {
      const body = (await own.app.inject({ url: '/search/airports/dfw' })).body;
      const block = /<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(body);
      expect(body).not.toContain('<script>alert(1)');
      expect((JSON.parse(block![1]!) as { map: { attribution: string } }).map.attribution).toBe(attribution);
    } finally {
      await own.close();
    }
  });

  it('names the airport in the meta tags of its search page', async () => {
    const res = await t.app.inject({ url: '/search/airports/dfw' });
    expect(res.body).toContain(
      '<title>Crashpads near DFW, Dallas Fort Worth International Airport | CrashPad Crew</title>',
    );
    expect(res.body).toContain('href="http://crashpad.test/search/airports/dfw"');
  });

  it('serves hashed assets with a year-long immutable cache and other files for an hour', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404, not the app, for a built file that does not exist', async () => {
    const res = await t.app.inject({ url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect((await t.app.inject({ url: '/missing.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/verify/email/abc.def' })).statusCode).toBe(200);
  });

  it('compresses what it serves when the client accepts it', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's precompressed copy of an asset as it is, and the plain file to a client without Brotli", async () => {
    const br = await t.app.inject({
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("page");'.repeat(100));
    const plain = await t.app.inject({
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("page");'.repeat(100));
  });

  it('serves the home page with its meta', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>CrashPad Crew: Crashpads for airline crew near every airport</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://crashpad.test/"');
  });

  it('sends security headers with a content-security-policy', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on API answers, refusals and unknown paths, request after request', async () => {
    const home = await t.app.inject({ url: '/' });
    for (const url of ['/api/airports/dfw', '/api/airports/zzz/listings?page=0', '/api/no-such-route', '/']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe(home.headers['content-security-policy']);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // served over plain HTTP here: HSTS is left to the proxy in front of an https:// site
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('lists the public pages in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://crashpad.test/</loc>');
    expect(sitemap.body).toContain('<loc>http://crashpad.test/airports</loc>');
    expect(sitemap.body).toContain('<loc>http://crashpad.test/house-rules</loc>');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://crashpad.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('serves the OpenAPI description of the API', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/contact', '/api/airports/search', '/api/cities']),
    );
    // The spec's names for routes the app calls by others (decisions 021, 028) are described too.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/lister/available-bed', '/api/listings/featured/{id}']),
    );
  });
});

describe('listing metrics', () => {
  it('counts the public listings and, among them, the featured or boosted ones', async () => {
    const read = async () =>
      (await t.app.inject({ url: '/api/metrics' })).json<{ listings: number; selisting: number }>();
    const before = await read();
    const lister = await createLister(t.db);
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
    const lister = await createLister(t.db);
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
