// Per-address and per-e-mail limits for the routes attackers like (login, recovery, sign-up checks).
// @fastify/rate-limit runs one limit per request, so these two are counted here: fixed 15-minute windows kept
// in memory (per process; docs/decisions/008-accounts-and-sessions.md).
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const WINDOW_MS = 15 * 60_000;
const MAX_KEYS = 50_000;
export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

type Hits = { count: number; resetAt: number };

function limiter(max: number, keyOf: (request: FastifyRequest) => string | null) {
  const hits = new Map<string, Hits>();
  return async (request: FastifyRequest): Promise<void> => {
    const key = keyOf(request);
    if (key === null) return;
    const now = Date.now();
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (hits.size >= MAX_KEYS) {
        for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
        if (hits.size >= MAX_KEYS) hits.delete(hits.keys().next().value!);
      }
      entry = { count: 0, resetAt: now + WINDOW_MS };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > max) throw new HttpError(429, TOO_MANY, undefined, 'TOO_MANY_ATTEMPTS');
  };
}

/** At most `max` requests per client address in 15 minutes. */
export function perAddress(max: number) {
  return limiter(max, (request) => request.ip);
}

/** At most `max` requests per e-mail address of the body in 15 minutes, whatever the client address. */
export function perEmail(max: number) {
  return limiter(max, (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
  });
}
