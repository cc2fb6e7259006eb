// The cache of short-lived answers (docs/decisions/062-events-and-special-offers.md, docs/decisions/035-redis-
// scale-out.md): in memory, bounded and expiring; in Redis, shared by two processes' caches with an expiry, and a
// miss rather than a failure while Redis is away. The Redis part is skipped, with the reason printed, when no
// Redis answers at TEST_REDIS_URL.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../adapters/redis/redis-connection';
import { dropRedisKeys, redisUnavailable, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';
import { memorySharedCache, redisSharedCache } from './shared-cache';

const log = pino({ level: 'silent' });

describe('memorySharedCache', () => {
  it('keeps a value for its time limit', async () => {
    let now = 1_000;
    const cache = memorySharedCache(10, () => now);
    expect(await cache.get('a')).toBeNull();
    await cache.set('a', '[1]', 5_000);
    await cache.set('b', '"b"', 10_000);
    now += 4_999;
    expect(await cache.get('a')).toBe('[1]');
    now += 1;
    expect(await cache.get('a')).toBeNull();
    expect(await cache.get('b')).toBe('"b"');
    await cache.set('b', '"c"', 10_000);
    expect(await cache.get('b')).toBe('"c"');
  });

  it('holds at most maxEntries, the most recent', async () => {
    const cache = memorySharedCache(4);
    for (let n = 0; n < 10; n++) await cache.set(`k${n}`, String(n), 60_000);
    const held = [];
    for (let n = 0; n < 10; n++) if ((await cache.get(`k${n}`)) !== null) held.push(n);
    expect(held.length).toBeLessThanOrEqual(4);
    expect(held).toContain(9);
  });
});

const unavailable = await redisUnavailable();
if (unavailable)
  console.warn(
    `Redis shared cache: SKIPPED, no Redis at ${TEST_REDIS_URL} (${unavailable}); .ci/run starts one`,
  );

describe.skipIf(unavailable !== null)('redisSharedCache', () => {
  const prefix = testRedisPrefix();
  const clients: Awaited<ReturnType<typeof connectRedis>>[] = [];
  const client = async () => {
    const c = await connectRedis(TEST_REDIS_URL, log, 'test');
    clients.push(c);
    return c;
  };
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await dropRedisKeys(prefix);
  });

  it('shares a value between two processes’ caches, under the prefix, with an expiry', async () => {
    const [one, two] = [
      redisSharedCache(await client(), prefix, log),
      redisSharedCache(await client(), prefix, log),
    ];
    expect(await two.get('feeds:near')).toBeNull();
    await one.set('feeds:near', '[{"id":"1"}]', 60_000);
    expect(await two.get('feeds:near')).toBe('[{"id":"1"}]');
    const raw = clients[0]!;
    expect(await raw.get(`${prefix}:shared:feeds:near`)).toBe('[{"id":"1"}]');
    const ttl = await raw.pttl(`${prefix}:shared:feeds:near`);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('forgets a value after its time limit', async () => {
    const cache = redisSharedCache(await client(), prefix, log);
    await cache.set('brief', 'x', 50);
    expect(await cache.get('brief')).toBe('x');
    await expect.poll(() => cache.get('brief'), { timeout: 2_000 }).toBeNull();
  });

  it('answers a miss and drops writes while Redis is away, and logs it', async () => {
    const c = await client();
    const warnings: string[] = [];
    const watching = { ...log, warn: (_obj: unknown, message: string) => void warnings.push(message) };
    const cache = redisSharedCache(c, prefix, watching as unknown as typeof log);
    await cache.set('kept', 'v', 60_000);
    c.disconnect();
    expect(await cache.get('kept')).toBeNull();
    await expect(cache.set('other', 'v', 60_000)).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/shared cache failed/);
  });
});
