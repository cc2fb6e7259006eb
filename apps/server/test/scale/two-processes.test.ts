// npm run test:scale (docs/decisions/035-redis-scale-out.md, README "Production"): two server processes on one
// PostgreSQL, one Redis and one S3-compatible server, asked in turn, behave as one product. Needs PostgreSQL
// (TEST_DATABASE_URL, else the local server) and Redis (TEST_REDIS_URL, else 127.0.0.1:6379); .ci/run has both.
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, queryRows, type Database } from '../../src/db/client';
import { listingForm } from '../factory';
import { startS3, type TestS3 } from '../s3';
import {
  BASE_ENV,
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

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN_LIMIT = 4;
const PASSWORD = 'scale-secret-1';

const servers: Server[] = [];
let dropDatabase: () => Promise<void>;
let database: Database;
let s3: TestS3;
let dataDirs: string[] = [];

const paidLister = (server: Server, email: string) => signUpLister(server, email, PASSWORD);
const login = (server: Server, email: string) => logIn(server, email, PASSWORD);

const [a, b] = [() => servers[0]!, () => servers[1]!];

beforeAll(async () => {
  const { url, drop } = await newDatabase('crashpad_scale');
  dropDatabase = drop;
  s3 = await startS3();
  const env = {
    ...BASE_ENV,
    JOBS: 'true',
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_PREFIX: `scale-${randomBytes(4).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_LIMIT_PER_15_MIN: String(LOGIN_LIMIT),
    ...s3.env,
  };
  // Both start at once: the migrations and seeds run once, under the start-up lock.
  const folders = await Promise.all(['a', 'b'].map(() => dataFolder('crashpad-scale')));
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
  await stopServers(servers);
  await database?.close();
  await s3?.close();
  await dropDatabase?.();
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
