// The embedded database default (docs/decisions/034-embedded-postgresql-server.md): a real PostgreSQL server
// from npm on a folder of DATA_DIR, PGlite where a folder already holds PGlite data or when asked for.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, queryRows } from './client';

let dataDir: string;
// As root the server runs as the user postgres, who must pass through DATA_DIR (mkdtemp makes it 0700).
const tempDataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'crashpad-embedded-'));
  await chmod(dir, 0o755);
  return dir;
};
beforeEach(async () => {
  dataDir = await tempDataDir();
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const open = (env: Record<string, string> = {}) =>
  openDatabase(loadConfig({ DATA_DIR: dataDir, ...env }).database);

// It uses no test database: run once, in the suites' embedded pass, not again in the PostgreSQL pass.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database', () => {
  it('runs a PostgreSQL server on DATA_DIR whose data survives a restart', async () => {
    const first = await open();
    try {
      expect(first.engine).toBe('postgres');
      expect(first.description).toBe(`embedded PostgreSQL server in ${join(dataDir, 'postgres')}`);
      const [version] = await queryRows<{ v: string }>(
        first.db,
        sql`SELECT current_setting('server_version') AS v`,
      );
      expect(version!.v).toMatch(/^18\./);
      // The extensions the migrations load are there.
      await first.db.execute(sql`CREATE EXTENSION IF NOT EXISTS earthdistance CASCADE`);
      await first.db.execute(sql`CREATE TABLE kept (note text)`);
      await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    } finally {
      await first.close();
    }
    // Closed means stopped: nothing listens on the folder any more.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await open();
    try {
      expect(await queryRows(second.db, sql`SELECT note FROM kept`)).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('refuses to start a second server on a folder another live app uses', async () => {
    const first = await open();
    try {
      // The owner file names this process, which is alive: pretend it is another app's by naming a live one.
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        await writeFile(join(dataDir, 'postgres', 'owner.pid'), `${other.pid}\n`);
        await expect(open()).rejects.toThrow(/Another server \(process \d+\) is using the embedded database/);
      } finally {
        other.kill();
      }
      expect(await queryRows(first.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
  }, 60_000);

  it('stops a server left running by an app that was killed, and starts again on the same data', async () => {
    // A child app starts the server and is killed outright, leaving its server behind.
    const script = `
      import { openDatabase } from ${JSON.stringify(new URL('./client.ts', import.meta.url).pathname)};
      const db = await openDatabase({ kind: 'embedded', dataDir: ${JSON.stringify(dataDir)}, engine: 'postgres',
        queue: { maxWaiting: 10, waitTimeoutMs: 5000 } });
      await db.db.execute('CREATE TABLE orphaned (n int)');
      console.log('ready');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`the child app stopped with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const left = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(() => process.kill(left, 0)).not.toThrow();

    const database = await open();
    try {
      expect(await queryRows(database.db, sql`SELECT count(*)::int AS n FROM orphaned`)).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
    expect(() => process.kill(left, 0)).toThrow();
  }, 60_000);

  it('starts its server again when it dies under the app, and the app reads its data again (decision 057)', async () => {
    const told: string[] = [];
    const fatal: string[] = [];
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }).database, {
      warn: (m) => told.push(m),
      fatal: (m) => fatal.push(m),
    });
    const lost: string[] = [];
    database.onConnectionLost?.((err) => lost.push(err.message));
    try {
      await database.db.execute(sql`CREATE TABLE kept (n int)`);
      await database.db.execute(sql`INSERT INTO kept VALUES (7)`);
      const pid = Number(
        (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      process.kill(pid, 'SIGKILL');
      // Back within a few seconds: the pool reconnects to the restarted server by itself.
      const deadline = Date.now() + 45_000;
      while (Date.now() < deadline && !told.some((m) => m.includes('running again')))
        await new Promise((r) => setTimeout(r, 100));
      let rows: unknown[] = [];
      while (Date.now() < deadline) {
        try {
          rows = await queryRows(database.db, sql`SELECT n FROM kept`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      expect(rows).toEqual([{ n: 7 }]);
      expect(told[0]).toMatch(/^The embedded PostgreSQL server stopped \(SIGKILL\): restarting it\.$/);
      expect(told.at(-1)).toMatch(/^The embedded PostgreSQL server is running again \(attempt \d\)\.$/);
      expect(fatal).toEqual([]);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('keeps using a PGlite database found in DATA_DIR, and PGlite when EMBEDDED_DATABASE asks for it', async () => {
    const before = await PGlite.create(dataDir);
    await before.exec(`CREATE TABLE kept (note text); INSERT INTO kept VALUES ('from before')`);
    await before.close();

    const database = await open();
    try {
      expect(database.engine).toBe('pglite');
      expect(database.description).toMatch(
        /^embedded PGlite in .* \(its data from before; a new DATA_DIR runs on the embedded PostgreSQL server\)$/,
      );
      expect(await queryRows(database.db, sql`SELECT note FROM kept`)).toEqual([{ note: 'from before' }]);
    } finally {
      await database.close();
    }
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);

    const empty = await tempDataDir();
    try {
      const chosen = await openDatabase(
        loadConfig({ DATA_DIR: empty, EMBEDDED_DATABASE: 'pglite' }).database,
      );
      expect(chosen.engine).toBe('pglite');
      expect(chosen.description).toBe(`embedded PGlite in ${empty}`);
      await chosen.close();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
