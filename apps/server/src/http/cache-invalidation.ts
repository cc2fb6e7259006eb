// Empties the micro-caches of every server process after a write (http/micro-cache.ts), through Redis pub/sub on
// `<REDIS_PREFIX>:caches:clear` (docs/decisions/035-redis-scale-out.md). Each process subscribes on a connection
// of its own (a subscribed connection can do nothing else) and ignores what it published itself.
//
// PUBLISH returns once Redis has written the message to the subscribers' sockets, not once they have read it: a
// request reaching another process in that instant could still be answered from its old cache. So each receiver
// clears, then acknowledges on `<REDIS_PREFIX>:caches:cleared`, and the writer waits for as many acknowledgements
// as PUBLISH counted receivers (at most ACK_WAIT_MS: a receiver that is stuck must not hold every write). The
// writer's own subscription acknowledges too (without clearing: the writer cleared first), so the count is right
// also while that subscription is reconnecting and not counted.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type CacheInvalidation = {
  /** tells every other process to empty its caches; resolves once they all have (or after ACK_WAIT_MS), or
   *  once Redis failed (logged) */
  announce(): Promise<void>;
  /** `clear` runs when another process wrote, and when the subscription comes back after a break */
  listen(clear: () => void): void;
};

export const cacheChannel = (prefix: string) => `${prefix}:caches:clear`;
const clearedChannel = (prefix: string) => `${prefix}:caches:cleared`;
/** how long a write waits for the other processes to say they cleared */
export const ACK_WAIT_MS = 500;

export async function redisCacheInvalidation(
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<CacheInvalidation> {
  const channel = cacheChannel(prefix);
  const cleared = clearedChannel(prefix);
  // Tells this process's messages from the others' (two apps in one test process count as two).
  const self = randomBytes(8).toString('hex');
  let sequence = 0;
  const listeners: (() => void)[] = [];
  /** announcements of this process waiting for acknowledgements: id → one call per acknowledgement */
  const waiting = new Map<string, () => void>();
  const clearAll = () => listeners.forEach((clear) => clear());
  await subscriber.subscribe(channel, cleared);
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) {
      // `<sender> <sequence>`: the sender's id leads, so its own message is known without parsing further.
      if (!message.startsWith(`${self} `)) clearAll();
      publisher.publish(cleared, message).catch(() => {
        // The writer then stops waiting at its time limit; the caches here are already empty.
      });
    } else if (from === cleared) {
      waiting.get(message)?.();
    }
  });
  // Messages sent while the subscription was down are lost: start afresh rather than wait for the time limit.
  subscriber.on('ready', clearAll);
  return {
    async announce() {
      const id = `${self} ${++sequence}`;
      let acknowledged = 0;
      let expected = Infinity;
      let done!: () => void;
      const allCleared = new Promise<void>((resolve) => (done = resolve));
      waiting.set(id, () => {
        if (++acknowledged >= expected) done();
      });
      const timer = setTimeout(done, ACK_WAIT_MS);
      try {
        // Counts every subscribed connection, this process's own among them (which acknowledges too).
        expected = await publisher.publish(channel, id);
        if (acknowledged >= expected) done();
        await allCleared;
      } catch (err) {
        // The other processes' caches then show the change when their time limit ends (a few seconds).
        log.warn(
          { err: { message: (err as Error).message } },
          'could not tell the other processes of a write',
        );
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
    listen(clear) {
      listeners.push(clear);
    },
  };
}
