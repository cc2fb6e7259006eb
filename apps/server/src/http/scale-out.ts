// What several server processes share when REDIS_URL is set (docs/decisions/035-redis-scale-out.md): the rate
// counters and the word that a write emptied the caches. Without REDIS_URL one process runs alone: counters in
// memory, caches emptied here only. Chosen once at start.
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, connectRedis } from '../adapters/redis/redis-connection';
import { redisCacheInvalidation, type CacheInvalidation } from './cache-invalidation';
import { memoryCounter, redisCounter, type RateCounter } from './rate-counter';
import { memorySharedCache, redisSharedCache, type SharedCache } from './shared-cache';

export type ScaleOut = {
  counter: RateCounter;
  /** null when this process runs alone */
  invalidation: CacheInvalidation | null;
  /** short-lived answers (the events feed's): in this process alone, or in Redis for every process */
  shared: SharedCache;
  /** quits the Redis connections (after the HTTP server and the jobs have stopped) */
  close(): Promise<void>;
};

export async function startScaleOut(
  redis: { url: string; prefix: string } | null,
  log: FastifyBaseLogger,
): Promise<ScaleOut> {
  if (!redis)
    return {
      counter: memoryCounter(),
      invalidation: null,
      shared: memorySharedCache(),
      close: async () => {},
    };
  // Fails the start with a clear message when Redis does not answer within a few seconds.
  const commands = await connectRedis(redis.url, log, 'commands', { prefix: redis.prefix });
  let subscriber;
  let invalidation;
  try {
    subscriber = await connectRedis(redis.url, log, 'cache subscriber', { prefix: redis.prefix });
    invalidation = await redisCacheInvalidation(commands, subscriber, redis.prefix, log);
  } catch (err) {
    await Promise.all([closeRedis(commands), subscriber && closeRedis(subscriber)]);
    throw err;
  }
  return {
    counter: redisCounter(commands, redis.prefix, log),
    invalidation,
    shared: redisSharedCache(commands, redis.prefix, log),
    close: async () => {
      await Promise.all([closeRedis(commands), closeRedis(subscriber)]);
    },
  };
}
