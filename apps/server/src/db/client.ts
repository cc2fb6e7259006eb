// One database API over two engines: embedded PGlite (default, in DATA_DIR) or a PostgreSQL server through pg.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The driver underneath, for a library that brings its own SQL (pg-boss, in jobs/). */
export type Connection =
  { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string; pool: pg.Pool };

export type Database = {
  engine: 'pglite' | 'postgres';
  db: Db;
  connection: Connection;
  /** Runs fn while holding a database-wide lock, so two processes starting together do not race. */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const STARTUP_LOCK = 7_240_311;

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    engine: 'pglite',
    db,
    connection: { engine: 'pglite', client },
    // PGlite is one process with one connection: nothing else can run at the same time.
    exclusive: (fn) => fn(db),
    close: () => client.close(),
  };
}

export function postgresDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    engine: 'postgres',
    db,
    connection: { engine: 'postgres', url, pool },
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

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return postgresDatabase(config.url);
  await mkdir(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir);
  return pgliteDatabase(client);
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
  return (await connection.client.query<T>(text, values)).rows;
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
