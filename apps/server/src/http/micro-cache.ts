// A short-lived cache for hot public reads (docs/performance.md, "The listing page"). An answer is kept for a
// few seconds, and identical reads that arrive while it is loading share the one load. The routes whose
// successful writes change what a cache holds empty it once their write is done (listings, rooms, vocabulary
// names, a lister's profile, closing an account: calls of `clearAll`), so in one process a change shows on
// the next read; a refused or unrelated request leaves it warm (docs/decisions/013-input-hygiene-and-logs.md).
// With REDIS_URL, `clearAll` also empties the caches of every other process before the write answers
// (docs/decisions/035-redis-scale-out.md); the time limit bounds how long a change can take to show when
// that message is lost (Redis away).
import { Generations } from '../lib/generations';
import type { CacheInvalidation } from './cache-invalidation';

export type MicroCache<T> = {
  /** the kept answer for key, or the one load() gives, kept for the time limit */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** forgets the answer for key; a load still running for it is not kept */
  forget(key: string): void;
  /** forgets every answer; loads still running are not kept */
  clear(): void;
};

/** At most `maxEntries` kept, in two generations dropped whole (lib/generations.ts). */
export function microCache<T>(ttlMs: number, maxEntries: number, now = () => Date.now()): MicroCache<T> {
  type Entry = { value: Promise<T>; expires: number };
  // a limit of one keeps no older generation
  const entries = new Generations<string, Entry>(Math.max(1, Math.floor(maxEntries / 2)), {
    keepOlder: maxEntries > 1,
  });
  return {
    get(key, load) {
      const kept = entries.get(key);
      if (kept && kept.expires > now()) return kept.value;
      const value = load();
      const entry = { value, expires: now() + ttlMs };
      entries.set(key, entry);
      // A failed load is not kept: the next read tries again (unless a write emptied the cache meanwhile).
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    forget: (key) => entries.delete(key),
    // Loads still running are not kept: their entries went with the cleared generations.
    clear: () => entries.clear(),
  };
}

/** The app's micro-caches, so that one write can empty them all. */
export type MicroCaches = {
  create<T>(ttlMs: number, maxEntries: number): MicroCache<T>;
  /** called after a successful write that changes what the caches hold (listings and what their pages show);
   * resolves once every process has been told */
  clearAll(): Promise<void>;
};

export function microCaches(others: CacheInvalidation | null = null): MicroCaches {
  const all: MicroCache<unknown>[] = [];
  const clearHere = () => all.forEach((c) => c.clear());
  others?.listen(clearHere);
  return {
    create<T>(ttlMs: number, maxEntries: number) {
      const cache = microCache<T>(ttlMs, maxEntries);
      all.push(cache as MicroCache<unknown>);
      return cache;
    },
    async clearAll() {
      clearHere();
      // Awaited, so that a change answered to one client shows on every process at its next read.
      if (others) await others.announce();
    },
  };
}
