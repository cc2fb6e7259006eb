// Per-address and per-e-mail limits for the routes attackers like (login, recovery, sign-up checks).
// @fastify/rate-limit runs one limit per request, so these are counted here: fixed 15-minute windows kept
// in memory (per process; docs/decisions/008-accounts-and-sessions.md).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

const WINDOW_MS = 15 * 60_000;
const MAX_KEYS = 50_000;
export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

type Hits = { count: number; resetAt: number };
type KeyOf = (request: FastifyRequest) => string | null;

const tooMany = () => new HttpError(429, TOO_MANY, undefined, 'TOO_MANY_ATTEMPTS');

/** Counts per key in fixed windows, keeping at most MAX_KEYS keys (expired ones go first). */
function windowCounter() {
  const hits = new Map<string, Hits>();
  const live = (key: string, now: number): Hits | undefined => {
    const entry = hits.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    count(key: string, now = Date.now()): number {
      return live(key, now)?.count ?? 0;
    },
    add(key: string, now = Date.now()): number {
      let entry = live(key, now);
      if (!entry) {
        if (hits.size >= MAX_KEYS) {
          for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
          if (hits.size >= MAX_KEYS) hits.delete(hits.keys().next().value!);
        }
        entry = { count: 0, resetAt: now + WINDOW_MS };
        hits.set(key, entry);
      }
      entry.count += 1;
      return entry.count;
    },
    forget(key: string): void {
      hits.delete(key);
    },
  };
}

function limiter(max: number, keyOf: KeyOf) {
  const counter = windowCounter();
  return async (request: FastifyRequest): Promise<void> => {
    const key = keyOf(request);
    if (key !== null && counter.add(key) > max) throw tooMany();
  };
}

const byAddress: KeyOf = (request) => request.ip;
const byEmail: KeyOf = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
};

/** At most `max` requests per client address in 15 minutes. */
export function perAddress(max: number) {
  return limiter(max, byAddress);
}

/** At most `max` requests per e-mail address of the body in 15 minutes, whatever the client address. */
export function perEmail(max: number) {
  return limiter(max, byEmail);
}

export type FailureLimit = {
  /** preHandler: refuses once the address or the e-mail has used up its failures */
  check: (request: FastifyRequest) => Promise<void>;
  /** counts one failure of this request's address and e-mail */
  failed: (request: FastifyRequest) => void;
  /** the right password was given: the e-mail starts afresh (the address does not, or one account could
   * clear the way for guesses at others) */
  succeeded: (request: FastifyRequest) => void;
};

/**
 * Counts failed attempts only (issue 13: crew share computers in crew rooms, and a member who logs in ten
 * times must not be locked out): at most `perEmailMax` failures per e-mail and `perAddressMax` per address
 * in 15 minutes, after which every attempt is refused until the window ends.
 */
export function failureLimit(perAddressMax: number, perEmailMax: number): FailureLimit {
  const addresses = windowCounter();
  const emails = windowCounter();
  return {
    async check(request) {
      const email = byEmail(request);
      if (addresses.count(request.ip) >= perAddressMax) throw tooMany();
      if (email !== null && emails.count(email) >= perEmailMax) throw tooMany();
    },
    failed(request) {
      addresses.add(request.ip);
      const email = byEmail(request);
      if (email !== null) emails.add(email);
    },
    succeeded(request) {
      const email = byEmail(request);
      if (email !== null) emails.forget(email);
    },
  };
}
