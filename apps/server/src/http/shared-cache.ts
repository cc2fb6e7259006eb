// A cache of short-lived answers that every server process shares when REDIS_URL is set (docs/decisions/035-redis-
// scale-out.md), and this process keeps alone otherwise; first used for the events feed's answers
// (docs/decisions/062-events-and-special-offers.md). It never fails a page: a Redis error is logged and read as a
// miss, and a write that fails is dropped.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedCache } from '../adapters/events/cached-feed';
import { Generations } from '../lib/generations';

// The type is declared with its first user, since adapters/ may not import http/ (eslint-boundaries.mjs).
export type { SharedCache };

/** The entries a process keeps alone by default. */
export const SHARED_CACHE_ENTRIES = 10_000;

/** At most `maxEntries`, in two generations dropped whole (lib/generations.ts); each entry lives ttlMs. */
export function memorySharedCache(maxEntries = SHARED_CACHE_ENTRIES, now = () => Date.now()): SharedCache {
  const entries = new Generations<string, { value: string; expires: number }>(
    Math.max(1, Math.floor(maxEntries / 2)),
    { keepOlder: maxEntries > 1 },
  );
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires > now()) return entry.value;
      entries.delete(key);
      return null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expires: now() + ttlMs });
    },
  };
}

/** How often, at most, a Redis failure of the cache is logged while it lasts. */
const FAILURE_LOG_EVERY_MS = 30_000;

/** Keeps each value under `<prefix>:shared:<key>` with an expiry (SET PX), read by every process. */
export function redisSharedCache(commands: Redis, prefix: string, log: FastifyBaseLogger): SharedCache {
  const keyOf = (key: string) => `${prefix}:shared:${key}`;
  let lastLogged = 0;
  const failed = (err: unknown) => {
    const at = Date.now();
    if (at - lastLogged < FAILURE_LOG_EVERY_MS) return;
    lastLogged = at;
    log.warn(
      { err: { message: (err as Error).message } },
      'Redis shared cache failed: answers are loaded afresh until Redis answers',
    );
  };
  return {
    async get(key) {
      try {
        return await commands.get(keyOf(key));
      } catch (err) {
        failed(err);
        return null;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await commands.set(keyOf(key), value, 'PX', Math.max(1, Math.round(ttlMs)));
      } catch (err) {
        failed(err);
      }
    },
  };
}
