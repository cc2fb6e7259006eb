// npm run bench: load-tests the hot read paths against 50,000 seeded listings (docs/performance.md).
// Uses DATABASE_URL (PostgreSQL) when set, else a fresh embedded database in a temporary folder. The server runs
// in a child process (JOBS=false, no logging) so autocannon does not share its event loop.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Client, type Request } from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { runSeeds } from '../src/db/seed/run';
import { benchListingCount, benchTargets, seedBenchData } from './bench-data';

const LISTINGS = 50_000;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 50;
/** share of hello-world throughput and p95 each endpoint must reach on PostgreSQL */
const TARGETS: Record<string, { ratio: number; p95?: number }> = {
  search: { ratio: 0.25, p95: 25 },
  listing: { ratio: 0.4 },
};

type Env = Record<string, string | undefined>;

/** The child: the real app plus a hello-world route to compare against, on a free port. */
async function serve(): Promise<void> {
  const app = await buildApp(loadConfig());
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

async function prepare(env: Env): Promise<{ code: string; listings: number; ids: number[] }> {
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    await database.exclusive(async (db) => {
      await migrate(database, db);
      await runSeeds(db, { demo: false });
      const existing = await benchListingCount(db);
      if (existing > 0) return console.log(`  using the ${existing} bench listings already in this database`);
      const started = Date.now();
      await seedBenchData(db, LISTINGS);
      console.log(`  seeded ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
    return await benchTargets(database.db);
  } finally {
    await database.close();
  }
}

function startServer(env: Env): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { env, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`the server stopped with code ${code}`)));
  });
}

type Measured = { name: string; rps: number; p50: number; p95: number; non2xx: number };

function load(
  url: string,
  paths: string[],
  seconds: number,
): Promise<{ rps: number; times: number[]; non2xx: number }> {
  // Each connection goes through the paths in turn from its own starting point (so that connections do not
  // ask for the same listing at the same moment); autocannon encodes every request once, up front.
  const requests: Request[] = paths.map((path) => ({ method: 'GET', path }));
  let clients = 0;
  const setupClient = (client: Client) => {
    const start = (clients++ * Math.ceil(paths.length / CONNECTIONS)) % paths.length;
    client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
  };
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, requests, setupClient },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: (result.requests.total - result.non2xx) / result.duration,
          times,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(base: string, name: string, paths: string[]): Promise<Measured> {
  await load(base, paths, WARM_UP_SECONDS);
  const { rps, times, non2xx } = await load(base, paths, SECONDS);
  const sorted = times.sort((a, b) => a - b);
  return { name, rps, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), non2xx };
}

async function main(): Promise<void> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const dataDir = postgres ? undefined : await mkdtemp(join(tmpdir(), 'crashpad-bench-'));
  const env: Env = {
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  };
  console.log(`Benchmark on ${postgres ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`}`);
  const targets = await prepare(env);
  const { child, port } = await startServer(env);
  const base = `http://127.0.0.1:${port}`;
  try {
    const search = `/api/airports/${targets.code.toLowerCase()}/listings`;
    const listingPaths = targets.ids.map((id) => `/api/listing/${id}`);
    const probe = await fetch(`${base}${listingPaths[0]}`);
    const runs: [string, string, string[]][] = [
      ['hello', 'hello world (same app, same plugins)', ['/bench/hello']],
      ['search', `GET ${search} (${targets.listings} listings, page of 50)`, [search]],
    ];
    if (probe.status === 200)
      runs.push(['listing', 'GET /api/listing/{id} (1,000 ids in turn)', listingPaths]);
    else console.log(`  GET /api/listing/{id} answers ${probe.status}: not measured`);

    const results = new Map<string, Measured>();
    for (const [key, name, paths] of runs) results.set(key, await measure(base, name, paths));
    const hello = results.get('hello')!.rps;
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up\n`);
    console.log(
      `${'endpoint'.padEnd(64)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ratio`,
    );
    for (const [key, r] of results) {
      const ratio = r.rps / hello;
      // The targets are for PostgreSQL; the embedded database is single-threaded and is for development.
      const target = postgres ? TARGETS[key] : undefined;
      const verdict = target
        ? ratio >= target.ratio && (target.p95 === undefined || r.p95 < target.p95)
          ? ' ok'
          : ` below target (${target.ratio * 100}%${target.p95 ? `, p95 < ${target.p95} ms` : ''})`
        : '';
      const errors = r.non2xx ? ` (${r.non2xx} non-2xx)` : '';
      console.log(
        `${r.name.padEnd(64)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${(ratio * 100).toFixed(0).padStart(4)}%${verdict}${errors}`,
      );
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

const entry = process.argv[2] === 'serve' ? serve() : main();
entry.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
