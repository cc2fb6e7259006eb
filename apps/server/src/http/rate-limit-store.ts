// The store of @fastify/rate-limit (the contact form's and the messages' limits) over the app's rate counter,
// so those limits are shared through Redis like the others and fall back the same way when Redis fails. The
// plugin's own `redis` option can only skip the limit or fail the request when Redis errs
// (docs/decisions/035-redis-scale-out.md).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounter } from './rate-counter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes to child(): the route's merged limit settings, with the route itself. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

export function rateLimitStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    readonly scope: string;
    constructor(_options: unknown, scope = 'route:') {
      this.scope = scope;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.incr(`${this.scope}:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (err: unknown) => callback(err as Error),
      );
    }
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as unknown as ChildOptions).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      // Each route counts apart, as the plugin's own stores do.
      return new CounterStore(undefined, `route:${method}${route?.url ?? ''}`);
    }
  };
}
