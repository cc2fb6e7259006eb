// A write's announcement resolves only once every other process has emptied its caches
// (http/cache-invalidation.ts, docs/decisions/035-redis-scale-out.md), and a process that never answers holds a
// write no longer than ACK_WAIT_MS. Skipped, with the reason printed, when no Redis answers at TEST_REDIS_URL.
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { redisUnavailable, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';
import { ACK_WAIT_MS, cacheChannel, redisCacheInvalidation } from './cache-invalidation';

const unavailable = await redisUnavailable();
if (unavailable) console.warn(`cache invalidation: SKIPPED, no Redis at ${TEST_REDIS_URL} (${unavailable})`);

const log = pino({ level: 'silent' });
const opened: Redis[] = [];
const connection = () => {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 0 });
  opened.push(redis);
  return redis;
};
const startProcess = (prefix: string) => redisCacheInvalidation(connection(), connection(), prefix, log);

afterEach(() => {
  opened.splice(0).forEach((redis) => redis.disconnect());
});

describe.skipIf(unavailable !== null)('announcing a write to the other processes', () => {
  it('resolves after every other process has cleared, and not before', async () => {
    const prefix = testRedisPrefix();
    const [writer, ...others] = await Promise.all([
      startProcess(prefix),
      startProcess(prefix),
      startProcess(prefix),
    ]);
    const clearedBy: string[] = [];
    writer!.listen(() => clearedBy.push('writer'));
    others.forEach((other, n) => other.listen(() => clearedBy.push(`other ${n}`)));
    for (let round = 0; round < 20; round++) {
      clearedBy.length = 0;
      await writer!.announce();
      // The writer empties its own caches itself; the others have all done so by now.
      expect(clearedBy.sort()).toEqual(['other 0', 'other 1']);
    }
  });

  it('waits no longer than its time limit for a process that never answers', async () => {
    const prefix = testRedisPrefix();
    const writer = await startProcess(prefix);
    const silent = connection();
    let heard = 0;
    await silent.subscribe(cacheChannel(prefix));
    silent.on('message', () => heard++);
    const started = Date.now();
    await writer.announce();
    const waited = Date.now() - started;
    expect(heard).toBe(1);
    expect(waited).toBeGreaterThanOrEqual(ACK_WAIT_MS - 20);
    expect(waited).toBeLessThan(ACK_WAIT_MS + 1_000);
  });

  it('does not wait when no other process listens', async () => {
    const writer = await startProcess(testRedisPrefix());
    const started = Date.now();
    await writer.announce();
    expect(Date.now() - started).toBeLessThan(ACK_WAIT_MS);
  });
});
