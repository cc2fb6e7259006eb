// npm run test:faults (also part of npm run test:scale): the everyday faults of the app's own parts, under
// running server processes, as an operator would meet them (docs/reliability.md, decisions 035, 036, 057, 058,
// 059). Two processes on one PostgreSQL, Redis, S3-compatible server and mail server, each reached through a TCP
// proxy the test can stop and start on the same port; and one process on the embedded database. Needs PostgreSQL
// (TEST_DATABASE_URL, else the local server) and Redis (TEST_REDIS_URL, else 127.0.0.1:6379); .ci/run has both.
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDataDir } from '../../src/db/embedded-server';
import { postgresDatabase, queryRows, type Database } from '../../src/db/client';
import { startS3, type TestS3 } from '../s3';
import { startSmtp, type TestSmtp } from '../smtp';
import { tcpProxy, type TcpProxy } from '../tcp-proxy';
import {
  BASE_ENV,
  SERVER_URL,
  call,
  dataFolder,
  logIn,
  newDatabase,
  ok,
  post,
  signUpLister,
  startServer,
  stopServers,
  type Server,
} from './servers';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const PASSWORD = 'faults-secret-1';

const servers: Server[] = [];
const dirs: string[] = [];
let dbName: string;
let dropDatabase: () => Promise<void>;
let database: Database;
let s3: TestS3;
let smtp: TestSmtp;
const proxies: Record<'pg' | 'redis' | 's3' | 'smtp', TcpProxy> = {} as never;

const [a, b] = [() => servers[0]!, () => servers[1]!];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (s: Server) => s.child.exitCode === null && s.child.signalCode === null;
const proxied = (url: string, proxy: TcpProxy) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString().replace(/\/$/, '');
};

async function dataDir(): Promise<string> {
  const dir = await dataFolder('crashpad-faults');
  dirs.push(dir);
  return dir;
}

/** Asks `ask` until it answers `status` (every 250 ms, at most `ms`); answers how long it took. */
async function until(ask: () => Promise<Response>, status: number, ms = 20_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await ask().catch(() => null);
    if (res?.status === status) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`no ${status} within ${ms} ms (last: ${res?.status})`);
    await sleep(250);
  }
}

const contact = (server: Server, n: number) =>
  post(server, '/api/contact', {
    name: 'Faults Drill',
    email: 'drill@example.com',
    subject: `drill ${n}`,
    message_content: 'A message sent while the database restarts.',
  });

beforeAll(async () => {
  const { name, url, drop } = await newDatabase('crashpad_faults');
  dbName = name;
  dropDatabase = drop;
  const pgUrl = new URL(url);
  s3 = await startS3();
  smtp = await startSmtp();
  proxies.pg = await tcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  proxies.redis = await tcpProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
  proxies.s3 = await tcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
  proxies.smtp = await tcpProxy({ host: '127.0.0.1', port: smtp.port });
  const env = {
    ...BASE_ENV,
    JOBS: 'true',
    DATABASE_URL: proxied(url, proxies.pg),
    REDIS_URL: proxied(REDIS.toString(), proxies.redis),
    REDIS_PREFIX: `faults-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_LIMIT_PER_15_MIN: '1000',
    CONTACT_LIMIT_PER_HOUR: '100000',
    SMTP_URL: `smtp://127.0.0.1:${proxies.smtp.port}`,
    MAIL_SWEEP_MS: '300',
    SUPPORT_EMAIL: 'support@crashpad.test',
    ...s3.env,
    S3_ENDPOINT: proxied(s3.endpoint, proxies.s3),
  };
  const [one, two] = [await dataDir(), await dataDir()];
  servers.push(
    ...(await Promise.all([
      startServer('A', { ...env, DATA_DIR: one }),
      startServer('B', { ...env, DATA_DIR: two }),
    ])),
  );
  database = postgresDatabase(url, 2);
}, 120_000);

afterAll(async () => {
  for (const p of Object.values(proxies)) await p?.start();
  await stopServers(servers);
  await database?.close();
  for (const p of Object.values(proxies)) await p?.close();
  await s3?.close();
  await smtp?.close();
  await dropDatabase?.();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('faults under two running processes', () => {
  const email = `faults.${randomBytes(3).toString('hex')}@crashpad.test`;
  let token: string;

  it('PostgreSQL restarted under load: both keep running, 503 with Retry-After while it is away, 200 after, nothing lost', async () => {
    await signUpLister(a(), email, PASSWORD);
    token = await logIn(b(), email, PASSWORD);
    const before = await contact(a(), 0);
    expect(before.status).toBe(200);

    // Load on both processes: reads and writes (each contact message answered 200 is one stored row).
    const statuses: number[] = [];
    const retryAfter = new Set<string | null>();
    let written = 0;
    let n = 1;
    let loading = true;
    const load = async (server: Server) => {
      while (loading) {
        const i = n++;
        const [read, write] = await Promise.all([
          call(server, '/api/checking-account', { token }),
          contact(server, i),
        ]);
        for (const res of [read, write]) {
          statuses.push(res.status);
          if (res.status === 503) retryAfter.add(res.headers.get('retry-after'));
        }
        if (write.status === 200) written += 1;
      }
    };
    const running = [load(a()), load(b())];
    await sleep(500);
    // A restart: the server ends every session ("terminating connection due to administrator command"), then
    // refuses connections while it starts again.
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName]);
    await admin.end();
    await proxies.pg.stop();
    await sleep(3_000);
    await proxies.pg.start();
    const back = await Promise.all([a(), b()].map((s) => until(() => call(s, '/api/ready'), 200)));
    await sleep(500);
    loading = false;
    await Promise.all(running);

    expect(servers.every(alive)).toBe(true);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    expect([...retryAfter]).toEqual(['5']);
    expect(Math.max(...back)).toBeLessThan(10_000);
    // Every write answered 200 is kept, and none answered 503 was half made.
    const [stored] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM contact_messages WHERE subject LIKE 'drill %' AND subject <> 'drill 0'`,
    );
    expect(stored!.n).toBe(written);
    // And the member is still signed in on both.
    for (const s of [a(), b()]) expect((await call(s, '/api/checking-account', { token })).status).toBe(200);
    // Scheduled jobs run again (pg-boss polled through the outage and reconnected by itself).
    for (const s of [a(), b()]) {
      const job = await ok<{ state: string }>(
        call(s, '/api/dev/jobs/interrupted-charges/run', { method: 'POST' }),
      );
      expect(job.state).toBe('completed');
    }
  });

  it('Redis stopped: pages and the API keep answering 200, and it comes back by itself', async () => {
    await proxies.redis.stop();
    for (const s of [a(), b()]) {
      expect((await call(s, '/api/checking-account', { token })).status).toBe(200);
      expect((await post(s, '/api/login', { email, password: PASSWORD })).status).toBe(200);
    }
    await proxies.redis.start();
    // the clients reconnect with growing pauses of at most 2 s
    await sleep(3_000);
    // Logging out on one process ends the session on the other again (the shared session store is back).
    const other = await logIn(a(), email, PASSWORD);
    expect((await post(a(), '/api/logout', {}, other)).status).toBe(200);
    expect((await call(b(), '/api/checking-account', { token: other })).status).toBe(401);
    expect(servers.every(alive)).toBe(true);
  });

  it('the S3 server stopped: uploads answer 503 with a message, pages render, and it recovers by itself', async () => {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#aa6633' } })
      .jpeg()
      .toBuffer();
    const upload = (server: Server) => {
      const form = new FormData();
      form.append('image[]', new Blob([photo], { type: 'image/jpeg' }), 'house.jpg');
      return call(server, '/api/upload/images', { method: 'POST', body: form, token });
    };
    const kept = await ok<{ url: string[] }>(upload(a()));
    await proxies.s3.stop();
    const started = Date.now();
    const refused = await upload(b());
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    // Pages that do not need the bucket answer; a photo answers 503, not 500.
    expect((await call(a(), '/api/airports/dal/listings?sort=newest')).status).toBe(200);
    expect((await call(a(), kept.url[0]!)).status).toBe(503);
    await proxies.s3.start();
    expect((await upload(b())).status).toBe(200);
    expect((await call(a(), kept.url[0]!)).status).toBe(200);
  });

  it('the mail server stopped: the request does not wait, the e-mail waits in the queue and goes once it is back', async () => {
    await proxies.smtp.stop();
    const before = smtp.received.length;
    const started = Date.now();
    expect((await contact(a(), 9_001)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    const queued = async () =>
      (
        await queryRows<{ status: string; attempts: number; last_error: string | null }>(
          database.db,
          sql`SELECT status, attempts, last_error FROM emails WHERE subject = '[Contact] drill 9001'`,
        )
      )[0];
    // A try counts when it is claimed and records its error once the server has refused it: wait for the error.
    await until(async () => new Response(null, { status: (await queued())?.last_error ? 200 : 404 }), 200);
    expect(await queued()).toMatchObject({ status: 'pending' });
    expect((await queued())?.attempts).toBeGreaterThanOrEqual(1);
    // The outbox page of this machine lists it as waiting.
    const list = await ok<{ pending: number; data: { subject: string; status: string }[] }>(
      call(b(), '/api/dev/outbox'),
    );
    expect(list.pending).toBeGreaterThanOrEqual(1);
    expect(list.data.find((m) => m.subject === '[Contact] drill 9001')?.status).toBe('pending');

    await proxies.smtp.start();
    // The next try is due 30 s later; time is moved on rather than waited for.
    await database.db.execute(
      sql`UPDATE emails SET next_attempt_at = now() WHERE subject = '[Contact] drill 9001' AND status = 'pending'`,
    );
    await until(
      async () => new Response(null, { status: (await queued())?.status === 'sent' ? 200 : 404 }),
      200,
    );
    const delivered = smtp.received.slice(before).filter((m) => m.data.includes('drill 9001'));
    expect(delivered).toHaveLength(1);
  });
});

describe('the embedded database killed under `npm start`', () => {
  it('is started again by the app, which keeps serving the data it had', async () => {
    const dir = await dataDir();
    const server = await startServer('embedded', {
      ...BASE_ENV,
      JOBS: 'false',
      DATA_DIR: dir,
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    servers.push(server);
    const member = `embedded.${randomBytes(3).toString('hex')}@crashpad.test`;
    await signUpLister(server, member, PASSWORD);
    const pid = Number((await readFile(join(embeddedDataDir(dir), 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    // Told in the log, started again (the first attempt waits 1 s), and ready.
    const healed = Date.now();
    while (!server.output().includes('is running again') && Date.now() - healed < 40_000) await sleep(250);
    expect(server.output()).toContain('The embedded PostgreSQL server stopped');
    expect(server.output()).toContain('is running again');
    expect(await until(() => call(server, '/api/ready'), 200)).toBeLessThan(20_000);
    expect(alive(server)).toBe(true);
    // What was written before the kill is there, and new writes are taken.
    const again = await logIn(server, member, PASSWORD);
    expect((await call(server, '/api/checking-account', { token: again })).status).toBe(200);
    expect((await contact(server, 7_001)).status).toBe(200);
  }, 90_000);
});
