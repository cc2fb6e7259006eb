// Two servers on one database and one Redis (docs/decisions/033-real-time.md): a message written through one
// reaches a member connected to the other; the online count and presence span both; a logout on one
// disconnects the session's socket on the other. Skipped, with the reason printed, when no Redis answers.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@crashpad/shared/api/realtime';
import { loadConfig } from '../../config';
import type { App } from '../../context';
import {
  bearer,
  freshDatabase,
  listerWithCrashpad,
  signedInSeeker,
  TEST_ENV,
  type TestApp,
  writeTo,
} from '../../../test/factory';
import { TEST_REDIS_URL, redisUnavailable, testRedisPrefix } from '../../../test/redis';
import { connected, listenOnLoopback, socketFor } from '../../../test/sockets';
import { appContext, buildApp } from '../../app';

const REDIS_URL = TEST_REDIS_URL;

const unavailable = await redisUnavailable();
if (unavailable)
  console.warn(
    `realtime across processes: SKIPPED, no Redis at ${REDIS_URL} (${unavailable}); .ci/run starts one`,
  );

const sockets: Socket[] = [];
const apps: App[] = [];
let one: TestApp;
let urlOf: (app: App) => string;

beforeAll(async () => {
  if (unavailable) return;
  // Its own key prefix, so other runs on the same Redis never hear these rooms.
  const env = { ...TEST_ENV, REDIS_URL, REDIS_PREFIX: testRedisPrefix() };
  const { database, drop } = await freshDatabase();
  const config = loadConfig({ ...env, DATA_DIR: '/tmp' });
  // Two apps on the one database: the second must not close it.
  const first = await buildApp(config, { database });
  const second = await buildApp(config, { database: { ...database, close: async () => {} } });
  const urls = new Map<App, string>();
  for (const app of [first, second]) {
    urls.set(app, await listenOnLoopback(app));
    apps.push(app);
  }
  urlOf = (app) => urls.get(app)!;
  one = {
    app: first,
    db: database.db,
    config,
    ctx: appContext(first),
    close: async () => {
      await second.close();
      await first.close();
      await drop();
    },
  };
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  if (one) await one.close();
});

const socketOn = (app: App, token: string) => connected(socketFor(urlOf(app), token, sockets));

describe.skipIf(unavailable !== null)('real time across two server processes (Redis adapter)', () => {
  it('delivers a message written on one server to a member connected to the other', async () => {
    const [a, b] = apps as [App, App];
    const { lister, listingId } = await listerWithCrashpad(one);
    const m = await signedInSeeker(one);
    const listerSocket = await socketOn(b, lister.token);
    const delivered = new Promise<ChatEvent>((resolve) => listerSocket.once('chat', resolve));

    const res = await writeTo(one, m, lister.id, listingId, 'Across the servers');
    expect(res.statusCode).toBe(200);
    expect(await delivered).toMatchObject({ message: 'Across the servers', from_user: m.id });
    // Presence spans both servers.
    expect(await appContext(a).realtime.isMemberOnline(lister.id)).toBe(true);
    expect(await appContext(a).realtime.onlineCount()).toBeGreaterThanOrEqual(1);
  });

  it('a logout on one server disconnects the session’s socket on the other', async () => {
    const [a, b] = apps as [App, App];
    const { token } = await signedInSeeker(one);
    const socket = await socketOn(b, token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await gone).toBe('io server disconnect');
  });
});
