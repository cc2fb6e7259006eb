// The Redis connections that make several server processes behave as one (docs/decisions/035-redis-scale-out.md).
// The URL may carry a password: it never goes into a log line or an error message.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a start waits for Redis before it fails with a clear message. */
export const REDIS_START_TIMEOUT_MS = 5_000;
/** A command that takes longer fails, and the caller falls back (a slow Redis must not hold up requests). */
const COMMAND_TIMEOUT_MS = 500;

export class RedisUnreachable extends Error {}

/**
 * Connects and checks that Redis answers, or throws within REDIS_START_TIMEOUT_MS. Commands fail at once while
 * the connection is down (no offline queue) so that callers fall back instead of waiting; ioredis reconnects by
 * itself.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  role: string,
  options: { prefix?: string; timeoutMs?: number } = {},
): Promise<Redis> {
  const timeoutMs = options.timeoutMs ?? REDIS_START_TIMEOUT_MS;
  const client = new Redis(url, {
    lazyConnect: true,
    // Named, so that an operator's CLIENT LIST says which deployment and which use each connection serves.
    ...(options.prefix ? { connectionName: `${options.prefix}:${role.replaceAll(' ', '-')}` } : {}),
    connectTimeout: timeoutMs,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Retry forever once started, at most every 2 s: the processes keep serving while Redis is away.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastError = '';
  client.on('error', (err: Error) => {
    // One line per distinct failure, not one per reconnection attempt.
    if (err.message === lastError) return;
    lastError = err.message;
    log.warn({ err: { message: err.message }, redis: role }, 'Redis connection error');
  });
  client.on('ready', () => {
    if (lastError !== '') log.info({ redis: role }, 'Redis connection back');
    lastError = '';
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
  } catch (err) {
    client.disconnect();
    throw new RedisUnreachable(
      `Redis at REDIS_URL could not be reached (${(err as Error).message}); start Redis, fix REDIS_URL, ` +
        'or remove REDIS_URL to run one process alone',
    );
  } finally {
    clearTimeout(timer);
  }
  return client;
}

/** Closes a connection politely, or drops it when Redis does not answer. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
