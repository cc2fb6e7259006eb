// A brief cache in front of an events feed (docs/decisions/062-events-and-special-offers.md): the home page, map
// and listing pages ask the same few questions over and over, and the outside service should not hear each one.
// Answers are kept in the SharedCache (in Redis when REDIS_URL is set, so every process shares them); identical
// asks running at the same time in one process share one load; a failure is never kept, so the next ask tries
// again.
import type { FeedItem } from '@crashpad/shared/api/feeds';
import type { CountedCity, EventsFeed, FeedCounts } from './feed';

/**
 * Text kept for a while under a key, shared by the processes when Redis is there (http/shared-cache.ts builds
 * them). Declared here because adapters/ may not import http/ (eslint-boundaries.mjs). It never fails: an
 * outage reads as a miss.
 */
export type SharedCache = {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
};

/** How long a city's counts are kept: they change slowly and cost two calls per city. */
export const CITY_COUNTS_TTL_MS = 10 * 60_000;
/** Bumped when a kept answer's shape changes, so processes of two releases do not read each other's. */
const VERSION = 'v1';

/** 3 decimals (about 110 m): asks from nearly the same point share one answer. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function cachedFeed(feed: EventsFeed, cache: SharedCache, ttlMs = 60_000): EventsFeed {
  const prefix = `feeds:${VERSION}:${feed.name}`;
  const running = new Map<string, Promise<unknown>>();

  /** One load per key at a time in this process: asks made while it runs share its answer or its failure. */
  const flight = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const pending = running.get(key);
    if (pending) return pending as Promise<T>;
    const started = compute().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
  /** What is kept is read first; a success is kept for ttl. */
  const load = <T>(key: string, ttl: number, compute: () => Promise<T>): Promise<T> =>
    flight(key, async () => {
      const kept = await cache.get(key).catch(() => null);
      if (kept !== null) {
        try {
          return JSON.parse(kept) as T;
        } catch {
          // unreadable: load afresh and overwrite it
        }
      }
      const answer = await compute();
      // Not awaited: the page need not wait for the cache's write.
      cache.set(key, JSON.stringify(answer), ttl).catch(() => {});
      return answer;
    });
  const keyOf = (method: string, ...args: unknown[]) => `${prefix}:${method}:${JSON.stringify(args)}`;

  const cityKey = (city: CountedCity, radiusKm: number) =>
    keyOf('city-count', city.name, round3(city.lat), round3(city.lng), radiusKm);

  return {
    name: feed.name,
    near(q) {
      // The feed is asked with the rounded point too, so a kept answer is the same whoever loaded it.
      const lat = round3(q.lat);
      const lng = round3(q.lng);
      return load<FeedItem[]>(keyOf('near', q.type, lat, lng, q.radius, q.limit), ttlMs, () =>
        feed.near({ ...q, lat, lng }),
      );
    },
    soonest(q) {
      return load<FeedItem[]>(keyOf('soonest', q.type, q.limit), ttlMs, () => feed.soonest(q));
    },
    inCity(q) {
      const lat = q.lat === undefined ? undefined : round3(q.lat);
      const lng = q.lng === undefined ? undefined : round3(q.lng);
      const key = keyOf('in-city', q.type, q.city, lat ?? null, lng ?? null, q.radius, q.limit);
      return load<FeedItem[]>(key, ttlMs, () =>
        feed.inCity({ ...q, ...(lat === undefined ? {} : { lat }), ...(lng === undefined ? {} : { lng }) }),
      );
    },
    one(type, id) {
      // null (no such item) is an answer too, kept like the others
      return load<FeedItem | null>(keyOf('one', type, id), ttlMs, () => feed.one(type, id));
    },
    async cityCounts(cities, radiusKm) {
      const counts: FeedCounts = new Map();
      const kept = await Promise.all(
        cities.map(async (city) => {
          const value = await cache.get(cityKey(city, radiusKm)).catch(() => null);
          try {
            return value === null ? null : (JSON.parse(value) as { events: number; special_offers: number });
          } catch {
            return null;
          }
        }),
      );
      const unknown: CountedCity[] = [];
      cities.forEach((city, i) => {
        const count = kept[i];
        if (count) counts.set(city.key, count);
        else unknown.push(city);
      });
      if (unknown.length === 0) return counts;
      // Only the cities not kept are asked about; the same set asked at once in this process is asked once.
      const flightKey = keyOf('city-counts', radiusKm, unknown);
      let fresh: FeedCounts;
      try {
        fresh = await flight(flightKey, async () => {
          const answer = await feed.cityCounts(unknown, radiusKm);
          for (const city of unknown) {
            const count = answer.get(city.key);
            if (count)
              cache.set(cityKey(city, radiusKm), JSON.stringify(count), CITY_COUNTS_TTL_MS).catch(() => {});
          }
          return answer;
        });
      } catch (err) {
        // The feed counted none of them: the kept ones still answer, as a failed city is left out.
        if (counts.size > 0) return counts;
        throw err;
      }
      for (const [key, count] of fresh) counts.set(key, count);
      return counts;
    },
  };
}
