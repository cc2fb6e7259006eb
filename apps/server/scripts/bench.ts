// npm run bench: load-tests the hot read paths against 50,000 seeded listings (BENCH_LISTINGS=500000 for the
// large run; docs/performance.md). Two kinds of load: single URLs (one airport search repeated, 1,000 listing
// pages in turn) and the mixed workload of issue 17 (airport searches over the 60 busiest airports × the four
// sorts × both directions × gender and occupied filters × pages 1–2, listing pages over random ids of all active
// listings), drawn with a seeded generator whose seed is printed (BENCH_SEED repeats a run).
// Uses DATABASE_URL (PostgreSQL) when set, else a fresh embedded database in a temporary folder. The server runs
// in a child process (JOBS=false, no logging) so autocannon does not share its event loop.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Client, type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { runSeeds } from '../src/db/seed/run';
import { benchListingCount, benchTargets, seedBenchData, type BenchTargets } from './bench-data';
import { cpuSeconds, perRequest } from './bench-cpu';

// The bench's own knobs (not app settings, so not in config.ts): how many listings, and the mix's seed.
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const SEED = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 50;
/** share of hello-world throughput and p99 each endpoint must reach on PostgreSQL (issue 17) */
const TARGETS: Record<string, { ratio: number; p99?: number }> = {
  searchMix: { ratio: 0.25, p99: 25 },
  listingMix: { ratio: 0.35, p99: 20 },
};
/** the mixed airport search: every combination of these over the busiest airports */
const MIX_AIRPORTS = 60;
const MIX_SORTS = ['newest', 'title', 'distance', 'price'];
const MIX_DIRECTIONS = ['asc', 'desc'];
const MIX_GENDERS = ['all', 'male', 'female'];
const MIX_OCCUPIED = ['true', 'false'];
const MIX_PAGES = [1, 2];
/**
 * The same mix with answers of one size at every table size: the busiest airports' unfiltered pages 1–5 of ten
 * cards. The issue's mix answers fuller pages on a larger table (its filtered buckets hold more listings), so
 * this one tells whether a search costs more on a larger table, card for card.
 */
const EQUAL_PAGES = [1, 2, 3, 4, 5];
const EQUAL_PER_PAGE = 10;
/**
 * The nearby search ("near me" on the airport search: 500 miles, docs/product/specification/2-listings-and-tenants.md §7; 100 without geolocation) from points
 * within half a degree of the busiest airports, where a visitor standing near one of them would ask from.
 */
const NEARBY_SEARCHES = 2_000;
const NEARBY_RADII = [500, 100];
/** listing pages drawn (without repeats) from all active listings: more than a run asks for */
const MIX_LISTING_PAGES = 60_000;
/**
 * The analytics beacon alongside the pages (docs/decisions/064-page-view-analytics.md): page views a second,
 * one event a request (the web app sends a few together; one each is the dearest way to send them), from
 * BEACON_VISITORS browsers in turn, over BEACON_CONNECTIONS connections.
 */
const BEACON_RATE = Number(process.env.BENCH_BEACON_RATE ?? 2_000);
/** listing pages a second while the beacon runs: well under what this machine serves, as a site's traffic is */
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 500);
const BEACON_VISITORS = 5_000;
const BEACON_CONNECTIONS = 20;

/** mulberry32: a small seeded generator, so a run's mix can be repeated exactly (BENCH_SEED). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Airport searches over every combination of the given query values at each airport, shuffled. */
function searchPaths(
  codes: string[],
  values: Record<string, readonly (string | number)[]>,
  random: () => number,
): string[] {
  let queries = [''];
  for (const [key, options] of Object.entries(values))
    queries = queries.flatMap((query) => options.map((v) => `${query}${query ? '&' : ''}${key}=${v}`));
  const paths = codes.flatMap((code) =>
    queries.map((q) => `/api/airports/${code.toLowerCase()}/listings?${q}`),
  );
  return shuffled(paths, random);
}

/** Nearby searches from random points around the given airports, at each radius in turn. */
function nearbyPaths(points: { lat: number; lon: number }[], random: () => number): string[] {
  return Array.from({ length: NEARBY_SEARCHES }, (_, n) => {
    const at = points[Math.floor(random() * points.length)]!;
    const lat = (at.lat + random() - 0.5).toFixed(4);
    const lon = (at.lon + random() - 0.5).toFixed(4);
    return `/api/listings?lat=${lat}&lon=${lon}&radius=${NEARBY_RADII[n % NEARBY_RADII.length]}`;
  });
}

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

async function prepare(env: Env): Promise<BenchTargets> {
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    await database.exclusive(async (db) => {
      await migrate(database, db);
      await runSeeds(db, { demo: false });
      if (config.database.kind === 'postgres') {
        // The buffers' size and huge pages shape the large table's figures (docs/performance.md, "PostgreSQL's
        // buffers and huge pages"); huge_pages_status (PostgreSQL 17+) says whether "try" got them.
        const [pg] = await queryRows<{ size: string; huge: string; status: string | null }>(
          db,
          sql`SELECT current_setting('shared_buffers') AS size, current_setting('huge_pages') AS huge,
                current_setting('huge_pages_status', true) AS status`,
        );
        console.log(`  PostgreSQL shared_buffers ${pg?.size}, huge_pages ${pg?.huge} ${pg?.status ?? ''}`);
      }
      const existing = await benchListingCount(db);
      if (existing > 0) {
        if (existing !== LISTINGS)
          console.log(`  note: this database holds ${existing} listings, not ${LISTINGS}`);
        return console.log(`  using the ${existing} bench listings already in this database`);
      }
      const started = Date.now();
      await seedBenchData(db, LISTINGS);
      console.log(`  seeded ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
    return await benchTargets(database.db, MIX_AIRPORTS);
  } finally {
    await database.close();
  }
}

function startServer(env: Env): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_PROFILE=<dir> writes a CPU profile of the server there; BENCH_ONLY=searchMix,listingMix runs only those.
  // BENCH_NODE_ARGS="--max-semi-space-size=32" passes V8 or Node options to the server alone.
  const execArgv = [
    ...process.execArgv,
    ...(process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
    ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : []),
  ];
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { env, stdio: 'inherit', execArgv });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`the server stopped with code ${code}`)));
  });
}

type Measured = {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  non2xx: number;
  /** µs of CPU per request: the server, PostgreSQL, the load generator (bench-cpu.ts) */
  cpu: ReturnType<typeof perRequest>;
};

/** What Chromium sends: a browser's answers are compressed, and that is part of what a visit costs the server. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function load(
  url: string,
  paths: string[],
  seconds: number,
  headers: Record<string, string> = {},
  rate?: number,
): Promise<{ rps: number; times: number[]; non2xx: number; requests: number }> {
  // Each connection goes through its own share of the paths in turn (so that connections do not ask for the same
  // listing at the same moment); autocannon encodes each connection's requests once, up front.
  const share = Math.ceil(paths.length / CONNECTIONS);
  const requests: Request[] = paths.map((path) => ({ method: 'GET', path, headers }));
  let clients = 0;
  const setupClient = (client: Client) => {
    const start = (clients++ * share) % paths.length;
    const own = requests.slice(start, start + share);
    client.setRequests(own.length > 0 ? own : requests);
  };
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: requests.slice(0, 1),
        setupClient,
        ...(rate ? { overallRate: rate } : {}),
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: (result.requests.total - result.non2xx) / result.duration,
          times,
          non2xx: result.non2xx,
          requests: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/**
 * POST /api/analytics/events at `rate` a second for `seconds`: one page view each, a mix of the home page, an
 * airport search and listing pages, from BEACON_VISITORS browsers (User-Agents) in turn.
 */
function beaconLoad(
  url: string,
  seconds: number,
  rate: number | undefined,
  listingIds: number[],
): Promise<{ rps: number; p50: number; p99: number; non2xx: number; errors: number; requests: number }> {
  const requests: Request[] = Array.from({ length: BEACON_VISITORS }, (_, i) => {
    const id = listingIds[i % listingIds.length]!;
    const event =
      i % 3 === 0
        ? { path: `/listing/${id}`, listing_id: id }
        : { path: i % 3 === 1 ? '/search/airports/dfw' : '/' };
    return {
      method: 'POST',
      path: '/api/analytics/events',
      headers: {
        'content-type': 'application/json',
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 Bench/${i}`,
      },
      body: JSON.stringify([event]),
    };
  });
  let clients = 0;
  const share = Math.ceil(requests.length / BEACON_CONNECTIONS);
  const setupClient = (client: Client) => {
    const start = (clients++ * share) % requests.length;
    client.setRequests(requests.slice(start, start + share));
  };
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: BEACON_CONNECTIONS,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        requests: requests.slice(0, 1),
        setupClient,
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = times.sort((a, b) => a - b);
        resolve({
          rps: (result.requests.total - result.non2xx) / result.duration,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          non2xx: result.non2xx,
          errors: result.errors,
          requests: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** Page views and visitors in the analytics store so far (PostgreSQL only: PGlite lives in the server). */
async function writtenViews(env: Env): Promise<{ views: number; visitors: number }> {
  const database = await openDatabase(loadConfig(env).database);
  try {
    const [row] = await queryRows<{ views: number; visitors: number }>(
      database.db,
      sql`SELECT (SELECT coalesce(sum(views), 0)::int FROM analytics_page_days) AS views,
            (SELECT count(*)::int FROM analytics_visitors) AS visitors`,
    );
    return row ?? { views: 0, visitors: 0 };
  } finally {
    await database.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(
  base: string,
  serverPid: number | undefined,
  name: string,
  paths: string[],
  headers?: Record<string, string>,
  rate?: number,
): Promise<Measured> {
  await load(base, paths, WARM_UP_SECONDS, headers, rate);
  const before = cpuSeconds(serverPid);
  const { rps, times, non2xx, requests } = await load(base, paths, SECONDS, headers, rate);
  const cpu = perRequest(before, cpuSeconds(serverPid), requests);
  const sorted = times.sort((a, b) => a - b);
  return {
    name,
    rps,
    p50: percentile(sorted, 0.5),
    p975: percentile(sorted, 0.975),
    p99: percentile(sorted, 0.99),
    non2xx,
    cpu,
  };
}

/** The mean number of cards the given searches answer. */
async function meanCards(base: string, paths: string[]): Promise<number> {
  let cards = 0;
  for (const path of paths)
    cards += ((await (await fetch(`${base}${path}`)).json()) as { data: unknown[] }).data.length;
  return cards / paths.length;
}

async function main(): Promise<void> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const dataDir = postgres ? undefined : await mkdtemp(join(tmpdir(), 'crashpad-bench-'));
  const env: Env = {
    ...process.env,
    // Without DATABASE_URL, PGlite as the label says (npm run bench:embedded measures the embedded server).
    ...(dataDir ? { DATA_DIR: dataDir, EMBEDDED_DATABASE: 'pglite' } : {}),
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  };
  console.log(`Benchmark on ${postgres ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`}`);
  console.log(`  seed ${SEED} (BENCH_SEED=${SEED} repeats this mix), ${LISTINGS} listings`);
  const targets = await prepare(env);
  const random = seeded(SEED);
  const { child, port } = await startServer(env);
  const base = `http://127.0.0.1:${port}`;
  try {
    const search = `/api/airports/${targets.code.toLowerCase()}/listings`;
    const listingPaths = targets.ids.map((id) => `/api/listing/${id}`);
    const mixPaths = searchPaths(
      targets.busiest,
      {
        sort: MIX_SORTS,
        direction: MIX_DIRECTIONS,
        gender: MIX_GENDERS,
        occupied: MIX_OCCUPIED,
        page: MIX_PAGES,
      },
      random,
    );
    const equalPaths = searchPaths(
      targets.busiest,
      { sort: MIX_SORTS, direction: MIX_DIRECTIONS, page: EQUAL_PAGES, per_page: [EQUAL_PER_PAGE] },
      random,
    );
    const mixIds = shuffled(targets.activeIds, random).slice(0, MIX_LISTING_PAGES);
    const nearPaths = nearbyPaths(targets.busiestPoints, random);
    const mixListingPaths = mixIds.map((id) => `/api/listing/${id}`);
    const probe = await fetch(`${base}${listingPaths[0]}`);
    // a search that answers nothing would be fast for the wrong reason: show what the busiest airport answers
    const sample = (await (await fetch(`${base}${search}`)).json()) as { total: number; data: unknown[] };
    console.log(`  ${search}: total ${sample.total}, ${sample.data.length} cards on the first page`);
    // The mix's answers are fuller on a larger table (its busiest airports' gender buckets hold more listings):
    // compare sizes by cards a second as well as by answers a second.
    const cardsPerAnswer = await meanCards(base, mixPaths.slice(0, 300));
    console.log(`  mixed airport search: ${cardsPerAnswer.toFixed(1)} cards per answer on average`);
    const equalCards = await meanCards(base, equalPaths.slice(0, 300));
    console.log(`  equal-size search mix: ${equalCards.toFixed(1)} cards per answer on average`);
    const runs: [string, string, string[], Record<string, string>?][] = [
      ['hello', 'hello world (same app, same plugins)', ['/bench/hello']],
      ['search', `GET ${search} (${targets.listings} listings, page of 50)`, [search]],
    ];
    if (probe.status === 200)
      runs.push(['listing', 'GET /api/listing/{id} (1,000 ids in turn)', listingPaths]);
    else console.log(`  GET /api/listing/{id} answers ${probe.status}: not measured`);
    runs.push([
      'searchMix',
      `mixed airport search (${mixPaths.length} URLs over ${targets.busiest.length} airports)`,
      mixPaths,
    ]);
    runs.push([
      'searchEqual',
      `search mix, ${EQUAL_PER_PAGE} cards an answer (${equalPaths.length} URLs, no filters)`,
      equalPaths,
    ]);
    runs.push([
      'nearbyMix',
      `nearby search, ${NEARBY_RADII.join(' and ')} miles around the busiest airports (${nearPaths.length} URLs)`,
      nearPaths,
    ]);
    if (probe.status === 200)
      runs.push([
        'listingMix',
        `GET /api/listing/{id}, ${mixIds.length} random of ${targets.activeIds.length} active`,
        mixListingPaths,
      ]);
    // The two mixes as a browser asks for them: the same URLs, with the answers compressed.
    runs.push([
      'searchMixBrowser',
      'mixed airport search, compressed as for a browser',
      mixPaths,
      BROWSER_HEADERS,
    ]);
    if (probe.status === 200)
      runs.push([
        'listingMixBrowser',
        'GET /api/listing/{id} random, compressed as for a browser',
        mixListingPaths,
        BROWSER_HEADERS,
      ]);

    const results = new Map<string, Measured>();
    // On a machine shared with other work the load changes within a run: each endpoint is compared with the
    // hello-world route measured just before it, and the ratio printed is to that one.
    const helloBefore = new Map<string, number>();
    const only = process.env.BENCH_ONLY?.split(',');
    const [helloRun, ...endpointRuns] = runs;
    for (const [key, name, paths, headers] of endpointRuns) {
      if (only && !only.includes(key)) continue;
      const hello = await measure(base, child.pid, helloRun![1], helloRun![2]);
      if (!results.has('hello')) results.set('hello', hello);
      helloBefore.set(key, hello.rps);
      results.set(key, await measure(base, child.pid, name, paths, headers));
    }
    // The analytics beacon (docs/decisions/064-page-view-analytics.md; docs/performance.md, "Page-view
    // analytics"): first alone, as fast as the server answers it (what it can hold, and what one costs); then the
    // listing mix at a fixed PAGE_RATE, without and with BEACON_RATE page views a second alongside — a page's
    // times must not move. Fixed rates, as real traffic comes: a closed loop of pages would take every cycle the
    // beacon leaves and show only that the machine is shared.
    let beaconAlone:
      (Awaited<ReturnType<typeof beaconLoad>> & { cpu: ReturnType<typeof perRequest> }) | null = null;
    let beaconRun: Awaited<ReturnType<typeof beaconLoad>> | null = null;
    let viewsBefore: { views: number; visitors: number } | null = null;
    if (probe.status === 200 && (!only || only.includes('beacon'))) {
      await beaconLoad(base, WARM_UP_SECONDS, undefined, targets.activeIds);
      const before = cpuSeconds(child.pid);
      const alone = await beaconLoad(base, SECONDS, undefined, targets.activeIds);
      beaconAlone = { ...alone, cpu: perRequest(before, cpuSeconds(child.pid), alone.requests) };
      const pages = `GET /api/listing/{id} random at ${PAGE_RATE}/s`;
      results.set(
        'pagesAtRate',
        await measure(base, child.pid, pages, mixListingPaths, undefined, PAGE_RATE),
      );
      viewsBefore = postgres ? await writtenViews(env) : null;
      const beacon = beaconLoad(base, WARM_UP_SECONDS + SECONDS + 1, BEACON_RATE, targets.activeIds);
      results.set(
        'pagesWithBeacon',
        await measure(
          base,
          child.pid,
          `the same with ${BEACON_RATE} beacon page views/s alongside`,
          mixListingPaths,
          undefined,
          PAGE_RATE,
        ),
      );
      beaconRun = await beacon;
    }
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up, seed ${SEED}\n`,
    );
    console.log(
      `${'endpoint'.padEnd(66)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p97.5'.padStart(6)} ${'p99'.padStart(6)} ratio`,
    );
    for (const [key, r] of results) {
      const hello = helloBefore.get(key) ?? r.rps;
      const ratio = r.rps / hello;
      // The targets are for PostgreSQL; the embedded database is single-threaded and is for development.
      const target = postgres ? TARGETS[key] : undefined;
      const verdict = target
        ? ratio >= target.ratio && (target.p99 === undefined || r.p99 < target.p99)
          ? ' ok'
          : ` below target (${target.ratio * 100}%${target.p99 ? `, p99 < ${target.p99} ms` : ''})`
        : '';
      const errors = r.non2xx ? ` (${r.non2xx} non-2xx)` : '';
      // rows at a fixed rate (the beacon's) have no ratio: their rate is what was asked
      const fixed = key !== 'hello' && !helloBefore.has(key);
      const against = key === 'hello' || fixed ? '' : ` (hello just before: ${hello.toFixed(0)})`;
      console.log(
        `${r.name.padEnd(66)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(6)} ${r.p975.toFixed(1).padStart(6)} ${r.p99.toFixed(1).padStart(6)} ${fixed ? '    -' : `${(ratio * 100).toFixed(0).padStart(4)}%`}${verdict}${errors}${against}`,
      );
    }
    console.log('(times in ms)');
    if (beaconAlone) {
      const a = beaconAlone;
      console.log(
        `\nPOST /api/analytics/events alone, one page view each, ${BEACON_CONNECTIONS} connections: ` +
          `${a.rps.toFixed(0)}/s, p50 ${a.p50.toFixed(1)} ms, p99 ${a.p99.toFixed(1)} ms, ${a.non2xx} non-2xx; ` +
          `CPU per page view, µs: server ${a.cpu?.server.toFixed(0) ?? '-'}, PostgreSQL ${a.cpu?.postgres.toFixed(0) ?? '-'}`,
      );
    }
    if (beaconRun) {
      const b = beaconRun;
      console.log(
        `beacon alongside the pages: ${b.rps.toFixed(0)} page views/s answered (asked ${BEACON_RATE}), ` +
          `p50 ${b.p50.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms, ${b.non2xx} non-2xx, ${b.errors} errors, ${b.requests} sent ` +
          "(the CPU per request of the pages' row with it includes the beacon's)",
      );
      if (viewsBefore) {
        // Every answered page view is in the daily rows once the last batch is written (every 2 s).
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        const after = await writtenViews(env);
        console.log(
          `  written: ${after.views - viewsBefore.views} page views, ${after.visitors - viewsBefore.visitors} new ` +
            `visitors (${b.requests - b.non2xx} answered 2xx)`,
        );
      }
    }
    // What a request cost each process (bench-cpu.ts): steadier than req/s on a machine whose speed moves.
    if ([...results.values()].some((r) => r.cpu)) {
      console.log(
        `\nCPU per request, µs: the server, PostgreSQL${postgres ? '' : ' (none: the embedded database is in the server)'}, the load generator`,
      );
      for (const r of results.values())
        if (r.cpu)
          console.log(
            `${r.name.padEnd(66)} ${r.cpu.server.toFixed(0).padStart(7)} ${(postgres ? r.cpu.postgres.toFixed(0) : '-').padStart(6)} ${r.cpu.client.toFixed(0).padStart(6)}`,
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
