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
  /** the kept answer for key, or the one load() gives, kept for the time limit (see keepOnSecondRead) */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** forgets the answer for key (not that it was asked for); a load still running for it is not kept */
  forget(key: string): void;
  /** forgets every answer; loads still running are not kept */
  clear(): void;
};

export type MicroCacheOptions = {
  /**
   * Keep an answer only once its key is asked for again within the time limit: the first read of a key in the
   * window leaves a mark and lets its answer go once given, unless another read arrived while it loaded. A key
   * whose kept answer expired less than a time limit ago counts as asked for again, so a key read steadily costs
   * one load per time limit. For reads spread over many keys, where most are asked for once, keeping every answer
   * costs the garbage collector more than it saves the database (docs/performance.md, "A record kept on its
   * second read").
   */
  keepOnSecondRead?: boolean;
  now?: () => number;
};

/** At most `maxEntries` kept, in two generations dropped whole (lib/generations.ts). */
export function microCache<T>(
  ttlMs: number,
  maxEntries: number,
  { keepOnSecondRead = false, now = () => Date.now() }: MicroCacheOptions = {},
): MicroCache<T> {
  // value null: read once in the window, its answer not kept
  type Entry = { value: Promise<T> | null; expires: number; reads: number };
  // a limit of one keeps no older generation
  const entries = new Generations<string, Entry>(Math.max(1, Math.floor(maxEntries / 2)), {
    keepOlder: maxEntries > 1,
  });
  return {
    get(key, load) {
      const at = now();
      const kept = entries.get(key);
      const live = kept && kept.expires > at ? kept : undefined;
      if (live?.value) {
        live.reads += 1;
        return live.value;
      }
      const value = load();
      // asked for again: marked in the window, or kept until less than a time limit ago
      const again =
        live !== undefined || (kept !== undefined && kept.reads >= 2 && kept.expires > at - ttlMs);
      const entry: Entry = { value, expires: at + ttlMs, reads: again ? 2 : 1 };
      entries.set(key, entry);
      value.then(
        () => {
          // read once while it loaded: keep the mark, let the answer go
          if (keepOnSecondRead && entry.reads === 1) entry.value = null;
        },
        // A failed load is not kept: the next read tries again (unless a write emptied the cache meanwhile).
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    forget(key) {
      const kept = entries.get(key);
      entries.delete(key);
      // the key's mark stays (a new object, which a running load does not fill): its next read loads afresh
      if (keepOnSecondRead && kept)
        entries.set(key, { value: null, expires: kept.expires, reads: kept.reads });
    },
    // Loads still running are not kept: their entries went with the cleared generations.
    clear: () => entries.clear(),
  };
}

/** The app's micro-caches, so that one write can empty them all. */
export type MicroCaches = {
  create<T>(ttlMs: number, maxEntries: number, options?: Omit<MicroCacheOptions, 'now'>): MicroCache<T>;
  /** called after a successful write that changes what the caches hold (listings and what their pages show);
   * resolves once every process has been told */
  clearAll(): Promise<void>;
};

export function microCaches(others: CacheInvalidation | null = null): MicroCaches {
  const all: MicroCache<unknown>[] = [];
  const clearHere = () => all.forEach((c) => c.clear());
  others?.listen(clearHere);
  return {
    create<T>(ttlMs: number, maxEntries: number, options: Omit<MicroCacheOptions, 'now'> = {}) {
      const cache = microCache<T>(ttlMs, maxEntries, options);
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
