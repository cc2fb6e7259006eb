// One database API over two engines: a PostgreSQL server through pg (DATABASE_URL, or the embedded server in
// DATA_DIR) or PGlite in the process (tests, and embedded data from before; docs/decisions/034).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import {
  EmbeddedServerUnavailable,
  embeddedDataDir,
  startEmbeddedServer,
  type EmbeddedServerEvents,
} from './embedded-server';
import { isDatabaseUnavailable } from './errors';
import { DEFAULT_QUEUE_LIMITS, DatabaseBusy, workQueue, type QueueLimits, type WorkQueue } from './queue';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The driver underneath, for a library that brings its own SQL (pg-boss, in jobs/), and for prepared reads.
 * On PGlite the client is not behind the queue: the app's own statements go through `queue`.
 */
export type Connection =
  { engine: 'pglite'; client: PGlite; queue: WorkQueue } | { engine: 'postgres'; url: string; pool: pg.Pool };

export type Database = {
  engine: 'pglite' | 'postgres';
  /** where the data lives, for the start-up banner */
  description: string;
  db: Db;
  connection: Connection;
  /** Runs fn while holding a database-wide lock, so two processes starting together do not race. */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** tells `fn` of a connection the server closed (PostgreSQL); PGlite lives in the process and loses none */
  onConnectionLost?(fn: (err: Error) => void): void;
};

const STARTUP_LOCK = 7_240_311;

/**
 * PGlite's one connection behind a bounded queue (docs/decisions/020-load-shedding-and-shutdown.md). A
 * transaction takes its place in the queue once and holds the connection until it ends; its own statements go
 * through the transaction's handle, never through the queue, so they cannot wait behind other work.
 */
function queuedClient(client: PGlite, queue: WorkQueue): PGlite {
  const queued: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: ((...args: Parameters<PGlite['query']>) =>
      queue.run(() => client.query(...args))) as PGlite['query'],
    exec: (...args) => queue.run(() => client.exec(...args)),
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      queue.run(() => client.transaction(callback))) as PGlite['transaction'],
  };
  // drizzle calls only query() and transaction() (drizzle-orm/pglite/session).
  return queued as PGlite;
}

export function pgliteDatabase(client: PGlite, limits: QueueLimits = DEFAULT_QUEUE_LIMITS): Database {
  const queue = workQueue(limits);
  const db = drizzlePglite({
    client: queuedClient(client, queue),
    schema,
    casing: 'snake_case',
  }) as unknown as Db;
  return {
    engine: 'pglite',
    description: 'PGlite in this process',
    db,
    connection: { engine: 'pglite', client, queue },
    // PGlite is one process with one connection: nothing else can run at the same time.
    exclusive: (fn) => fn(db),
    close: () => client.close(),
  };
}

export function postgresDatabase(
  url: string,
  max = 10,
  limits: QueueLimits = DEFAULT_QUEUE_LIMITS,
): Database {
  const pool = boundedPool(
    new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: limits.waitTimeoutMs }),
    max,
    limits,
  );
  const lost = connectionLossReporter();
  // A connection the server closed (a restart, a failover, an administrator) is an 'error' event: on an idle
  // client the pool drops it and emits it here, on a checked-out one the client emits it between queries. Unheard,
  // either ends the process; heard, the pool opens a new connection for the next query
  // (docs/decisions/057-riding-out-a-database-outage.md).
  pool.on('error', lost.report);
  pool.on('connect', (client) => client.on('error', lost.report));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    engine: 'postgres',
    description: 'PostgreSQL (DATABASE_URL)',
    db,
    connection: { engine: 'postgres', url, pool },
    onConnectionLost: lost.listen,
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn(drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: () => endPool(pool),
  };
}

/**
 * Where lost connections are told: the app's log once it listens (app.ts), standard error before. One line per
 * burst: a restart cuts every connection at once, and ten lines saying so help nobody.
 */
function connectionLossReporter() {
  let listener: ((err: Error) => void) | null = null;
  let lastAt = 0;
  return {
    listen(fn: (err: Error) => void) {
      listener = fn;
    },
    report(err: Error) {
      const now = Date.now();
      if (now - lastAt < 1_000) return;
      lastAt = now;
      if (listener) listener(err);
      else process.stderr.write(`database connection lost: ${err.message}\n`);
    },
  };
}

type ConnectCallback = (
  err: Error | undefined,
  client?: pg.PoolClient,
  done?: (release?: unknown) => void,
) => void;

/**
 * The pool's own line, bounded (docs/decisions/020-load-shedding-and-shutdown.md): pg waits for a client up to
 * connectionTimeoutMillis; here a request that finds every connection busy and `maxWaiting` already waiting is
 * refused at once, and a wait that timed out is refused as DatabaseBusy. pool.query() checks out through
 * connect() with a callback, drizzle's transactions through the promise form: both pass here.
 */
function boundedPool(pool: pg.Pool, max: number, limits: QueueLimits): pg.Pool {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const checkout = (callback: ConnectCallback) => {
    if (pool.totalCount >= max && pool.idleCount === 0 && pool.waitingCount >= limits.maxWaiting)
      return callback(new DatabaseBusy('full'));
    connect((err, client, done) => {
      // pg-pool's message for a wait in its line that outlasted connectionTimeoutMillis.
      if (err?.message === 'timeout exceeded when trying to connect')
        return callback(new DatabaseBusy('timeout'));
      callback(err, client, done);
    });
  };
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return checkout(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      checkout((err, client) => (err ? reject(err) : resolve(releasedOnLoss(client!)))),
    );
  }) as pg.Pool['connect'];
  return pool;
}

const watched = new WeakSet<pg.PoolClient>();

/**
 * drizzle's transaction checks a client out and sends BEGIN before its try/finally: when BEGIN fails on a
 * connection the server has just closed (a restart, a failover), the client is never released, and the pool has
 * lost a connection for good — a few such cuts and every request waits (decision 058). So a checked-out client
 * whose statement fails for a lost connection goes back to the pool at once (which discards it), and the release
 * that drizzle may still make afterwards does nothing. pg-pool sets `release` anew at each checkout; `query` is
 * wrapped once per client.
 */
function releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  client.release = ((err?: Error | boolean) => {
    if (released) return;
    released = true;
    release.call(client, err);
  }) as pg.PoolClient['release'];
  if (watched.has(client)) return client;
  watched.add(client);
  const query = client.query;
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) client.release(err as Error);
      throw err;
    });
  } as pg.PoolClient['query'];
  return client;
}

/**
 * pool.end() answers once the pool has let go of its clients, before their connections have closed. Wait for
 * those (a few milliseconds, at most 5 s), so a database dropped right after (tests) does not cut a connection
 * that is still saying goodbye: its error would reach a pool nobody listens to any more.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
    setTimeout(resolve, 5_000).unref();
  });
  await pool.end();
  await closed;
}

/** `events` hears the embedded server restart itself, or give up (docs/decisions/057). */
export async function openDatabase(config: DatabaseConfig, events?: EmbeddedServerEvents): Promise<Database> {
  if (config.kind === 'postgres') return postgresDatabase(config.url, 10, config.queue);
  return openEmbeddedDatabase(config.dataDir, config.engine, config.queue, events);
}

/** PGlite keeps its cluster at the top of DATA_DIR, the embedded server in DATA_DIR/postgres. */
const holdsPglite = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));
const holdsServerCluster = (dataDir: string) => existsSync(join(embeddedDataDir(dataDir), 'PG_VERSION'));

/**
 * docs/decisions/034-embedded-postgresql-server.md: the embedded PostgreSQL server, unless EMBEDDED_DATABASE
 * says pglite or DATA_DIR already holds a PGlite database (its data stays where it is). Where the server cannot
 * run and has never run on this folder (no binaries for this machine, or initdb refused), PGlite takes over and
 * the banner says why; once the server has a cluster here, failing to start it is an error, never a silent switch.
 */
async function openEmbeddedDatabase(
  dataDir: string,
  engine: 'postgres' | 'pglite' | undefined,
  limits: QueueLimits,
  events?: EmbeddedServerEvents,
): Promise<Database> {
  const pglite = async (why?: string) => {
    await mkdir(dataDir, { recursive: true });
    const database = pgliteDatabase(await PGlite.create(dataDir), limits);
    database.description = `embedded PGlite in ${dataDir}${why ? ` (${why})` : ''}`;
    return database;
  };
  if (engine === 'pglite') return pglite();
  if (engine === undefined && holdsPglite(dataDir) && !holdsServerCluster(dataDir))
    return pglite('its data from before; a new DATA_DIR runs on the embedded PostgreSQL server');
  let server;
  try {
    server = await startEmbeddedServer(dataDir, events);
  } catch (err) {
    if (engine === 'postgres' || holdsServerCluster(dataDir)) throw err;
    const why =
      err instanceof EmbeddedServerUnavailable ? err.message : (err as Error).message.split('\n')[0];
    return pglite(`the embedded PostgreSQL server could not start: ${why}`);
  }
  const database = postgresDatabase(server.url, 10, limits);
  const closePool = database.close;
  database.description = `embedded PostgreSQL server in ${server.dataDir}`;
  database.close = async () => {
    await closePool();
    await server.stop();
  };
  return database;
}

/**
 * Rows of a named statement that PostgreSQL plans once per connection and then reuses: for the hottest reads,
 * where planning would cost more than running (docs/performance.md). PGlite runs it as a plain query.
 */
export async function preparedRows<T>(
  connection: Connection,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  if (connection.engine === 'postgres') {
    return (await connection.pool.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  }
  const { client, queue } = connection;
  return (await queue.run(() => client.query<T>(text, values))).rows;
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
