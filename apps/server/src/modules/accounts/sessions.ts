// Revocable sessions: a row per signed-in device, named by the signed token (docs/product/specification/1-accounts-and-shell.md §4 "Session").
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { SessionClaims } from '@crashpad/shared/api/accounts';
import type { Db } from '../../db/client';
import type { Authenticated, SessionContext } from '../../http/auth';
import { sessions, users } from '../../db/schema';
import { accountType, type UserRow } from './user-view';

const DAY_MS = 86_400_000;
/** docs/product/specification/1-accounts-and-shell.md §9: 1 day, or 365 days with "keep me logged in" */
export const SESSION_DAYS = { keep: 365, normal: 1 } as const;

// The shapes the HTTP guard reads sessions with sit below the modules (docs/architecture.md).
export type { Authenticated, SessionContext };

async function sign(key: Uint8Array, user: UserRow, sessionId: string, expiresAt: Date): Promise<string> {
  const claims: Omit<SessionClaims, 'sub' | 'sid'> = {
    account_type: accountType(user),
    expire_at_utc: user.expireAt?.toISOString() ?? null,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setJti(sessionId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

export async function startSession(
  ctx: SessionContext,
  user: UserRow,
  options: { keep: boolean; adminId?: number | null },
): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + (options.keep ? SESSION_DAYS.keep : SESSION_DAYS.normal) * DAY_MS);
  await ctx.db
    .insert(sessions)
    .values({ id, userId: user.id, adminId: options.adminId ?? null, keep: options.keep ? 1 : 0, expiresAt });
  return sign(ctx.key, user, id, expiresAt);
}

/** A fresh token for a live session (same session, same expiry; claims brought up to date). */
export async function refreshToken(ctx: SessionContext, auth: Authenticated): Promise<string> {
  return sign(ctx.key, auth.user, auth.sessionId, auth.expiresAt);
}

function prepareSessionUser(db: Db) {
  return db
    .select({ user: users, adminId: sessions.adminId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_user');
}
const preparedSessionUser = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

/**
 * Every signed-in request reads its session: the statement is built once per database and prepared on each
 * connection, instead of being built and planned again for every request (docs/performance.md).
 */
function sessionUser(db: Db) {
  let prepared = preparedSessionUser.get(db);
  if (!prepared) {
    prepared = prepareSessionUser(db);
    preparedSessionUser.set(db, prepared);
  }
  return prepared;
}

/** The user and session a bearer token names, or null when it is forged, expired, revoked or the account closed. */
export async function authenticate(ctx: SessionContext, token: string): Promise<Authenticated | null> {
  let sessionId: string | undefined;
  try {
    const { payload } = await jwtVerify(token, ctx.key, { algorithms: ['HS256'] });
    sessionId = payload.jti;
  } catch {
    return null;
  }
  if (!sessionId) return null;
  const [row] = await sessionUser(ctx.db).execute({ id: sessionId, now: new Date() });
  if (!row || row.user.status !== 'ACTIVE') return null;
  return { user: row.user, sessionId, adminId: row.adminId, expiresAt: row.expiresAt };
}

const revokedListeners = new Set<(sessionIds: string[]) => void>();

/**
 * Calls `listener` with the ids of the sessions this process has just revoked: the real-time module disconnects
 * their sockets at once (docs/decisions/033-real-time.md). Returns the function that stops listening.
 */
export function onSessionsRevoked(listener: (sessionIds: string[]) => void): () => void {
  revokedListeners.add(listener);
  return () => revokedListeners.delete(listener);
}

function revoked(rows: { id: string }[]): void {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  for (const listener of revokedListeners) listener(ids);
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  revoked(rows);
}

/**
 * Password change, reset, e-mail change and deactivation end every session of the user; `except` keeps one (the
 * browser that confirmed an e-mail change).
 */
export async function revokeAllSessions(db: Db, userId: number, except?: string): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    )
    .returning({ id: sessions.id });
  revoked(rows);
}

/** Which of these sessions are still live (not revoked, not expired, the account ACTIVE): one statement. */
export async function liveSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'ACTIVE'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
