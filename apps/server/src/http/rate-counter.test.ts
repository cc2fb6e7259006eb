// The rate counters (docs/decisions/035-redis-scale-out.md): fixed windows in memory, the same in Redis shared
// by two processes' counters, and each process counting alone while Redis fails. The Redis part is skipped, with
// the reason printed, when no Redis answers at TEST_REDIS_URL.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../adapters/redis/redis-connection';
import { dropRedisKeys, redisUnavailable, TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';
import { memoryCounter, redisCounter } from './rate-counter';

const log = pino({ level: 'silent' });

describe('memoryCounter', () => {
  it('counts hits in a window that starts at the first hit, then starts afresh', async () => {
    let now = 1_000;
    const counter = memoryCounter(() => now);
    expect(await counter.incr('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 59_000;
    expect(await counter.incr('a', 60_000)).toEqual({ count: 2, resetInMs: 1_000 });
    expect(await counter.peek('a')).toBe(2);
    expect(await counter.peek('b')).toBe(0);
    now += 1_000;
    expect(await counter.peek('a')).toBe(0);
    expect(await counter.incr('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('forgets a key on request, and counts keys apart', async () => {
    const counter = memoryCounter();
    await counter.incr('a', 60_000);
    await counter.incr('a', 60_000);
    await counter.incr('b', 60_000);
    await counter.forget('a');
    expect(await counter.peek('a')).toBe(0);
    expect(await counter.peek('b')).toBe(1);
  });
});

const unavailable = await redisUnavailable();
if (unavailable)
  console.warn(
    `Redis rate counters: SKIPPED, no Redis at ${TEST_REDIS_URL} (${unavailable}); .ci/run starts one`,
  );

describe.skipIf(unavailable !== null)('redisCounter', () => {
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

  it('shares one count between two processes’ counters, in a window with an expiry', async () => {
    const [one, two] = [redisCounter(await client(), prefix, log), redisCounter(await client(), prefix, log)];
    expect((await one.incr('login:ip:10.0.0.1', 60_000)).count).toBe(1);
    expect((await two.incr('login:ip:10.0.0.1', 60_000)).count).toBe(2);
    const third = await one.incr('login:ip:10.0.0.1', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(59_000);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await two.peek('login:ip:10.0.0.1')).toBe(3);
    const raw = clients[0]!;
    expect(await raw.get(`${prefix}:rate:login:ip:10.0.0.1`)).toBe('3');
    expect(await raw.pttl(`${prefix}:rate:login:ip:10.0.0.1`)).toBeGreaterThan(59_000);
    await two.forget('login:ip:10.0.0.1');
    expect(await one.peek('login:ip:10.0.0.1')).toBe(0);
  });

  it('ends the window after its time, in Redis', async () => {
    const counter = redisCounter(await client(), prefix, log);
    // a window long enough for the second hit to land in it on a busy machine
    await counter.incr('short', 250);
    expect((await counter.incr('short', 250)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counter.peek('short')).toBe(0);
    expect((await counter.incr('short', 250)).count).toBe(1);
  });

  it('counts in this process alone while Redis is away, and still counts those hits once it is back', async () => {
    const c = await client();
    const counter = redisCounter(c, prefix, log);
    await counter.incr('away', 60_000);
    c.disconnect(); // no offline queue: every command now fails at once
    expect((await counter.incr('away', 60_000)).count).toBe(1);
    expect((await counter.incr('away', 60_000)).count).toBe(2);
    expect((await counter.incr('away', 60_000)).count).toBe(3);
    expect(await counter.peek('away')).toBe(3);
    await expect.poll(() => c.status).toBe('end');
    await c.connect();
    // Redis holds 1, this process counted 3 alone: the larger still refuses.
    expect(await counter.peek('away')).toBe(3);
  });
});
