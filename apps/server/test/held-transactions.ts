// Tests of transactions that meet: one held open on a connection of its own while the app writes. A PostgreSQL
// server's matter (PGlite runs one statement at a time): such tests run with TEST_DATABASE_URL only.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { expect } from 'vitest';
import { queryRows, type Db } from '../src/db/client';
import type { TestApp } from './test-app';

/** Runs `use` with `count` connections of the app's PostgreSQL pool of its own, released afterwards. */
export async function withOwnConnections<R>(
  t: TestApp,
  count: number,
  use: (clients: pg.PoolClient[]) => Promise<R>,
): Promise<R> {
  const connection = t.ctx.database.connection;
  if (connection.engine !== 'postgres') throw new Error('needs a PostgreSQL server (TEST_DATABASE_URL)');
  const clients: pg.PoolClient[] = [];
  try {
    for (let n = 0; n < count; n++) clients.push(await connection.pool.connect());
    return await use(clients);
  } finally {
    for (const client of clients) client.release();
  }
}

/** Resolves once a statement on the test's database waits for a lock another transaction holds. */
export async function untilALockIsAwaited(db: Db): Promise<void> {
  await expect
    .poll(async () => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return row!.n;
    })
    .toBeGreaterThan(0);
}
