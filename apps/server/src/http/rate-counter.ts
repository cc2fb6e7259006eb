// Counters in fixed windows for the rate limits (http/rate-limits.ts, the upload and message limits): in this
// process's memory when it runs alone, in Redis when REDIS_URL makes several processes one
// (docs/decisions/035-redis-scale-out.md). A window starts at its key's first hit and lasts windowMs.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type Hit = { count: number; resetInMs: number };

export type RateCounter = {
  /** counts one hit of key; answers the count in the key's window and the time until it ends */
  incr(key: string, windowMs: number): Promise<Hit>;
  /** the count in the key's window now, without counting */
  peek(key: string): Promise<number>;
  /** the key starts afresh */
  forget(key: string): Promise<void>;
};

/** Keys kept in memory at most (expired ones go first), so a flood of addresses cannot fill the memory. */
const MAX_KEYS = 50_000;

/** Today's behaviour: one process counts alone. */
export function memoryCounter(now = () => Date.now()): RateCounter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, at: number) => {
    const entry = hits.get(key);
    return entry && entry.resetAt > at ? entry : undefined;
  };
  return {
    async incr(key, windowMs) {
      const at = now();
      let entry = live(key, at);
      if (!entry) {
        if (hits.size >= MAX_KEYS) {
          for (const [k, v] of hits) if (v.resetAt <= at) hits.delete(k);
          if (hits.size >= MAX_KEYS) hits.delete(hits.keys().next().value!);
        }
        hits.delete(key);
        entry = { count: 0, resetAt: at + windowMs };
        hits.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - at };
    },
    async peek(key) {
      return live(key, now())?.count ?? 0;
    },
    async forget(key) {
      hits.delete(key);
    },
  };
}

// One round trip, atomic: the first hit of a window sets its expiry, so the window cannot outlive its time
// even when the process that counted stops between the two steps.
const INCR_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** How often, at most, a Redis failure of the counters is logged while it lasts. */
const FAILURE_LOG_EVERY_MS = 30_000;

/**
 * Counts in Redis under `<prefix>:rate:<key>`, shared by every process. While Redis fails (down, or slower than
 * the command timeout), each process counts in its own memory instead: the limits still hold per process, at
 * worst the number of processes times the limit for the outage, and nobody is locked out by an outage
 * (docs/decisions/035-redis-scale-out.md "When Redis fails").
 */
export function redisCounter(client: Redis, prefix: string, log: FastifyBaseLogger): RateCounter {
  const local = memoryCounter();
  const keyOf = (key: string) => `${prefix}:rate:${key}`;
  let lastLogged = 0;
  const fallBack = <T>(err: unknown, fallback: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    if (now - lastLogged >= FAILURE_LOG_EVERY_MS) {
      lastLogged = now;
      log.warn(
        { err: { message: (err as Error).message } },
        'Redis rate counters failed: this process counts alone until Redis answers',
      );
    }
    return fallback();
  };
  return {
    async incr(key, windowMs) {
      try {
        const [count, ttl] = (await client.eval(INCR_IN_WINDOW, 1, keyOf(key), windowMs)) as [number, number];
        return { count, resetInMs: ttl };
      } catch (err) {
        return fallBack(err, () => local.incr(key, windowMs));
      }
    },
    async peek(key) {
      try {
        const [shared, alone] = await Promise.all([client.get(keyOf(key)), local.peek(key)]);
        // What this process counted alone during an outage still counts until its window ends.
        return Math.max(Number(shared ?? 0), alone);
      } catch (err) {
        return fallBack(err, () => local.peek(key));
      }
    },
    async forget(key) {
      await local.forget(key);
      try {
        await client.del(keyOf(key));
      } catch (err) {
        await fallBack(err, async () => undefined);
      }
    },
  };
}
