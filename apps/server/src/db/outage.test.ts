// PostgreSQL restarting or out of reach under a running app (docs/decisions/057-riding-out-a-database-outage.md):
// the process keeps running, requests answer 503 with Retry-After at once while the database is gone, /api/ready
// says not ready, and both answer again as soon as the database is back. PostgreSQL only (PGlite lives in the
// process and cannot go away).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appContext, buildApp } from '../app';
import { loadConfig } from '../config';
import type { App } from '../context';
import { freshDatabase, TEST_ENV } from '../../test/factory';
import { tcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { postgresDatabase } from './client';
import { isDatabaseUnavailable } from './errors';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a database outage under a running app', () => {
  let app: App;
  let proxy: TcpProxy;
  let dbName: string;
  let drop: () => Promise<void>;
  const errors: unknown[] = [];
  const onError = (err: unknown) => errors.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', onError);
    const fresh = await freshDatabase();
    drop = fresh.drop;
    const real = new URL((fresh.database.connection as { url: string }).url);
    dbName = real.pathname.slice(1);
    await fresh.database.close();
    proxy = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const proxied = new URL(real);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    app = await buildApp(loadConfig({ ...TEST_ENV, DATA_DIR: '/tmp/crashpad-outage-test' }), {
      database: postgresDatabase(proxied.toString(), 4),
    });
    await app.ready();
  });
  afterAll(async () => {
    await proxy?.start();
    await app?.close();
    await proxy?.close();
    await drop?.();
    process.off('uncaughtException', onError);
  });

  const metrics = () => app.inject({ url: '/api/metrics' });

  it('survives PostgreSQL closing every connection (a restart), and the next request is answered', async () => {
    expect((await metrics()).statusCode).toBe(200);
    // What a restart or an administrator does: "terminating connection due to administrator command".
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await metrics()).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect(errors).toEqual([]);
  });

  it('answers 503 with Retry-After while the database is out of reach, and 200 as soon as it is back', async () => {
    await proxy.stop();
    const started = Date.now();
    const down = await metrics();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'DATABASE_UNAVAILABLE',
    });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(10_000); // never a hang

    await proxy.start();
    expect((await metrics()).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    expect(errors).toEqual([]);
  });

  it('survives connections cut in the middle of the wire, as a failover does', async () => {
    expect((await metrics()).statusCode).toBe(200);
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The first request may meet a connection the pool has not yet seen die: it answers 503, never 500.
    const first = await metrics();
    expect([200, 503]).toContain(first.statusCode);
    expect((await metrics()).statusCode).toBe(200);
    expect(errors).toEqual([]);
  });

  it('gives back the connection of a transaction whose BEGIN met a cut one (decision 058)', async () => {
    const { db } = appContext(app);
    const begin = () => db.transaction(async (tx) => tx.execute(sql`SELECT 1`));
    // More cuts than the pool has connections (4): each leaked one would be gone for good.
    for (let round = 0; round < 6; round += 1) {
      await Promise.all([begin(), begin(), begin(), begin()]);
      proxy.cut();
      const cut = await Promise.allSettled([begin(), begin()]);
      for (const r of cut) if (r.status === 'rejected') expect(isDatabaseUnavailable(r.reason)).toBe(true);
    }
    const started = Date.now();
    await begin();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(errors).toEqual([]);
  });
});
