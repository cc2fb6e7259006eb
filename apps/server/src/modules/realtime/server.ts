// Socket.IO on the app's own HTTP server (docs/product/specification/3-money-and-messaging.md §4 "Realtime", §9 online count; docs/architecture.md;
// docs/decisions/033-real-time.md). A socket proves its session with the token the API takes as a bearer, joins
// its member's room and its session's room, and only listens: members write through the API, which publishes.
// With REDIS_URL the Redis adapter carries every room and event between the server processes.
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  REALTIME_ERRORS,
  REALTIME_EVENTS,
  REALTIME_PATH,
  type ChatEvent,
  type OnlineEvent,
} from '@crashpad/shared/api/realtime';
import type { Realtime } from '../../context';
import { authenticate, liveSessions, onSessionsRevoked, type SessionContext } from '../accounts';

export type { Realtime };

/** How often each process re-checks its sockets' sessions (expiry; a revocation another process missed). */
const SESSION_CHECK_MS = 60_000;
/** How often the online count is recounted across processes, besides after each local (dis)connection. */
const ONLINE_RECOUNT_MS = 15_000;
const RECOUNT_DEBOUNCE_MS = 300;
/** The longest token a socket may present; the API's tokens are a few hundred characters. */
const MAX_TOKEN_LENGTH = 4096;

export type SocketData = { userId: number; sessionId: string };
type ToClient = { chat: (event: ChatEvent) => void; online: (event: OnlineEvent) => void };
type FromClient = Record<string, never>;
type RealtimeServer = Server<FromClient, ToClient, Record<string, never>, SocketData>;

const userRoom = (id: number) => `user:${id}`;
const sessionRoom = (id: string) => `session:${id}`;

export function createRealtime(
  httpServer: HttpServer,
  options: {
    sessions: SessionContext;
    redis: { url: string; prefix: string } | null;
    log: FastifyBaseLogger;
  },
): Realtime {
  const io: RealtimeServer = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Clients only listen: nothing they send is read, and nothing large is accepted.
    maxHttpBufferSize: 16 * 1024,
    // Same origin only (the web app is served by this server; the dev server proxies).
    cors: undefined,
  });
  const redis = options.redis ? redisAdapter(io, options.redis, options.log) : null;

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
      next(new Error(REALTIME_ERRORS.unauthorized));
      return;
    }
    authenticate(options.sessions, token).then(
      (auth) => {
        if (!auth) return next(new Error(REALTIME_ERRORS.unauthorized));
        socket.data = { userId: auth.user.id, sessionId: auth.sessionId };
        next();
      },
      (err: unknown) => {
        options.log.error({ err }, 'could not check a socket session');
        next(new Error(REALTIME_ERRORS.unauthorized));
      },
    );
  });

  let lastCount = -1;
  let recountTimer: NodeJS.Timeout | null = null;
  const onlineCount = async () => {
    const sockets = await io.fetchSockets();
    return new Set(sockets.map((s) => s.data.userId)).size;
  };
  const recount = () => {
    onlineCount().then(
      (count) => {
        if (count === lastCount) return;
        lastCount = count;
        const event: OnlineEvent = { count };
        // Each process tells its own sockets: every process counts the same members.
        io.local.emit(REALTIME_EVENTS.online, event);
      },
      (err: unknown) => options.log.warn({ err }, 'could not count the members online'),
    );
  };
  const recountSoon = () => {
    if (recountTimer) return;
    recountTimer = setTimeout(() => {
      recountTimer = null;
      recount();
    }, RECOUNT_DEBOUNCE_MS);
  };

  io.on('connection', (socket: Socket<FromClient, ToClient, Record<string, never>, SocketData>) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    // A session revoked between the handshake's check and joining its room was not in the room to disconnect.
    liveSessions(options.sessions.db, [socket.data.sessionId]).then(
      (live) => {
        if (!live.has(socket.data.sessionId)) socket.disconnect(true);
      },
      (err: unknown) => options.log.warn({ err }, 'could not re-check a socket session'),
    );
    if (lastCount >= 0) socket.emit(REALTIME_EVENTS.online, { count: lastCount } satisfies OnlineEvent);
    recountSoon();
    socket.on('disconnect', recountSoon);
  });

  // A session revoked here (logout, password change, deactivation) loses its sockets at once, on every process.
  const stopListening = onSessionsRevoked((ids) => {
    io.in(ids.map(sessionRoom)).disconnectSockets(true);
  });
  const sessionCheck = setInterval(() => {
    const local = [...io.of('/').sockets.values()];
    if (local.length === 0) return;
    liveSessions(options.sessions.db, [...new Set(local.map((s) => s.data.sessionId))]).then(
      (live) => {
        for (const socket of local) if (!live.has(socket.data.sessionId)) socket.disconnect(true);
      },
      (err: unknown) => options.log.warn({ err }, 'could not re-check socket sessions'),
    );
  }, SESSION_CHECK_MS);
  const recountTicker = setInterval(recount, ONLINE_RECOUNT_MS);
  sessionCheck.unref();
  recountTicker.unref();

  return {
    publishChat(event) {
      io.to([userRoom(event.to), userRoom(event.from_user)]).emit(REALTIME_EVENTS.chat, event);
    },
    async isMemberOnline(userId) {
      // This process first: no round trip through Redis when the member is connected here.
      if (io.of('/').adapter.rooms.get(userRoom(userId))?.size) return true;
      const sockets = await io.in(userRoom(userId)).fetchSockets();
      return sockets.length > 0;
    },
    onlineCount,
    async close() {
      stopListening();
      clearInterval(sessionCheck);
      clearInterval(recountTicker);
      if (recountTimer) clearTimeout(recountTimer);
      io.local.disconnectSockets(true);
      // Not io.close(): that closes the HTTP server too, which Fastify closes itself.
      io.engine.close();
      if (redis) {
        // The adapter answers other processes' requests (fetchSockets, counts) by publishing without waiting;
        // one that arrives while this process closes would fail on the closed connection as an unhandled
        // rejection. Unsubscribed first, and from now on its publishes go nowhere.
        await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
        redis.pub.publish = (() => Promise.resolve(0)) as unknown as typeof redis.pub.publish;
        await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
      }
    },
  };
}

function redisAdapter(io: RealtimeServer, redis: { url: string; prefix: string }, log: FastifyBaseLogger) {
  const pub = new Redis(redis.url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  // ioredis reconnects by itself; say so once per failure, without the URL (it may hold a password).
  for (const client of [pub, sub])
    client.on('error', (err: Error) => log.warn({ err: { message: err.message } }, 'Redis connection error'));
  io.adapter(createAdapter(pub, sub, { key: `${redis.prefix}:socket.io` }));
  return { pub, sub };
}
