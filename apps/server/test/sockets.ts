// Socket.IO clients for the tests of live events (docs/decisions/033-real-time.md): an app listening on a free
// port, sockets signed in with a token, and the next event of a kind.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '@crashpad/shared/api/realtime';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { App } from '../src/context';
import { testApp, type TestApp } from './test-app';

/** Starts the app on a free loopback port and answers its address. */
export async function listenOnLoopback(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket for `token` (any value, to test refusals), not yet connected; `open` collects it for cleanup. */
export function socketFor(url: string, token: unknown, open: Socket[]): Socket {
  const socket = connect(url, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  return socket;
}

/** Waits until the server accepted the socket, or rejects with its refusal. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The socket's next `event`, or a rejection after `timeoutMs`. */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * For a test file: a fresh app listening on loopback before its tests, every socket opened by `socket`
 * disconnected after each test, the app closed after them all.
 */
export function socketTestApp(): { app(): TestApp; socket(token: unknown): Socket } {
  let t: TestApp | undefined;
  let url = '';
  const open: Socket[] = [];
  beforeAll(async () => {
    t = await testApp();
    url = await listenOnLoopback(t.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  afterAll(() => t?.close());
  return {
    app: () => t!,
    socket: (token) => socketFor(url, token, open),
  };
}
