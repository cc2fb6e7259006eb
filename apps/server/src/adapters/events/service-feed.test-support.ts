// What service-feed.test.ts sets up for the outside events service's adapter
// (docs/decisions/062-events-and-special-offers.md): a real HTTP server on loopback that records what it is asked
// and answers each path as the test says, the adapter pointed at it, and records in the service's wire format.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { FeedUnavailable } from './feed';
import { serviceFeed } from './service-feed';

export type Seen = { path: string; query: string; headers: IncomingMessage['headers'] };
export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

export const API_KEY = 'test-key-5f3a';

export const json =
  (body: unknown, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
export const never: Handler = () => {};

/**
 * The loopback service, started before the file's tests and stopped after them; what it saw and the answers set
 * up are emptied before each test. Called once, at the top of the test file (it registers the file's hooks).
 */
export function loopbackService() {
  let server: Server;
  let base = '';
  const sockets = new Set<Socket>();
  /** what each request asked, in order */
  const seen: Seen[] = [];
  /** the answer for each path the test sets up; any other path answers 404 */
  const routes = new Map<string, Handler>();
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push({ path: url.pathname, query: url.search, headers: req.headers });
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      res.on('close', () => (inFlight -= 1));
      (routes.get(url.pathname) ?? json({ message: 'no such path' }, 404))(req, res, url);
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    // The server that never answers keeps its sockets open: end them so vitest can exit.
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    seen.length = 0;
    routes.clear();
    inFlight = 0;
    mostInFlight = 0;
  });

  return {
    seen,
    routes,
    /** the service's address, once it has started */
    base: () => base,
    /** the most requests open at once in this test */
    mostInFlight: () => mostInFlight,
    /** the adapter, by default on this service with the key and a 2 s limit */
    feed: (options: { apiKey?: string | null; timeoutMs?: number; baseUrl?: string } = {}) =>
      serviceFeed({
        baseUrl: options.baseUrl ?? base,
        apiKey: options.apiKey === undefined ? API_KEY : options.apiKey,
        timeoutMs: options.timeoutMs ?? 2_000,
      }),
  };
}

/** The reason of the FeedUnavailable the call throws. */
export async function reasonOf(call: Promise<unknown>): Promise<string> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FeedUnavailable);
  expect((err as Error).message).not.toContain(API_KEY);
  return (err as FeedUnavailable).reason;
}

/** One record as the service sends it, with `over` laid on top. */
export const record = (over: Record<string, unknown> = {}) => ({
  id: 41,
  title: [
    { key: 'en', value: 'Deep Ellum Jazz Night' },
    { key: 'es', value: 'Noche de jazz en Deep Ellum' },
  ],
  description: 'Live jazz on Elm Street.',
  image: 'https://cdn.events.test/jazz.jpg',
  start_date: '2026-05-01',
  end_date: '2026-05-01',
  start_time: '19:30',
  end_time: '23:00',
  map_lat: 32.784,
  map_lng: -96.783,
  merchant_id: 9,
  price_range: '$$',
  business_name: 'The Free Man',
  repeat: 'weekly',
  city_name: 'Dallas',
  rating: 4.5,
  distance_km: 3.2,
  ...over,
});

/** A city's events answer holding the records. */
export const events = (...records: unknown[]) => ({ data: { city_name: 'Dallas', events: records } });
