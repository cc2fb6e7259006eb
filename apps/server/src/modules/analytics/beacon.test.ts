// The beacon (POST /api/analytics/events; docs/decisions/064-page-view-analytics.md): page views are counted in
// batches as daily rows, bots and health checks are dropped, no address or browser is stored, and bad input is
// refused with a clear 400 — never a 5xx.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { suiteApp } from '../../../test/factory';

const t = suiteApp({ ANALYTICS_DEBUG: 'true' });

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);

function beacon(payload: unknown, options: { ip?: string; userAgent?: string } = {}) {
  const headers = { 'content-type': 'application/json', 'user-agent': options.userAgent ?? BROWSER };
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers,
    remoteAddress: options.ip ?? '198.51.100.20',
    payload: JSON.stringify(payload),
  });
}

const pageViews = (path: string) =>
  queryRows<{ views: number; listing_id: number | null }>(
    t.db,
    sql`SELECT views, listing_id FROM analytics_page_days WHERE day = ${today()}::date AND path = ${path}`,
  );

describe('POST /api/analytics/events', () => {
  it('counts a batch of page views as daily rows once written, one row per path', async () => {
    const res = await beacon([
      { path: '/airports?from=home#top', referrer: 'https://www.google.com/search?q=crashpad' },
      { path: '/airports' },
      { path: '/airports/' },
      { path: '/listing/7', listing_id: 7 },
    ]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 4, dropped: 0 });
    // nothing is written per request: the batch goes in with the next write
    expect(await pageViews('/airports')).toEqual([]);
    await t.ctx.analytics.flush();
    expect(await pageViews('/airports')).toEqual([{ views: 3, listing_id: null }]);
    expect(await pageViews('/listing/7')).toEqual([{ views: 1, listing_id: 7 }]);
    const referrers = await queryRows<{ host: string; views: number }>(
      t.db,
      sql`SELECT host, views FROM analytics_referrer_days WHERE day = ${today()}::date`,
    );
    expect(referrers).toEqual([{ host: 'google.com', views: 1 }]);
    // one visitor: the same address and browser
    const [visitors] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM analytics_visitors WHERE day = ${today()}::date`,
    );
    expect(visitors!.n).toBe(1);
  });

  it('adds later batches to the same rows, and counts another browser as another visitor', async () => {
    await t.ctx.analytics.flush();
    const [before] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM analytics_visitors`,
    );
    await beacon([{ path: '/fees' }, { path: '/fees' }]);
    await beacon([{ path: '/fees' }], { userAgent: `${BROWSER} Edg/140.0` });
    await beacon([{ path: '/fees' }], { ip: '198.51.100.21' });
    await t.ctx.analytics.flush();
    expect(await pageViews('/fees')).toEqual([{ views: 4, listing_id: null }]);
    const [after] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM analytics_visitors`,
    );
    // the first browser was counted in the test above: the day's visitor already
    expect(after!.n - before!.n).toBe(2);
  });

  it('stores no address and no browser: only counts, and each visitor as a hash with the day’s salt', async () => {
    const ip = '203.0.113.77';
    const userAgent = `${BROWSER} Marker/4242`;
    await beacon([{ path: '/why', referrer: 'https://news.example.org/a?b=c' }], { ip, userAgent });
    await t.ctx.analytics.flush();
    const rows = await queryRows<{ row: string }>(
      t.db,
      sql`SELECT row_to_json(x)::text AS row FROM analytics_page_days x
          UNION ALL SELECT row_to_json(x)::text FROM analytics_referrer_days x
          UNION ALL SELECT row_to_json(x)::text FROM analytics_visitors x
          UNION ALL SELECT row_to_json(x)::text FROM analytics_days x
          UNION ALL SELECT row_to_json(x)::text FROM analytics_salts x`,
    );
    const all = rows.map((r) => r.row).join('\n');
    expect(all).toContain('/why');
    expect(all).toContain('news.example.org');
    expect(all).not.toContain(ip);
    expect(all).not.toContain('203.0.113');
    expect(all).not.toContain('Marker/4242');
    expect(all).not.toContain('Mozilla');
    // the referrer's host only, never its path or query
    expect(all).not.toContain('b=c');
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      t.db,
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_name LIKE 'analytics%' ORDER BY table_name, ordinal_position`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'analytics_days.day',
      'analytics_days.visitors',
      'analytics_days.signup_visitors',
      'analytics_page_days.day',
      'analytics_page_days.path',
      'analytics_page_days.views',
      'analytics_page_days.listing_id',
      'analytics_referrer_days.day',
      'analytics_referrer_days.host',
      'analytics_referrer_days.views',
      'analytics_salts.day',
      'analytics_salts.salt',
      'analytics_visitors.day',
      'analytics_visitors.visitor',
      'analytics_visitors.signup',
    ]);
  });

  it('keeps one salt a day, and deletes those older than yesterday', async () => {
    await t.db.execute(sql`INSERT INTO analytics_salts (day, salt) VALUES ('2020-01-01', 'old')`);
    // a new process reads the day's salt (and clears the old ones) on its first page view
    const { createAnalytics } = await import('../../adapters/analytics/select');
    const other = createAnalytics({
      db: t.db,
      site: 'crashpad.test',
      publicUrl: 'http://crashpad.test',
      forwarders: [],
      log: { warn: () => {}, error: () => {} },
    });
    await other.record(
      [{ day: today(), path: '/x', listingId: null, referrerHost: null, referrer: null, signup: false }],
      {
        ip: '192.0.2.1',
        userAgent: BROWSER,
      },
    );
    await other.stop();
    const salts = await queryRows<{ day: string }>(
      t.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts`,
    );
    expect(salts).toEqual([{ day: today() }]);
  });

  it('drops bots, uptime agents and browsers without a User-Agent, and says how many', async () => {
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
      'kube-probe/1.31',
      'curl/8.5.0',
    ];
    for (const userAgent of agents) {
      const res = await beacon([{ path: '/bot-visit' }], { userAgent });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: 0, dropped: 1 });
    }
    expect((await beacon([{ path: '/bot-visit' }], { userAgent: '' })).json()).toEqual({
      accepted: 0,
      dropped: 1,
    });
    await t.ctx.analytics.flush();
    expect(await pageViews('/bot-visit')).toEqual([]);
  });

  it('drops the health checks and what is not a page of the app', async () => {
    const res = await beacon([
      { path: '/api/health' },
      { path: '/api/ready' },
      { path: '/health' },
      { path: '/api/listing/3' },
      { path: '/dev/outbox' },
      { path: '/uploads/listings/a.jpg' },
      { path: '/favicon.ico' },
      { path: '/help' },
    ]);
    expect(res.json()).toEqual({ accepted: 1, dropped: 7 });
    await t.ctx.analytics.flush();
    const paths = await queryRows<{ path: string }>(
      t.db,
      sql`SELECT path FROM analytics_page_days WHERE path LIKE '/api%' OR path LIKE '/dev%' OR path = '/health'`,
    );
    expect(paths).toEqual([]);
  });

  it('redacts an e-mailed token in a path, and cuts long paths', async () => {
    await beacon([
      { path: '/password/reset/3f9a0c1e5b7d9f1a3c5e7a9b1d3f5a7c' },
      { path: `/user/1/${'x'.repeat(400)}` },
    ]);
    await t.ctx.analytics.flush();
    expect(await pageViews('/password/reset/[redacted]')).toEqual([{ views: 1, listing_id: null }]);
    const [long] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT max(length(path))::int AS n FROM analytics_page_days WHERE path LIKE '/user/1/%'`,
    );
    expect(long!.n).toBe(200);
  });

  it('keeps a listing id only on that listing’s page, and counts no visit from this site as a referrer', async () => {
    await beacon([
      { path: '/listing/12', listing_id: 99 },
      { path: '/airports/list', listing_id: 12 },
      { path: '/contact', referrer: 'http://crashpad.test/listing/5' },
    ]);
    await t.ctx.analytics.flush();
    expect(await pageViews('/listing/12')).toEqual([{ views: 1, listing_id: null }]);
    expect(await pageViews('/airports/list')).toEqual([{ views: 1, listing_id: null }]);
    const referrers = await queryRows<{ host: string }>(
      t.db,
      sql`SELECT host FROM analytics_referrer_days WHERE host LIKE '%crashpad.test%'`,
    );
    expect(referrers).toEqual([]);
  });

  it('refuses malformed input with 400 naming the problem, never 5xx', async () => {
    const cases: [unknown, string][] = [
      [{ path: '/a' }, 'array'],
      [[], 'at least one'],
      [Array.from({ length: 51 }, () => ({ path: '/a' })), 'at most 50'],
      [[{ path: 'no-slash' }], 'path must start with /'],
      [[{ path: '/a b' }], 'path must start with /'],
      [[{ path: '/a\u0007' }], 'path must start with /'],
      [[{ path: `/${'a'.repeat(2048)}` }], 'at most 2048'],
      [[{ path: '/listing/1', listing_id: 2_147_483_648 }], 'id is too large'],
      [[{ path: '/listing/1', listing_id: 1.5 }], 'whole number'],
      [[{ path: '/listing/1', listing_id: '1' }], 'id must be a number'],
      [[{ path: 42 }], 'path must be text'],
      [[{ path: '/a', referrer: 7 }], 'referrer must be text'],
    ];
    for (const [payload, message] of cases) {
      const res = await beacon(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toContain(message);
    }
    const nul = await beacon([{ path: '/a\u0000b' }]);
    expect(nul.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      payload: '[{"path": "/a"',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('logs each page view’s path in debug, never the visitor', async () => {
    // suiteApp's log is silent; the debug lines are checked through a logging app
    const { testApp } = await import('../../../test/test-app');
    const { Writable } = await import('node:stream');
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await testApp({ LOG_LEVEL: 'info', ANALYTICS_DEBUG: 'true' }, { logStream });
    try {
      await logged.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { 'content-type': 'application/json', 'user-agent': `${BROWSER} Debug/77` },
        remoteAddress: '203.0.113.99',
        payload: JSON.stringify([{ path: '/what?utm=x' }, { path: '/api/ready' }]),
      });
      const views = lines.filter((l) => l.includes('analytics: page view'));
      expect(views).toHaveLength(2);
      expect(views[0]).toContain('"path":"/what"');
      expect(views[1]).toContain('"reason":"health check"');
      for (const line of views) {
        expect(line).not.toContain('Debug/77');
        expect(line).not.toContain('203.0.113.99');
        expect(line).not.toContain('utm');
      }
    } finally {
      await logged.close();
    }
  });
});
