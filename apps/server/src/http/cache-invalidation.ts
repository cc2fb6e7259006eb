// Empties the micro-caches of every server process after a write (http/micro-cache.ts), through Redis pub/sub on
// `<REDIS_PREFIX>:caches:clear` (docs/decisions/035-redis-scale-out.md). Each process subscribes on a connection
// of its own (a subscribed connection can do nothing else) and ignores what it published itself.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type CacheInvalidation = {
  /** tells every other process to empty its caches; resolves once Redis has passed it on, or failed (logged) */
  announce(): Promise<void>;
  /** `clear` runs when another process wrote, and when the subscription comes back after a break */
  listen(clear: () => void): void;
};

export const cacheChannel = (prefix: string) => `${prefix}:caches:clear`;

export async function redisCacheInvalidation(
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<CacheInvalidation> {
  const channel = cacheChannel(prefix);
  // Tells this process's messages from the others' (two apps in one test process count as two).
  const self = randomBytes(8).toString('hex');
  const listeners: (() => void)[] = [];
  const clearAll = () => listeners.forEach((clear) => clear());
  await subscriber.subscribe(channel);
  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== self) clearAll();
  });
  // Messages sent while the subscription was down are lost: start afresh rather than wait for the time limit.
  subscriber.on('ready', clearAll);
  return {
    async announce() {
      try {
        await publisher.publish(channel, self);
      } catch (err) {
        // The other processes' caches then show the change when their time limit ends (a few seconds).
        log.warn(
          { err: { message: (err as Error).message } },
          'could not tell the other processes of a write',
        );
      }
    },
    listen(clear) {
      listeners.push(clear);
    },
  };
}
