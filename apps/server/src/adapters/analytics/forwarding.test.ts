// Forwarding page views to a real analytics service (docs/decisions/064-page-view-analytics.md), against an HTTP
// server this test starts: what Plausible and GA4 are sent (body and headers), the product's own store still
// recording, and a failing or slow service never holding up or failing the beacon, logged without secrets.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { testApp, type TestApp } from '../../../test/test-app';
import type { PageView } from './analytics';
import { ga4Forwarder, plausibleForwarder } from './forwarding';
import { createAnalytics } from './select';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };

/** A stand-in analytics service on a free port: records what it is sent and answers as told. */
class Service {
  received: Received[] = [];
  status = 202;
  delayMs = 0;
  private server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      this.received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: JSON.parse(body),
      });
      const answer = () => res.writeHead(this.status).end(this.status < 300 ? 'ok' : 'no');
      if (this.delayMs) setTimeout(answer, this.delayMs).unref();
      else answer();
    });
  });
  url = '';
  async start() {
    // Longer than the client's own keep-alive (4 s), so the client always closes an idle connection first: a
    // request sent on a connection the server is closing at that moment would be reset.
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  reset() {
    this.received = [];
    this.status = 202;
    this.delayMs = 0;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
const SECRET = 'mp-secret-4f8a2c91d7';
const today = () => new Date().toISOString().slice(0, 10);
const view = (path: string, more: Partial<PageView> = {}): PageView => ({
  day: today(),
  path,
  listingId: null,
  referrerHost: null,
  referrer: null,
  signup: false,
  ...more,
});

/** A log that keeps every line, as JSON text. */
function keptLog() {
  const lines: string[] = [];
  const log = (details: object, message: string) => void lines.push(JSON.stringify({ ...details, message }));
  return { lines, log, warn: log, error: log };
}

const service = new Service();
beforeAll(() => service.start());
afterEach(() => service.reset());
afterAll(() => service.stop());

describe('forwarding to Plausible, through the app', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await testApp(
      {
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://crew.example.com',
        PLAUSIBLE_URL: `${service.url}/`,
        PLAUSIBLE_DOMAIN: 'crew.example.com',
        ANALYTICS_TIMEOUT_MS: '1500',
      },
      { logStream },
    );
  });
  afterAll(() => t?.close());

  const beacon = (events: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      remoteAddress: '203.0.113.41',
      payload: JSON.stringify(events),
    });

  it('sends each page view with the visitor’s User-Agent and address, and still records it here', async () => {
    const res = await beacon([
      {
        path: '/listing/5?utm_source=x',
        listing_id: 5,
        referrer: 'https://www.google.com/search?q=crashpad+dfw',
      },
      { path: '/airports' },
    ]);
    expect(res.statusCode).toBe(202);
    await t.ctx.analytics.stop();
    expect(service.received).toHaveLength(2);
    for (const r of service.received) {
      expect(r.method).toBe('POST');
      expect(r.url).toBe('/api/event');
      expect(r.headers['user-agent']).toBe(BROWSER);
      expect(r.headers['x-forwarded-for']).toBe('203.0.113.41');
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(service.received.map((r) => r.body)).toEqual([
      {
        name: 'pageview',
        url: 'https://crew.example.com/listing/5',
        domain: 'crew.example.com',
        referrer: 'https://www.google.com/search?q=crashpad+dfw',
        props: { listing_id: '5' },
      },
      {
        name: 'pageview',
        url: 'https://crew.example.com/airports',
        domain: 'crew.example.com',
        referrer: null,
      },
    ]);
    // the product's own store recorded them too: the admin's screen keeps working
    const rows = await queryRows<{ path: string; views: number }>(
      t.db,
      sql`SELECT path, views FROM analytics_page_days WHERE day = ${today()}::date ORDER BY path`,
    );
    expect(rows).toEqual([
      { path: '/airports', views: 1 },
      { path: '/listing/5', views: 1 },
    ]);
    const report = await t.app.inject({ url: '/api/admin/analytics', headers: {} });
    expect(report.statusCode).toBe(401);
    expect(t.ctx.analytics.forwarding).toEqual(['plausible']);
  });

  it('answers the beacon at once while the service is slow, and logs the timeout', async () => {
    service.delayMs = 5_000;
    const started = Date.now();
    const res = await beacon([{ path: '/fees' }]);
    expect(res.statusCode).toBe(202);
    // answered well before the service's answer, or even the forwarding's timeout
    expect(Date.now() - started).toBeLessThan(1_500);
    await t.ctx.analytics.stop();
    const warned = lines.filter((l) => l.includes('forwarding to plausible failed'));
    expect(warned.at(-1)).toContain('"reason":"timed out"');
  });

  it('answers the beacon when the service fails, and logs its status', async () => {
    service.status = 500;
    expect((await beacon([{ path: '/why' }])).statusCode).toBe(202);
    await t.ctx.analytics.stop();
    const warned = lines.filter((l) => l.includes('forwarding to plausible failed'));
    expect(warned.at(-1)).toContain('"reason":"status 500"');
    expect(warned.at(-1)).toMatch(/"failed":[1-9]/);
  });
});

describe('forwarding to Google Analytics 4', () => {
  const ga4 = (log = keptLog(), options?: { concurrency?: number; queue?: number }, timeoutMs = 3_000) =>
    ga4Forwarder(
      { measurementId: 'G-TEST1234', apiSecret: SECRET, timeoutMs, endpoint: `${service.url}/mp/collect` },
      log.log,
      options,
    );

  it('sends page_view events under a client_id made from the day’s visitor hash, 25 at most a request', async () => {
    const { freshDatabase } = await import('../../../test/test-app');
    const { database, drop } = await freshDatabase();
    const log = keptLog();
    const analytics = createAnalytics({
      db: database.db,
      site: 'crew.example.com',
      publicUrl: 'https://crew.example.com',
      forwarders: [ga4(log)],
      log,
      flushMs: 60_000,
    });
    try {
      const visitor = { ip: '198.51.100.7', userAgent: BROWSER };
      await analytics.record(
        [
          view('/listing/9', {
            listingId: 9,
            referrer: 'https://duckduckgo.com/',
            referrerHost: 'duckduckgo.com',
          }),
        ],
        visitor,
      );
      await analytics.record(
        Array.from({ length: 30 }, (_, i) => view(`/page/${i}`)),
        visitor,
      );
      await analytics.record([view('/')], { ...visitor, ip: '198.51.100.8' });
      await analytics.stop();

      expect(service.received, log.lines.join('\n')).toHaveLength(4);
      const [first, ...rest] = service.received;
      const query = new URL(first!.url, service.url);
      expect(query.pathname).toBe('/mp/collect');
      expect(query.searchParams.get('measurement_id')).toBe('G-TEST1234');
      expect(query.searchParams.get('api_secret')).toBe(SECRET);
      expect(first!.body).toEqual({
        client_id: expect.stringMatching(/^\d+\.\d+$/),
        non_personalized_ads: true,
        events: [
          {
            name: 'page_view',
            params: {
              page_location: 'https://crew.example.com/listing/9',
              page_referrer: 'https://duckduckgo.com/',
              listing_id: 9,
              engagement_time_msec: 1,
            },
          },
        ],
      });
      const ids = service.received.map((r) => (r.body as { client_id: string }).client_id);
      // the same visitor keeps the day's client_id; another address is another visitor
      expect(new Set(ids.slice(0, 3)).size).toBe(1);
      expect(ids[3]).not.toBe(ids[0]);
      expect(rest.map((r) => (r.body as { events: unknown[] }).events.length)).toEqual([25, 5, 1]);
      // no address goes to Google
      expect(JSON.stringify(service.received)).not.toContain('198.51.100');
      // the own store recorded all 32
      await analytics.flush();
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT sum(views)::int AS n FROM analytics_page_days`,
      );
      expect(row!.n).toBe(32);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('logs a failure with its status and never the API secret', async () => {
    service.status = 403;
    const log = keptLog();
    const forwarder = ga4(log);
    forwarder.send([
      {
        ...view('/'),
        url: 'https://crew.example.com/',
        visitor: { ip: '192.0.2.9', userAgent: BROWSER },
        hash: 42n,
      },
    ]);
    await forwarder.idle();
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('"service":"ga4"');
    expect(log.lines[0]).toContain('"reason":"status 403"');
    expect(log.lines.join('\n')).not.toContain(SECRET);
    expect(log.lines.join('\n')).not.toContain('192.0.2.9');
  });

  it('gives up a request that takes longer than the timeout, and drops what a full queue cannot hold', async () => {
    service.delayMs = 5_000;
    const log = keptLog();
    const forwarder = ga4(log, { concurrency: 1, queue: 2 }, 400);
    const started = Date.now();
    for (let i = 0; i < 5; i++)
      forwarder.send([
        {
          ...view('/'),
          url: 'https://crew.example.com/',
          visitor: { ip: '192.0.2.9', userAgent: BROWSER },
          hash: BigInt(i),
        },
      ]);
    // sending returned at once
    expect(Date.now() - started).toBeLessThan(50);
    await forwarder.idle();
    // one under way and two waiting: three sent and timed out (the service may not have read all of them in
    // time on a busy machine); two dropped
    expect(service.received.length).toBeLessThanOrEqual(3);
    const told = log.lines.map((l) => JSON.parse(l) as { failed: number; dropped: number; reason: string });
    expect(told.reduce((n, l) => n + l.failed, 0)).toBe(3);
    expect(told.reduce((n, l) => n + l.dropped, 0)).toBe(2);
    expect(told.map((l) => l.reason)).toContain('timed out');
    expect(log.lines.join('\n')).not.toContain(SECRET);
  });

  it('a refused connection is a logged failure too', async () => {
    // a port nothing listens on: one just freed
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const log = keptLog();
    const forwarder = plausibleForwarder(
      { url: `http://127.0.0.1:${port}`, domain: 'crew.example.com', timeoutMs: 500 },
      log.log,
    );
    forwarder.send([
      {
        ...view('/'),
        url: 'https://crew.example.com/',
        visitor: { ip: '192.0.2.9', userAgent: BROWSER },
        hash: 1n,
      },
    ]);
    await forwarder.idle();
    expect(log.lines[0]).toContain('"service":"plausible"');
    expect(log.lines[0]).toContain('"reason":"ECONNREFUSED"');
  });
});
