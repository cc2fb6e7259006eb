// Migrates and seeds one database for the whole run; each test file then starts from a copy of it:
// a PGlite data-dir dump by default, or a PostgreSQL template database when TEST_DATABASE_URL is set.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase, postgresDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { runSeeds } from '../src/db/seed/run';
import { serverRoot } from '../src/paths';
import { databaseUrl } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

async function prepare(database: Database): Promise<void> {
  await database.exclusive(async (db) => {
    await migrate(database, db);
    await runSeeds(db, { demo: false });
  });
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `crashpad_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = postgresDatabase(databaseUrl(url, template), 2);
    await prepare(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = pgliteDatabase(client);
  await prepare(database);
  // uncompressed: each test file loads it (test/test-app.ts)
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = join(serverRoot, '.tmp');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `test-db-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return async () => {
    await rm(file, { force: true });
  };
}
