// npm run test:scale (docs/decisions/035-redis-scale-out.md, README "Production"): two server processes on one
// PostgreSQL, one Redis and one S3-compatible server, asked in turn, behave as one product. Needs PostgreSQL
// (TEST_DATABASE_URL, else the local server) and Redis (TEST_REDIS_URL, else 127.0.0.1:6379); .ci/run has both.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, queryRows, type Database } from '../../src/db/client';
import { serverRoot } from '../../src/paths';
import { databaseUrl } from '../database-url';
import { listingForm } from '../listings';
import { startS3, type TestS3 } from '../s3';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN_LIMIT = 4;
const PASSWORD = 'scale-secret-1';

type Server = { name: string; url: string; child: ChildProcess; output: () => string };

const servers: Server[] = [];
let dbName: string;
let database: Database;
let s3: TestS3;
let dataDirs: string[] = [];

function startServer(name: string, env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, ...env },
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        child.stdout!.off('data', onData);
        resolve({ name, url: listening[1]!, child, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`server ${name} stopped (${code}) before listening:\n${output}`)),
    );
  });
}

async function call(server: Server, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${server.url}${path}`, { ...init, headers });
}

const post = (server: Server, path: string, body: unknown, token?: string) =>
  call(server, path, { method: 'POST', body: JSON.stringify(body), token });

async function ok<T>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A lister who paid with the sandbox's good card, signed up through `server` (as in the browser). */
async function paidLister(server: Server, email: string): Promise<void> {
  const { customer_id } = await ok<{ customer_id: string }>(
    post(server, '/api/stripe/setup-customer', { email, name: 'Robin Scale' }),
  );
  const { client_secret } = await ok<{ client_secret: string }>(
    post(server, '/api/stripe/setup-intent', { customer_id }),
  );
  const { payment_method } = await ok<{ payment_method: string }>(
    post(server, '/api/sandbox/setup-intents/confirm', {
      client_secret,
      card: {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 4,
        cvc: '123',
      },
    }),
  );
  await ok(
    post(server, '/api/subscriptions/account', {
      user_plan: 'basic',
      customer_id,
      payment_method,
      first_name: 'Robin',
      last_name: 'Scale',
      display_name: 'RobinS',
      airlines: 'Southwest Airlines',
      gender: 'female',
      birthdate_month: 3,
      birthdate_day: 9,
      birthdate_year: 1979,
      hear_about_us: 'facebook',
      email,
      confirm_email: email,
      phone_number: '469-555-0110',
      country_code: 'US',
      password: PASSWORD,
      confirm_password: PASSWORD,
    }),
  );
}

const login = async (server: Server, email: string) =>
  (await ok<{ token: string }>(post(server, '/api/login', { email, password: PASSWORD }))).token;

const [a, b] = [() => servers[0]!, () => servers[1]!];

beforeAll(async () => {
  dbName = `crashpad_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = databaseUrl(SERVER_URL, dbName);
  s3 = await startS3();
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    JOBS: 'true',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_PREFIX: `scale-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_LIMIT_PER_15_MIN: String(LOGIN_LIMIT),
    ...s3.env,
  };
  // Both start at once: the migrations and seeds run once, under the start-up lock.
  const folders = await Promise.all(
    ['a', 'b'].map(async () => {
      const dir = await mkdtemp(join(tmpdir(), 'crashpad-scale-'));
      await chmod(dir, 0o755);
      return dir;
    }),
  );
  dataDirs = folders;
  servers.push(
    ...(await Promise.all([
      startServer('A', { ...env, DATA_DIR: folders[0]! }),
      startServer('B', { ...env, DATA_DIR: folders[1]! }),
    ])),
  );
  database = postgresDatabase(url, 2);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.child.exitCode !== null) return resolve();
          s.child.once('exit', () => resolve());
          s.child.kill('SIGTERM');
        }),
    ),
  );
  await database?.close();
  await s3?.close();
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('two server processes behind one address', () => {
  const email = `scale.${randomBytes(3).toString('hex')}@crashpad.test`;
  let token: string;
  let images: string[];
  let listingId: number;

  it('recognises on one process a member who logged in on the other, and a logout on either ends it on both', async () => {
    await paidLister(a(), email);
    token = await login(a(), email);
    const me = await ok<{ user: { email: string } }>(call(b(), '/api/checking-account', { token }));
    expect(me.user.email).toBe(email);

    const other = await login(b(), email);
    expect((await call(a(), '/api/checking-account', { token: other })).status).toBe(200);
    expect((await post(a(), '/api/logout', {}, other)).status).toBe(200);
    expect((await call(b(), '/api/checking-account', { token: other })).status).toBe(401);
    expect((await call(a(), '/api/checking-account', { token: other })).status).toBe(401);
    // The first session lives on.
    expect((await call(a(), '/api/checking-account', { token })).status).toBe(200);
  });

  it('serves from one process a photo uploaded through the other, kept in the S3 bucket', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image[]', new Blob([photo], { type: 'image/jpeg' }), 'house.jpg');
    form.append('image[]', new Blob([photo], { type: 'image/jpeg' }), 'room.jpg');
    const uploaded = await ok<{ url: string[]; thumbnails: string[] }>(
      call(a(), '/api/upload/images', { method: 'POST', body: form, token }),
    );
    images = uploaded.url;

    const fromA = await call(a(), images[0]!);
    const fromB = await call(b(), images[0]!);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect((await call(b(), uploaded.thumbnails[0]!)).status).toBe(200);

    // In the bucket, and on neither process's disk.
    const stored = await s3.read(images[0]!.replace(/^\/uploads\//, ''));
    expect(stored?.body.equals(bytes)).toBe(true);
    for (const dir of dataDirs) expect(await readdir(dir)).not.toContain('uploads');
  });

  it('shows a listing changed on one process fresh on the other at once', async () => {
    const form = await listingForm(database.db, images, { title: 'Scale Test Crew House' });
    listingId = (await ok<{ id: number }>(post(a(), '/api/crashpads', form, token))).id;
    const onB = async () => call(b(), `/api/listing/${listingId}`);
    const searchOnB = async () =>
      ok<{ data: { listing_id: number }[] }>(call(b(), '/api/airports/dal/listings?sort=newest'));
    // Read twice on B, so its short-lived caches hold the listing.
    for (let i = 0; i < 2; i++) {
      expect((await onB()).status).toBe(200);
      expect((await searchOnB()).data.map((c) => c.listing_id)).toContain(listingId);
    }
    // Unpublished through A: B stops showing it on the next read.
    expect((await post(a(), `/api/crashpads/status/${listingId}`, { status: 1 }, token)).status).toBe(200);
    // twice, so that B keeps the unpublished listing's record (public-listing.ts) and has to be told again
    expect((await onB()).status).toBe(404);
    expect((await onB()).status).toBe(404);
    expect((await searchOnB()).data.map((c) => c.listing_id)).not.toContain(listingId);
    // And published again.
    expect((await post(a(), `/api/crashpads/status/${listingId}`, { status: 2 }, token)).status).toBe(200);
    expect((await onB()).status).toBe(200);
  });

  it('trips the login limit at the configured count across both processes', async () => {
    const target = `limit.${randomBytes(3).toString('hex')}@crashpad.test`;
    const attempt = (server: Server) =>
      post(server, '/api/login', { email: target, password: 'wrong-password' });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 1; i++) statuses.push((await attempt(i % 2 === 0 ? a() : b())).status);
    expect(statuses.slice(0, LOGIN_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses[LOGIN_LIMIT]).toBe(429);
    expect((await attempt(a())).status).toBe(429);
    expect((await attempt(b())).status).toBe(429);
  });

  it('keeps one schedule per job, and a job run by both processes at once does its work once', async () => {
    const schedules = await queryRows<{ name: string; n: number }>(
      database.db,
      sql`SELECT name, count(*)::int AS n FROM pgboss.schedule GROUP BY name`,
    );
    expect(schedules.length).toBeGreaterThan(0);
    expect(schedules.every((s) => s.n === 1)).toBe(true);

    // The lister's package ran out yesterday: the renewal job charges the saved card once.
    await database.db.execute(
      sql`UPDATE users SET expire_at = now() - interval '1 day' WHERE email = ${email}`,
    );
    const run = (server: Server) =>
      ok<{ state: string }>(call(server, '/api/dev/jobs/lister-renewal/run', { method: 'POST' }));
    const [onA, onB] = await Promise.all([run(a()), run(b())]);
    expect([onA.state, onB.state]).toEqual(['completed', 'completed']);
    const charges = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM transactions t JOIN users u ON u.id = t.user_id
          WHERE u.email = ${email} AND t.status = 'succeeded' AND t.type LIKE '%renewal'`,
    );
    expect(charges[0]!.n).toBe(1);
    const [user] = await queryRows<{ renewed: boolean }>(
      database.db,
      sql`SELECT expire_at > now() + interval '300 days' AS renewed FROM users WHERE email = ${email}`,
    );
    expect(user!.renewed).toBe(true);
  });
});
