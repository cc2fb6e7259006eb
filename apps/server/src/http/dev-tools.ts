// The guard of every developer tool (today the local outbox): an admin session anywhere, or, outside
// production, a request made on this machine. Loopback is read from the socket, never from X-Forwarded-For,
// and a request that came through a proxy (it carries forwarding headers) does not count as local
// (docs/decisions/019-developer-tools-access.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthGuards } from './auth';
import { Forbidden, Unauthorized } from '../errors';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

/** True for 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function isLocalRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

export const DEV_TOOLS_REFUSED = 'Only an admin can read the outbox. Log in as an admin to read it.';

/** An onRequest hook: local requests pass outside production; anyone else needs an admin session. */
export function devToolsGuard(auth: AuthGuards, environment: 'development' | 'production' | 'test') {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (environment !== 'production' && isLocalRequest(request)) return;
    await auth.optional(request, reply);
    if (!request.auth) throw new Unauthorized(DEV_TOOLS_REFUSED);
    if (request.auth.user.role !== 'admin') throw new Forbidden(DEV_TOOLS_REFUSED);
  };
}
