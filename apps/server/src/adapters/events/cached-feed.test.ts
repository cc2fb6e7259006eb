// The brief cache in front of an events feed (docs/decisions/062-events-and-special-offers.md), over a feed that
// counts its calls: answers kept per method and arguments, nearby points sharing one, identical asks at once
// sharing one load, failures not kept, and city counts kept per city so only unknown cities are asked about.
import type { FeedItem, FeedType } from '@crashpad/shared/api/feeds';
import { describe, expect, it } from 'vitest';
import { cachedFeed, CITY_COUNTS_TTL_MS, type SharedCache } from './cached-feed';
import { FeedUnavailable, type EventsFeed, type FeedCounts } from './feed';

const item = (id: string, type: FeedType = 'events'): FeedItem => ({
  id,
  type,
  title: [{ key: 'en', value: `Item ${id}` }],
  description: null,
  image: null,
  start_date: '2026-05-01',
  end_date: '2026-05-01',
  start_time: null,
  end_time: null,
  map_lat: 32.78,
  map_lng: -96.8,
  merchant_id: null,
  price_range: null,
  business_name: null,
  rating: null,
  distance_km: null,
  repeat: null,
  city_name: 'Dallas',
});

/** A feed that records every call; `fail` makes the next calls throw, `delayMs` makes them slow. */
function countingFeed() {
  const calls: { method: string; args: unknown[] }[] = [];
  const state = { fail: false, delayMs: 0, failCities: new Set<string>() };
  const answer = async <T>(method: string, args: unknown[], value: T): Promise<T> => {
    calls.push({ method, args });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.fail) throw new FeedUnavailable('down', 'status');
    return value;
  };
  const feed: EventsFeed = {
    name: 'service',
    near: (q) => answer('near', [q], [item(`near-${calls.length}`, q.type)]),
    soonest: (q) => answer('soonest', [q], [item(`soon-${calls.length}`, q.type)]),
    inCity: (q) => answer('inCity', [q], [item(`city-${calls.length}`, q.type)]),
    one: (type, id) => answer('one', [type, id], id === 'missing' ? null : item(id, type)),
    async cityCounts(cities, radiusKm) {
      const counts: FeedCounts = new Map();
      for (const c of cities)
        if (!state.failCities.has(c.name)) counts.set(c.key, { events: c.name.length, special_offers: 1 });
      return answer('cityCounts', [cities.map((c) => c.name), radiusKm], counts).then((value) => {
        if (cities.length > 0 && value.size === 0) throw new FeedUnavailable('none', 'status');
        return value;
      });
    },
  };
  return { feed, calls, state };
}

/** A SharedCache in a Map (http/shared-cache.ts is above adapters/, so not imported here). */
function mapCache(now = () => Date.now()): SharedCache {
  const kept = new Map<string, { value: string; expires: number }>();
  return {
    get: async (key) => {
      const entry = kept.get(key);
      return entry && entry.expires > now() ? entry.value : null;
    },
    set: async (key, value, ttlMs) => void kept.set(key, { value, expires: now() + ttlMs }),
  };
}

const near = { type: 'events' as const, lat: 32.77671, lng: -96.79702, radius: 100, limit: 4 };
const city = (key: string, name: string) => ({ key, name, lat: 32.8, lng: -96.8, listed: true });

describe('cachedFeed', () => {
  it('keeps each method’s answer per arguments, for the time limit', async () => {
    let now = 0;
    const { feed, calls } = countingFeed();
    const cached = cachedFeed(
      feed,
      mapCache(() => now),
      60_000,
    );
    const first = await cached.near(near);
    expect(await cached.near(near)).toEqual(first);
    await cached.near({ ...near, limit: 8 });
    await cached.near({ ...near, type: 'special_offers' });
    await cached.soonest({ type: 'events', limit: 8 });
    await cached.soonest({ type: 'events', limit: 8 });
    await cached.inCity({ type: 'events', city: 'Dallas', radius: 100, limit: 4 });
    await cached.inCity({ type: 'events', city: 'Dallas', radius: 100, limit: 4 });
    await cached.inCity({ type: 'events', city: 'Austin', radius: 100, limit: 4 });
    await cached.inCity({ type: 'events', city: 'Dallas', lat: 32.8, lng: -96.8, radius: 100, limit: 4 });
    expect((await cached.one('events', '7'))?.id).toBe('7');
    expect(await cached.one('events', 'missing')).toBeNull();
    expect(await cached.one('events', '7')).toEqual(item('7'));
    expect(await cached.one('events', 'missing')).toBeNull();
    expect(calls.map((c) => c.method)).toEqual([
      'near',
      'near',
      'near',
      'soonest',
      'inCity',
      'inCity',
      'inCity',
      'one',
      'one',
    ]);
    now += 60_000;
    await cached.near(near);
    expect(calls).toHaveLength(10);
  });

  it('shares one answer between points within a few metres, and asks the feed with the rounded point', async () => {
    const { feed, calls } = countingFeed();
    const cached = cachedFeed(feed, mapCache());
    const a = await cached.near(near);
    const b = await cached.near({ ...near, lat: 32.7766, lng: -96.7974 });
    expect(b).toEqual(a);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0]).toMatchObject({ lat: 32.777, lng: -96.797 });
    await cached.near({ ...near, lat: 32.7786 });
    expect(calls).toHaveLength(2);
  });

  it('loads identical asks made at the same time once', async () => {
    const { feed, calls, state } = countingFeed();
    state.delayMs = 20;
    const cached = cachedFeed(feed, mapCache());
    const answers = await Promise.all([cached.near(near), cached.near(near), cached.one('events', '3')]);
    expect(answers[0]).toBe(answers[1]);
    expect(calls.map((c) => c.method)).toEqual(['near', 'one']);
  });

  it('does not keep a failure: the next ask tries again', async () => {
    const { feed, calls, state } = countingFeed();
    const cached = cachedFeed(feed, mapCache());
    state.fail = true;
    const both = await Promise.allSettled([
      cached.soonest({ type: 'events', limit: 4 }),
      cached.soonest({ type: 'events', limit: 4 }),
    ]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toHaveLength(1);
    state.fail = false;
    expect(await cached.soonest({ type: 'events', limit: 4 })).toHaveLength(1);
    expect(await cached.soonest({ type: 'events', limit: 4 })).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('reads answers another process kept in the shared cache', async () => {
    const shared = mapCache();
    const one = countingFeed();
    const two = countingFeed();
    const a = await cachedFeed(one.feed, shared).inCity({
      type: 'events',
      city: 'Dallas',
      radius: 100,
      limit: 4,
    });
    const b = await cachedFeed(two.feed, shared).inCity({
      type: 'events',
      city: 'Dallas',
      radius: 100,
      limit: 4,
    });
    expect(b).toEqual(a);
    expect(two.calls).toHaveLength(0);
  });

  it('loads afresh when the cache fails or holds something unreadable', async () => {
    const broken: SharedCache = {
      get: async (key) => (key.includes('soonest') ? 'not json' : Promise.reject(new Error('down'))),
      set: () => Promise.reject(new Error('down')),
    };
    const { feed, calls } = countingFeed();
    const cached = cachedFeed(feed, broken);
    expect(await cached.near(near)).toHaveLength(1);
    expect(await cached.soonest({ type: 'events', limit: 4 })).toHaveLength(1);
    expect(await cached.cityCounts([city('dfw', 'Dallas')], 100)).toEqual(
      new Map([['dfw', { events: 6, special_offers: 1 }]]),
    );
    expect(calls).toHaveLength(3);
  });

  it('keeps city counts per city and radius for ten minutes, asking only about the cities not kept', async () => {
    let now = 0;
    const { feed, calls, state } = countingFeed();
    const cached = cachedFeed(
      feed,
      mapCache(() => now),
    );
    expect(await cached.cityCounts([city('dfw', 'Dallas'), city('aus', 'Austin')], 100)).toEqual(
      new Map([
        ['dfw', { events: 6, special_offers: 1 }],
        ['aus', { events: 6, special_offers: 1 }],
      ]),
    );
    // a caller's own keys for the same cities
    const counts = await cached.cityCounts(
      [city('d', 'Dallas'), city('h', 'Houston'), city('a', 'Austin')],
      100,
    );
    expect([...counts.keys()].sort()).toEqual(['a', 'd', 'h']);
    expect(counts.get('h')).toEqual({ events: 7, special_offers: 1 });
    await cached.cityCounts([city('dfw', 'Dallas')], 50);
    expect(calls.map((c) => c.args)).toEqual([
      [['Dallas', 'Austin'], 100],
      [['Houston'], 100],
      [['Dallas'], 50],
    ]);
    // a city the feed failed on is not kept, and is asked about again
    state.failCities.add('Tulsa');
    const withTulsa = await cached.cityCounts([city('dfw', 'Dallas'), city('tul', 'Tulsa')], 100);
    expect([...withTulsa.keys()]).toEqual(['dfw']);
    state.failCities.clear();
    expect((await cached.cityCounts([city('tul', 'Tulsa')], 100)).get('tul')).toEqual({
      events: 5,
      special_offers: 1,
    });
    expect(calls).toHaveLength(5);
    now += CITY_COUNTS_TTL_MS;
    await cached.cityCounts([city('dfw', 'Dallas')], 100);
    expect(calls).toHaveLength(6);
  });

  it('answers the kept counts when the feed fails on every other city, and throws when nothing is known', async () => {
    const { feed, state } = countingFeed();
    const cached = cachedFeed(feed, mapCache());
    await cached.cityCounts([city('dfw', 'Dallas')], 100);
    state.fail = true;
    expect(await cached.cityCounts([city('dfw', 'Dallas'), city('aus', 'Austin')], 100)).toEqual(
      new Map([['dfw', { events: 6, special_offers: 1 }]]),
    );
    await expect(cached.cityCounts([city('aus', 'Austin')], 100)).rejects.toBeInstanceOf(FeedUnavailable);
  });

  it('asks about the same unknown cities once when asked at the same time', async () => {
    const { feed, calls, state } = countingFeed();
    state.delayMs = 20;
    const cached = cachedFeed(feed, mapCache());
    const cities = [city('dfw', 'Dallas'), city('aus', 'Austin')];
    const [a, b] = await Promise.all([cached.cityCounts(cities, 100), cached.cityCounts(cities, 100)]);
    expect(b).toEqual(a);
    expect(calls).toHaveLength(1);
  });
});
