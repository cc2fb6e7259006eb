// Login, token login and the current session (docs/product/specification/1-accounts-and-shell.md §2 "Login and recovery", §7).
import { LOGIN_MESSAGES, type SessionAnswer } from '@crashpad/shared/api/accounts';
import type { AppContext } from '../../context';
import { Forbidden, Unauthorized } from '../../errors';
import { decoyHash, passwordMatches } from '../../lib/passwords';
import { authenticate, refreshToken, startSession, type Authenticated } from './sessions';
import { toUserView, type UserRow } from './user-view';
import { userByEmail } from './users';

export const ACCOUNT_CLOSED = 'This account is closed. Contact us if you want to reopen it.';

export function sessionAnswer(token: string, user: UserRow, adminId: number | null = null): SessionAnswer {
  // has_auto_payment is not sent: the web app reads the member's rentals (GET /api/rentals) to know whether a
  // CP owner asks for AutoPay (apps/web/src/app/account-prompts-rules.ts asksForAutoPay).
  return { token, user: toUserView(user, adminId !== null) };
}

export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  keep: boolean,
): Promise<SessionAnswer> {
  const user = await userByEmail(ctx.db, email);
  // Unknown e-mail and wrong password take the same time and answer the same.
  const matches = await passwordMatches(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !matches) throw new Unauthorized(LOGIN_MESSAGES.wrong, 'LOGIN_FAILED');
  if (user.status !== 'ACTIVE') throw new Forbidden(ACCOUNT_CLOSED, 'ACCOUNT_CLOSED');
  const token = await startSession(ctx.sessions, user, { keep });
  return sessionAnswer(token, user);
}

/** POST /api/login-with-token: a session token from a link signs this browser in. */
export async function loginWithToken(ctx: AppContext, token: string): Promise<SessionAnswer> {
  const auth = await authenticate(ctx.sessions, token);
  if (!auth) throw new Unauthorized('This login link has expired. Please log in.', 'TOKEN_INVALID');
  return sessionAnswer(token, auth.user, auth.adminId);
}

/** GET /api/checking-account: the user with a token whose claims are up to date. */
export async function checkingAccount(ctx: AppContext, auth: Authenticated): Promise<SessionAnswer> {
  return sessionAnswer(await refreshToken(ctx.sessions, auth), auth.user, auth.adminId);
}
