// Server processes for the tests of test/scale (npm run test:scale): each is `src/main.ts` as `npm start` runs it,
// on a free port, with the environment the test gives; and the calls a browser would make to them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serverRoot } from '../../src/paths';
import { databaseUrl } from '../database-url';

export type Server = { name: string; url: string; child: ChildProcess; output: () => string };

export function startServer(name: string, env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, ...env },
    });
    let output = '';
    let listening = false;
    // Everything the process writes is kept (tests read its log after it started).
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const at = listening ? null : /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (at) {
        listening = true;
        resolve({ name, url: at[1]!, child, output: () => output });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`server ${name} stopped (${code}) before listening:\n${output}`)),
    );
  });
}

export async function call(server: Server, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${server.url}${path}`, { ...init, headers });
}

export const post = (server: Server, path: string, body: unknown, token?: string) =>
  call(server, path, { method: 'POST', body: JSON.stringify(body), token });

export async function ok<T>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A lister who paid with the sandbox's good card, signed up through `server` (as in the browser). */
export async function signUpLister(server: Server, email: string, password: string): Promise<void> {
  const { customer_id } = await ok<{ customer_id: string }>(
    post(server, '/api/stripe/setup-customer', { email, name: 'Robin Scale' }),
  );
  const { client_secret } = await ok<{ client_secret: string }>(
    post(server, '/api/stripe/setup-intent', { customer_id }),
  );
  const { payment_method } = await ok<{ payment_method: string }>(
    post(server, '/api/sandbox/setup-intents/confirm', {
      client_secret,
      card: {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 4,
        cvc: '123',
      },
    }),
  );
  await ok(
    post(server, '/api/subscriptions/account', {
      user_plan: 'basic',
      customer_id,
      payment_method,
      first_name: 'Robin',
      last_name: 'Scale',
      display_name: 'RobinS',
      airlines: 'Southwest Airlines',
      gender: 'female',
      birthdate_month: 3,
      birthdate_day: 9,
      birthdate_year: 1979,
      hear_about_us: 'facebook',
      email,
      confirm_email: email,
      phone_number: '469-555-0110',
      country_code: 'US',
      password,
      confirm_password: password,
    }),
  );
}

export const logIn = async (server: Server, email: string, password: string) =>
  (await ok<{ token: string }>(post(server, '/api/login', { email, password }))).token;

/** Stops the processes (SIGTERM) and waits for them to exit. */
export const stopServers = (servers: Server[]) =>
  Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
          s.child.once('exit', () => resolve());
          s.child.kill('SIGTERM');
        }),
    ),
  );

/** The PostgreSQL server the processes run on (TEST_DATABASE_URL, else the local one). */
export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What every server process of these tests runs with; each test adds its own services. */
export const BASE_ENV = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: '/nonexistent-web-dist',
};

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database on SERVER_URL for one test file, and how to drop it. */
export async function newDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return {
    name,
    url: databaseUrl(SERVER_URL, name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A DATA_DIR a process may use: readable by the user the embedded PostgreSQL server runs as under root. */
export async function dataFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  await chmod(dir, 0o755);
  return dir;
}
