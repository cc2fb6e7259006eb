// Per-address and per-e-mail limits for the routes attackers like (login, recovery, sign-up checks).
// @fastify/rate-limit runs one limit per request, so these are counted here: fixed 15-minute windows
// (docs/decisions/008-accounts-and-sessions.md), in the app's rate counter: this process's memory, or Redis
// shared by every process when REDIS_URL is set (docs/decisions/035-redis-scale-out.md).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { RateCounter } from './rate-counter';

const WINDOW_MS = 15 * 60_000;
export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

type KeyOf = (request: FastifyRequest) => string | null;

const tooMany = () => new HttpError(429, TOO_MANY, undefined, 'TOO_MANY_ATTEMPTS');

const byAddress: KeyOf = (request) => `ip:${request.ip}`;
// E-mail addresses are kept as a digest: Redis needs to tell them apart, not to read them.
const byEmail: KeyOf = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;
};

export type FailureLimit = {
  /** preHandler: refuses once the address or the e-mail has used up its failures */
  check: (request: FastifyRequest) => Promise<void>;
  /** counts one failure of this request's address and e-mail */
  failed: (request: FastifyRequest) => Promise<void>;
  /** the right password was given: the e-mail starts afresh (the address does not, or one account could
   * clear the way for guesses at others) */
  succeeded: (request: FastifyRequest) => Promise<void>;
};

export type RateLimits = {
  /** At most `max` requests per client address in 15 minutes; routes that give the same name share a count. */
  perAddress(name: string, max: number): (request: FastifyRequest) => Promise<void>;
  /** At most `max` requests per e-mail address of the body in 15 minutes, whatever the client address. */
  perEmail(name: string, max: number): (request: FastifyRequest) => Promise<void>;
  /**
   * Counts failed attempts only (issue 13: crew share computers in crew rooms, and a member who logs in ten
   * times must not be locked out): at most `perEmailMax` failures per e-mail and `perAddressMax` per address
   * in 15 minutes, after which every attempt is refused until the window ends.
   */
  failures(name: string, perAddressMax: number, perEmailMax: number): FailureLimit;
};

export function rateLimits(counter: RateCounter): RateLimits {
  const limiter = (name: string, max: number, keyOf: KeyOf) => async (request: FastifyRequest) => {
    const key = keyOf(request);
    if (key !== null && (await counter.incr(`${name}:${key}`, WINDOW_MS)).count > max) throw tooMany();
  };
  return {
    perAddress: (name, max) => limiter(name, max, byAddress),
    perEmail: (name, max) => limiter(name, max, byEmail),
    failures(name, perAddressMax, perEmailMax) {
      const keyFor = (request: FastifyRequest, keyOf: KeyOf) => {
        const key = keyOf(request);
        return key === null ? null : `${name}-failures:${key}`;
      };
      return {
        async check(request) {
          const address = keyFor(request, byAddress)!;
          const email = keyFor(request, byEmail);
          const [fromAddress, forEmail] = await Promise.all([
            counter.peek(address),
            email === null ? 0 : counter.peek(email),
          ]);
          if (fromAddress >= perAddressMax || forEmail >= perEmailMax) throw tooMany();
        },
        async failed(request) {
          const email = keyFor(request, byEmail);
          await Promise.all([
            counter.incr(keyFor(request, byAddress)!, WINDOW_MS),
            email === null ? null : counter.incr(email, WINDOW_MS),
          ]);
        },
        async succeeded(request) {
          const email = keyFor(request, byEmail);
          if (email !== null) await counter.forget(email);
        },
      };
    },
  };
}
