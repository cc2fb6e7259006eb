// The auth guard: a bearer token names a live session (docs/architecture.md "API"). Routes opt in with
// `preHandler: ctx.auth.user` (any signed-in member) or `ctx.auth.admin`.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTimeZone } from '@crashpad/shared/rules/calendar';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { Forbidden, Unauthorized } from '../errors';

/** What reading a session needs: the database and the key that signs session tokens (modules/accounts/sessions.ts). */
export type SessionContext = { key: Uint8Array; db: Db };
/** A request's live session: the member, the session row, and the admin who switched into the member, if any. */
export type Authenticated = {
  user: typeof users.$inferSelect;
  sessionId: string;
  adminId: number | null;
  expiresAt: Date;
};
/** Reads a token's session (the accounts module's `authenticate`, handed over by app.ts). */
export type Authenticate = (ctx: SessionContext, token: string) => Promise<Authenticated | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export type AuthGuards = {
  /** refuses with 401 unless a live session signs the request */
  user: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** 401 without a session, 403 for a member who is not an admin */
  admin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** reads the session when there is one, refuses nothing */
  optional: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim().replace(/"/g, '');
  return token === '' || token === 'null' || token === 'undefined' ? null : token;
}

/**
 * The member's browser says its time zone with every call (X-Time-Zone); when it is new, it is kept on the member,
 * for the e-mails and exports that write moments in it (docs/product/dates.md). One write when the member's zone
 * changes, none otherwise; an admin switched into a member does not move the member's zone.
 */
async function rememberZone(
  ctx: SessionContext,
  request: FastifyRequest,
  auth: Authenticated,
): Promise<void> {
  const zone = request.headers['x-time-zone'];
  if (typeof zone !== 'string' || zone === auth.user.timeZone || auth.adminId !== null || !isTimeZone(zone))
    return;
  await ctx.db.update(users).set({ timeZone: zone }).where(eq(users.id, auth.user.id));
  auth.user = { ...auth.user, timeZone: zone };
}

export function createAuthGuards(ctx: SessionContext, authenticate: Authenticate): AuthGuards {
  const load = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.auth = token ? await authenticate(ctx, token) : null;
    if (request.auth) await rememberZone(ctx, request, request.auth);
    return request.auth;
  };
  return {
    async user(request) {
      if (!(await load(request))) throw new Unauthorized();
    },
    async admin(request) {
      const auth = await load(request);
      if (!auth) throw new Unauthorized();
      if (auth.user.role !== 'admin') throw new Forbidden('Only an admin can do this.');
    },
    async optional(request) {
      await load(request);
    },
  };
}

/** The signed-in member of a guarded route. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Unauthorized();
  return request.auth;
}
