// Builds the real app on a fresh copy of the migrated, seeded test database (see global-setup.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { appContext, buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { pgliteDatabase, postgresDatabase, type Database, type Db } from '../src/db/client';
import type { App, AppContext } from '../src/context';
import type { QueueLimits } from '../src/db/queue';
import { databaseUrl } from './database-url';

export type TestApp = { app: App; db: Db; config: Config; ctx: AppContext; close(): Promise<void> };

export async function freshDatabase(
  limits?: QueueLimits,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `crashpad_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    return {
      database: postgresDatabase(databaseUrl(url, name), 4, limits),
      async drop() {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const client = await PGlite.create({ loadDataDir: await pgliteDump() });
  return { database: pgliteDatabase(client, limits), drop: async () => {} };
}

/**
 * The migrated and seeded database every file starts from, read once per worker (files share their worker's module
 * cache: vitest.config.ts). It is an uncompressed tar: PGlite loads it in about 0.3 s against 0.55 s gzipped, a
 * saving made once per test file (docs/performance.md "CI's own time").
 */
let dumpOnce: Promise<Blob> | null = null;
export function pgliteDump(): Promise<Blob> {
  dumpOnce ??= readFile(inject('pgliteDump')).then((bytes) => new Blob([bytes]));
  return dumpOnce;
}

export const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PUBLIC_URL: 'http://crashpad.test',
  SUPPORT_EMAIL: 'support@crashpad.test',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  AUTH_LIMIT_PER_15_MIN: '1000',
  // No pg-boss in the suites: the jobs' tests call the job bodies directly, or start the scheduler themselves.
  JOBS: 'false',
};

export async function testApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  // Each app gets its own data folder (uploads live there); the database itself is a copy made below.
  const dataDir = await mkdtemp(join(tmpdir(), 'crashpad-test-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
  const { database, drop } = await freshDatabase(config.database.queue);
  const app = await buildApp(config, { database, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    ctx: appContext(app),
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function removeDir(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
}
