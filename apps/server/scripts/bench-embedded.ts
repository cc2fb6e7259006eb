// npm run bench:embedded: the default `npm start` under load (docs/performance.md, "The embedded default under
// load"; docs/decisions/034-embedded-postgresql-server.md). The built server (`npm run build` first) starts as
// `npm start` starts it, with its demo data, on each database in turn: the embedded PostgreSQL server (the
// default), PGlite (EMBEDDED_DATABASE=pglite) and, when one answers at BENCH_DATABASE_URL (default the local
// postgres://postgres@127.0.0.1:5432), a PostgreSQL server. 200 clients for 30 s ask for a mix of airport
// searches (sorts, directions, pages), listing answers, listing pages (HTML) and session checks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Client, type Request } from 'autocannon';
import pg from 'pg';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TIMEOUT_SECONDS = 15;
const AIRPORTS = ['dfw', 'iah', 'atl', 'mia', 'ord', 'ewr', 'jfk', 'den', 'lax', 'sea'];
const SORTS = [
  '',
  'sort=newest',
  'sort=price&direction=asc',
  'sort=price&direction=desc',
  'sort=title',
  'sort=distance',
];
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const SEEKER = { email: 'seeker@demo.crashpad.test', password: 'crashpad-demo' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready in 120 s');
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The mix: what seekers, guests and signed-in members ask of the server, each connection from its own place. */
async function mix(base: string): Promise<Request[]> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEEKER),
  });
  const { token } = (await login.json()) as { token: string };
  const ids = new Set<number>();
  const searches: Request[] = [];
  for (const code of AIRPORTS) {
    const answer = (await (await fetch(`${base}/api/airports/${code}/listings`)).json()) as {
      data?: { listing_id: number }[];
    };
    for (const card of answer.data ?? []) ids.add(card.listing_id);
    for (const sort of SORTS)
      for (const page of [1, 2])
        searches.push({ path: `/api/airports/${code}/listings?${sort}&page=${page}` });
  }
  const listings = [...ids].flatMap((id): Request[] => [
    { path: `/api/listing/${id}` },
    { path: `/listing/${id}` },
  ]);
  const session: Request = { path: '/api/checking-account', headers: { authorization: `Bearer ${token}` } };
  // About 40 % searches, 40 % listings (answer and page), 20 % session checks.
  const requests: Request[] = [];
  const longest = Math.max(searches.length, listings.length);
  for (let i = 0; i < longest; i++) {
    requests.push(searches[i % searches.length]!, listings[i % listings.length]!);
    if (i % 2 === 0) requests.push(session);
  }
  return requests;
}

type Figures = { rps: number; p50: number; p99: number; unanswered: number; failed: number; total: number };

function load(base: string, requests: Request[]): Promise<Figures> {
  let clients = 0;
  const setupClient = (client: Client) => {
    const from = (clients++ * 7) % requests.length;
    client.setRequests([...requests.slice(from), ...requests.slice(0, from)]);
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: TIMEOUT_SECONDS,
        requests,
        setupClient,
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          rps: (r.requests.total - r.non2xx) / r.duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
          unanswered: r.timeouts + r.errors,
          failed: r.non2xx,
          total: r.requests.total + r.timeouts + r.errors,
        });
      },
    );
  });
}

async function postgresUrl(): Promise<string | null> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `crashpad_bench_embedded_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    return `${server}/${name}`;
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${url.split('/').pop()} WITH (FORCE)`);
  await admin.end();
}

async function run(name: string, env: Record<string, string>): Promise<Figures> {
  const { child, base } = await start(env);
  try {
    const requests = await mix(base);
    await load(base, requests.slice(0, 50)).catch(() => undefined);
    const figures = await load(base, requests);
    console.log(
      `  ${name.padEnd(34)} ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${String(figures.p50).padStart(5)} ms   ` +
        `p99 ${String(figures.p99).padStart(6)} ms   unanswered ${figures.unanswered}/${figures.total}   errors ${figures.failed}`,
    );
    return figures;
  } finally {
    await stop(child);
  }
}

async function bench(): Promise<void> {
  if (!existsSync(main)) throw new Error('Build the server first: npm run build');
  console.log(
    `${CONNECTIONS} clients for ${SECONDS} s (timeout ${TIMEOUT_SECONDS} s) on the built server with its demo data:`,
  );
  const folders: string[] = [];
  const folder = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crashpad-bench-embedded-'));
    await chmod(dir, 0o755);
    folders.push(dir);
    return dir;
  };
  try {
    await run('embedded PostgreSQL server (default)', { DATA_DIR: await folder() });
    await run('PGlite (EMBEDDED_DATABASE=pglite)', { DATA_DIR: await folder(), EMBEDDED_DATABASE: 'pglite' });
    const url = await postgresUrl();
    if (!url) console.log('  (no PostgreSQL server at BENCH_DATABASE_URL: not compared)');
    else {
      try {
        await run('PostgreSQL server (DATABASE_URL)', { DATA_DIR: await folder(), DATABASE_URL: url });
      } finally {
        await dropDatabase(url);
      }
    }
  } finally {
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  }
}

bench().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
