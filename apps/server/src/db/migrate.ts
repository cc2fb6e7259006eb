import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsDir } from '../paths';
import { queryRows, type Database, type Db } from './client';

/** Applies the committed migrations (forward only). Call inside `exclusive` on PostgreSQL. */
export async function migrate(database: Database, db: Db): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
  } else {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: migrationsDir });
  }
}

/** True when every committed migration has been applied (for GET /api/ready). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return (row?.n ?? 0) >= journal.entries.length;
}
