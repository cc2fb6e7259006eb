// npm run bench:messages: live message delivery across two server processes (docs/performance.md "Messages in
// real time", docs/decisions/033-real-time.md). A fresh PostgreSQL database (dropped after) and one Redis; two
// server processes; 200 members (100 listers, 100 seekers) each with a socket, every member on the process
// other than the one its correspondent writes through. Each seeker and its lister take turns writing through
// the API with a pause between messages; the figure is the time from the POST leaving the sender to the event
// arriving on the recipient's socket. Exit 1 when p95 is 50 ms or more, or when a message is lost or doubled.
// BENCH_PROFILE=<dir> writes a CPU profile of each server process there.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ChatEvent } from '@crashpad/shared/api/realtime';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { postgresDatabase, queryRows } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { runSeeds } from '../src/db/seed/run';
import { sessionSigningKey, startSession, type UserRow } from '../src/modules/accounts';
import { users } from '../src/db/schema';

const PAIRS = 100;
const MESSAGES_PER_PAIR = 20;
/** a member's pause between reading a message and answering it */
const THINK_MS = { min: 300, max: 1200 };
const TARGET_P95_MS = 50;
const JWT_SECRET = randomBytes(32).toString('hex');

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Env = Record<string, string | undefined>;

async function serve(): Promise<void> {
  const app = await buildApp(loadConfig());
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

function startServer(env: Env): Promise<{ child: ChildProcess; base: string }> {
  const execArgv = process.env.BENCH_PROFILE
    ? [...process.execArgv, '--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE]
    : process.execArgv;
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { env, stdio: 'inherit', execArgv });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, base: `http://127.0.0.1:${m.port}` }));
    child.once('exit', (code) => reject(new Error(`a server stopped with code ${code}`)));
  });
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

type Member = { id: number; token: string; listingId: number };

/** 100 listers with a crashpad each and 100 seekers, and a session token for each of them. */
async function seed(url: string, env: Env): Promise<{ listers: Member[]; seekers: Member[] }> {
  const database = postgresDatabase(url, 4);
  try {
    await database.exclusive(async (db) => {
      await migrate(database, db);
      await runSeeds(db, { demo: false });
    });
    const db = database.db;
    await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, display_name, user_plan,
        expire_at, email_verified_at)
      SELECT 'bench-' || kind || '-' || g || '@bench.crashpad.test', 'not-a-hash', 'Bench', kind || ' ' || g,
        kind || g, CASE kind WHEN 'lister' THEN 'pro' ELSE 'seeker' END, now() + interval '1 year', now()
      FROM generate_series(1, ${PAIRS}) g, (VALUES ('lister'), ('seeker')) k(kind)`);
    await db.execute(sql`INSERT INTO listings (user_id, status, title, city, latitude, longitude, public_latitude,
        public_longitude, rental_type, rate_per_from_cents, description, airport_distance)
      SELECT id, 2, 'Bench crashpad ' || id, 'Bench City', 32.9, -97.0, 32.9, -97.0, 'crashpad', 50000,
        'A crew house for the messaging benchmark.', 5
      FROM users WHERE email LIKE 'bench-lister-%'`);
    const rows = await queryRows<{ email: string; id: number; listing_id: number | null }>(
      db,
      sql`SELECT u.email, u.id, l.id AS listing_id FROM users u LEFT JOIN listings l ON l.user_id = u.id
        WHERE u.email LIKE 'bench-%' ORDER BY u.id`,
    );
    const ctx = { db, key: await sessionSigningKey(db, env.JWT_SECRET) };
    const all = await db
      .select()
      .from(users)
      .where(sql`${users.email} LIKE 'bench-%'`);
    const byId = new Map<number, UserRow>(all.map((u) => [u.id, u]));
    const member = async (r: (typeof rows)[number]): Promise<Member> => ({
      id: r.id,
      token: await startSession(ctx, byId.get(r.id)!, { keep: true }),
      listingId: r.listing_id ?? 0,
    });
    const listers = await Promise.all(rows.filter((r) => r.email.includes('-lister-')).map(member));
    const seekers = await Promise.all(rows.filter((r) => r.email.includes('-seeker-')).map(member));
    return { listers, seekers };
  } finally {
    await database.close();
  }
}

function socketTo(base: string, token: string): Promise<Socket> {
  const socket = connect(base, { path: REALTIME_PATH, auth: { token }, transports: ['websocket'] });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => pause(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main(): Promise<number> {
  const name = `crashpad_bench_messages_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  try {
    const env: Env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: name,
      JWT_SECRET,
      JOBS: 'false',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      PAYMENTS_SANDBOX: 'true',
    };
    console.log(`Messages in real time: 2 server processes on PostgreSQL (${name}) and Redis (${redisUrl})`);
    const { listers, seekers } = await seed(url.toString(), env);
    const servers = await Promise.all([startServer(env), startServer(env)]);
    children.push(...servers.map((s) => s.child));
    const [a, b] = servers.map((s) => s.base) as [string, string];

    // Seekers listen on A and write through B; listers listen on B and write through A: every message crosses.
    const waiting = new Map<string, (at: number) => void>();
    const seen = new Map<string, number>();
    const listen = (socket: Socket) =>
      socket.on('chat', (e: ChatEvent) => {
        seen.set(e.message, (seen.get(e.message) ?? 0) + 1);
        waiting.get(`${e.to}:${e.message}`)?.(performance.now());
      });
    for (const m of seekers) sockets.push(listen(await socketTo(a, m.token)));
    for (const m of listers) sockets.push(listen(await socketTo(b, m.token)));
    console.log(`  ${sockets.length} members connected (${seekers.length} on each process)`);

    const times: number[] = [];
    const answers: number[] = [];
    let lost = 0;
    const send = async (from: Member, to: Member, through: string, listingId: number, n: number) => {
      const text = `m${n} ${from.id}->${to.id} ${randomBytes(4).toString('hex')}`;
      const delivered = new Promise<number>((resolve) => waiting.set(`${to.id}:${text}`, resolve));
      const started = performance.now();
      const res = await fetch(`${through}/api/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: to.id, message: text, listing_id: listingId }),
      });
      if (res.status !== 200)
        throw new Error(`POST /api/messages answered ${res.status}: ${await res.text()}`);
      answers.push(performance.now() - started);
      const at = await Promise.race([delivered, pause(5000).then(() => null)]);
      waiting.delete(`${to.id}:${text}`);
      if (at === null) lost += 1;
      else times.push(at - started);
    };
    const started = performance.now();
    await Promise.all(
      seekers.map(async (seeker, i) => {
        const lister = listers[i]!;
        await think();
        for (let n = 0; n < MESSAGES_PER_PAIR; n += 1) {
          if (n % 2 === 0) await send(seeker, lister, b, lister.listingId, n);
          else await send(lister, seeker, a, lister.listingId, n);
          await think();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const doubled = [...seen.values()].filter((count) => count > 2).length; // recipient and sender each once
    const sorted = times.sort((x, y) => x - y);
    const p50 = percentile(sorted, 0.5);
    const p95 = percentile(sorted, 0.95);
    console.log(
      `  ${times.length} messages in ${seconds.toFixed(1)} s (${(times.length / seconds).toFixed(0)} a second)`,
    );
    console.log(
      `  sender → recipient socket: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
        `p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    );
    const answered = answers.sort((x, y) => x - y);
    console.log(
      `  (the POST's own answer: p50 ${percentile(answered, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(answered, 0.95).toFixed(1)} ms)`,
    );
    console.log(`  lost ${lost}, delivered more than once ${doubled}`);
    const ok = p95 < TARGET_P95_MS && lost === 0 && doubled === 0;
    console.log(
      ok ? `  ok (target p95 < ${TARGET_P95_MS} ms)` : `  FAILED (target p95 < ${TARGET_P95_MS} ms)`,
    );
    return ok ? 0 : 1;
  } finally {
    for (const s of sockets) s.disconnect();
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[2] === 'serve')
  serve().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
else
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
