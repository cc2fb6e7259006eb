// The Redis the scale-out tests use (docs/decisions/035-redis-scale-out.md): TEST_REDIS_URL, or the local one.
// Each run takes a prefix of its own, so runs sharing a Redis never count or hear each other's keys.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const testRedisPrefix = () => `test-${randomBytes(4).toString('hex')}`;

/** Why no Redis answers at TEST_REDIS_URL, or null when one does. */
export async function redisUnavailable(): Promise<string | null> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    probe.disconnect();
  }
}

/** Deletes every key under the prefix. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 0 });
  try {
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}
