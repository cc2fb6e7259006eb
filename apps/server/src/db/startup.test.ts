import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { databaseUrl } from '../../test/database-url';
import { TEST_ENV } from '../../test/factory';
import { postgresDatabase, queryRows } from './client';

const url = process.env.TEST_DATABASE_URL;

// Only a PostgreSQL server can have two processes starting at once; PGlite is one process by design.
describe.runIf(url)('starting two servers at once on an empty PostgreSQL database', () => {
  it('migrates and seeds once, and both start', async () => {
    const name = `crashpad_startup_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const env = { ...TEST_ENV, DATA_DIR: tmpdir(), DATABASE_URL: databaseUrl(url!, name) };
      const apps = await Promise.all([buildApp(loadConfig(env)), buildApp(loadConfig(env))]);
      const check = postgresDatabase(env.DATABASE_URL, 1);
      const steps = await queryRows<{ step: string }>(
        check.db,
        sql`SELECT step FROM seed_state ORDER BY step`,
      );
      const [airports] = await queryRows<{ n: number }>(
        check.db,
        sql`SELECT count(*)::int AS n FROM airports`,
      );
      const [migrations] = await queryRows<{ n: number }>(
        check.db,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      await check.close();
      for (const app of apps) {
        expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
        await app.close();
      }
      expect(steps.map((s) => s.step)).toEqual(['reference-airports-v1', 'vocabularies-v1']);
      expect(airports?.n).toBe(3214);
      expect(migrations?.n).toBeGreaterThan(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
