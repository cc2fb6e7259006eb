// Where members land after signing in (spec 1 §4; docs/decisions/008-accounts-and-sessions.md).
import type { UserView } from '@crashpad/shared/api/accounts';

/** The spec sends token logins to /messages; until messaging exists the account page is the landing page. */
export const AFTER_TOKEN_LOGIN = '/account-setting';

/** Seekers go searching; listers and tenants to their account until their own pages exist (#5 and later). */
export function homeFor(user: UserView): string {
  return user.user_plan === 'seeker' ? '/airports' : '/account-setting';
}

/** A same-site path from ?next=, never another origin. */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
