// A short-lived cache for hot public reads (docs/performance.md, "The listing page"). An answer is kept for a
// few seconds, and identical reads that arrive while it is loading share the one load. The routes whose
// successful writes change what a cache holds empty it once their write is done (listings, rooms, vocabulary
// names, a lister's profile, closing an account: calls of `clearAll`), so in one process a change shows on
// the next read; a refused or unrelated request leaves it warm (docs/decisions/013-input-hygiene-and-logs.md).
// With REDIS_URL, `clearAll` also empties the caches of every other process before the write answers
// (docs/decisions/035-redis-scale-out.md); the time limit bounds how long a change can take to show when
// that message is lost (Redis away).
import type { CacheInvalidation } from './cache-invalidation';

export type MicroCache<T> = {
  /** the kept answer for key, or the one load() gives, kept for the time limit */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** forgets the answer for key; a load still running for it is not kept */
  forget(key: string): void;
  /** forgets every answer; loads still running are not kept */
  clear(): void;
};

/**
 * Entries are kept in two generations of half the limit each: when the newer is full it becomes the older and
 * the older is dropped whole (a limit of one keeps no older generation). Dropping the oldest entry one at a time would leave V8's Map a run of deleted
 * slots at its start that every look for "the oldest" walks again (5 % of the server's time on random listing
 * pages, docs/performance.md "Views apart from the listing").
 */
export function microCache<T>(ttlMs: number, maxEntries: number, now = () => Date.now()): MicroCache<T> {
  type Entry = { value: Promise<T>; expires: number };
  const generation = Math.max(1, Math.floor(maxEntries / 2));
  let newer = new Map<string, Entry>();
  let older = new Map<string, Entry>();
  return {
    get(key, load) {
      const kept = newer.get(key) ?? older.get(key);
      if (kept && kept.expires > now()) return kept.value;
      if (!newer.has(key) && newer.size >= generation) {
        older = maxEntries > 1 ? newer : new Map();
        newer = new Map();
      }
      const map = newer;
      const value = load();
      const entry = { value, expires: now() + ttlMs };
      map.set(key, entry);
      // A failed load is not kept: the next read tries again.
      value.catch(() => {
        if (map.get(key) === entry) map.delete(key);
      });
      return value;
    },
    forget(key) {
      newer.delete(key);
      older.delete(key);
    },
    clear() {
      // Loads still running hold on to the old maps, so what they bring back is not kept.
      newer = new Map();
      older = new Map();
    },
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
