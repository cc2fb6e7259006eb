// Two servers on one database and one Redis (docs/decisions/033-real-time.md): a message written through one
// reaches a member connected to the other; the online count and presence span both; a logout on one
// disconnects the session's socket on the other. Skipped, with the reason printed, when no Redis answers.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@crashpad/shared/api/realtime';
import { loadConfig } from '../../config';
import type { App } from '../../context';
import { bearer, createMember, login } from '../../../test/accounts';
import { listerWithCrashpad } from '../../../test/rentals';
import { connected, listenOnLoopback, socketFor } from '../../../test/sockets';
import { TEST_ENV, freshDatabase, type TestApp } from '../../../test/test-app';
import { appContext, buildApp } from '../../app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<string | null> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    probe.disconnect();
  }
}

const unavailable = await redisAnswers();
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
  const env = { ...TEST_ENV, REDIS_URL, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}` };
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
    const m = await createMember(one.db, { userPlan: 'seeker', expireAt: new Date(Date.now() + 86_400_000) });
    const token = await login(a, m.email, m.password);
    const listerSocket = await socketOn(b, lister.token);
    const delivered = new Promise<ChatEvent>((resolve) => listerSocket.once('chat', resolve));

    const res = await a.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(token),
      payload: { to: lister.id, message: 'Across the servers', listing_id: listingId },
    });
    expect(res.statusCode).toBe(200);
    expect(await delivered).toMatchObject({ message: 'Across the servers', from_user: m.id });
    // Presence spans both servers.
    expect(await appContext(a).realtime.isMemberOnline(lister.id)).toBe(true);
    expect(await appContext(a).realtime.onlineCount()).toBeGreaterThanOrEqual(1);
  });

  it('a logout on one server disconnects the session’s socket on the other', async () => {
    const [a, b] = apps as [App, App];
    const m = await createMember(one.db, { userPlan: 'seeker', expireAt: new Date(Date.now() + 86_400_000) });
    const token = await login(a, m.email, m.password);
    const socket = await socketOn(b, token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await gone).toBe('io server disconnect');
  });
});
