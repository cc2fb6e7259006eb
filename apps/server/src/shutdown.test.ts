// The server as a child process, its output piped to this test (docs/decisions/020-load-shedding-and-shutdown.md):
// a log reader that is stuck or gone never holds the process, a shutdown has a deadline, and a second signal
// ends it at once.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../test/database-url';
import { serverRoot } from './paths';

type Exit = { code: number | null; signal: NodeJS.Signals | null; afterMs: number };

type Server = {
  child: ChildProcess;
  url: string;
  stderr(): string;
  /** resolves with the first log line matching */
  logLine(pattern: RegExp): Promise<string>;
  /** how the process ended, or null if it was still alive after ms (then it is killed) */
  exitWithin(ms: number): Promise<Exit | null>;
  cleanUp(): Promise<void>;
};

/** A database for one child: a copy of the test database (PGlite data folder, or PostgreSQL template). */
async function childDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `crashpad_shutdown_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    return {
      env: { DATABASE_URL: databaseUrl(url, name) },
      async drop() {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  await promisify(execFile)('tar', ['xf', inject('pgliteDump'), '-C', dataDir]);
  return { env: { EMBEDDED_DATABASE: 'pglite' }, drop: async () => {} };
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crashpad-shutdown-'));
  const database = await childDatabase(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      JOBS: 'false',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SHUTDOWN_TIMEOUT_MS: '3000',
      ...database.env,
      ...env,
    },
  });
  const started = Date.now();
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, afterMs: Date.now() - started })),
  );
  const logLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const line = stdout.split('\n').find((l) => pattern.test(l));
        if (!line) return false;
        child.stdout!.off('data', look);
        resolve(line);
        return true;
      };
      if (look()) return;
      child.stdout!.on('data', look);
      void exited.then(() => reject(new Error(`the server exited before logging ${pattern}:\n${stderr}`)));
    });
  const listening = await logLine(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
  const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(listening)![1]!;
  return {
    child,
    url,
    stderr: () => stderr,
    logLine,
    async exitWithin(ms) {
      const signalled = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
      const exit = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (!exit) child.kill('SIGKILL');
      return exit && { ...exit, afterMs: Date.now() - signalled };
    },
    async cleanUp() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A request whose body never finishes arriving: the HTTP server cannot close while it is open. The server's
 * "100 Continue" tells that it is reading the request.
 */
function openRequest(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: crashpad.test\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\nExpect: 100-continue\r\n\r\n',
      ),
    );
    socket.once('data', (chunk: Buffer) => {
      if (chunk.toString().startsWith('HTTP/1.1 100 Continue')) resolve(socket);
      else reject(new Error(`unexpected answer: ${chunk.toString()}`));
    });
    socket.on('error', reject);
  });
}

async function someApiCalls(url: string, count: number, pad = ''): Promise<void> {
  const paths = ['/api/health', '/api/metrics', '/api/site', '/api/emails'];
  for (let i = 0; i < count; i += 8)
    await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
        const answer = await fetch(`${url}${paths[(i + j) % paths.length]}?pad=${pad}`);
        expect(answer.status).toBe(200);
      }),
    );
}

describe('stopping the server', () => {
  let stuckReader: Server;
  let goneReader: Server;
  let slowShutdown: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    [stuckReader, goneReader, slowShutdown] = await Promise.all([
      // The job scheduler runs here, so stopping pg-boss is part of this shutdown.
      startServer({ JOBS: 'true' }),
      startServer({}),
      startServer({ SHUTDOWN_TIMEOUT_MS: '60000' }),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all([stuckReader, goneReader, slowShutdown].map((s) => s?.cleanUp()));
  });

  it('exits on SIGTERM while the reader of its log has stopped reading and the pipe is full', async () => {
    stuckReader.child.stdout!.pause();
    // About 100 lines of 3 KB: more than the pipe and this end's buffer hold.
    await someApiCalls(stuckReader.url, 100, 'x'.repeat(3000));
    stuckReader.child.kill('SIGTERM');
    const exit = await stuckReader.exitWithin(10_000);
    expect(exit).toMatchObject({ code: 0 });
  });

  it('exits with a line naming the step that hung when the shutdown outlasts its deadline', async () => {
    await someApiCalls(goneReader.url, 8);
    goneReader.child.stdout!.destroy();
    // The log's reader is gone: these requests write their lines into a closed pipe.
    await someApiCalls(goneReader.url, 8);
    sockets.push(await openRequest(goneReader.url));
    goneReader.child.kill('SIGTERM');
    const exit = await goneReader.exitWithin(10_000);
    expect(exit).toMatchObject({ code: 1 });
    expect(exit!.afterMs).toBeGreaterThanOrEqual(2_500);
    expect(goneReader.stderr()).toContain(
      'Shutdown did not finish in 3 s: stuck closing the HTTP server (waiting for open requests).',
    );
  });

  it('exits at once on a second SIGTERM during a slow shutdown', async () => {
    await someApiCalls(slowShutdown.url, 8);
    sockets.push(await openRequest(slowShutdown.url));
    slowShutdown.child.kill('SIGTERM');
    await slowShutdown.logLine(/"msg":"shutting down"/);
    slowShutdown.child.kill('SIGTERM');
    const exit = await slowShutdown.exitWithin(5_000);
    expect(exit).toMatchObject({ code: 143 });
    expect(slowShutdown.stderr()).toContain(
      'SIGTERM again: exiting without finishing the shutdown (closing the HTTP server (waiting for open requests)).',
    );
  });
});
