// The signed-in member in this browser (docs/product/specification/1-accounts-and-shell.md §4 "Session"): token, user and a remember-until time
// (isKeepMe: 365 days with "keep me logged in", otherwise 1 day), kept in local storage.
import { useSyncExternalStore } from 'react';
import type { UserView } from '@crashpad/shared/api/accounts';
import { LISTER_PLANS } from '@crashpad/shared/plans';
import { readLocal, removeLocal, writeLocal } from './storage';

/** The account prompts the member answered "Later" to (docs/product/specification/3-money-and-messaging.md §4), remembered for their session here. */
export const PROMPT_ACKNOWLEDGEMENTS = ['pendingInvitesAcknowledged', 'setupPaymentMethodAcknowledged'];
export const SESSION_KEYS = [
  'token',
  'user',
  'isKeepMe',
  'temp_user',
  // never written (AutoPay is read from the rentals); still cleared, so an older session leaves nothing behind
  'has_auto_payment',
  ...PROMPT_ACKNOWLEDGEMENTS,
];
const DAY_MS = 86_400_000;

export type Session = { token: string; user: UserView } | null;

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session } = { raw: null, session: null };

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored token with any quotes stripped (docs/product/specification/1-accounts-and-shell.md §7). */
export function storedToken(): string | null {
  const token = readLocal<string>('token');
  return typeof token === 'string' && token.length > 0 ? token.replace(/"/g, '') : null;
}

/** The session, or null; a session past its remember-until time is dropped (docs/product/specification/1-accounts-and-shell.md §4). */
export function currentSession(): Session {
  const token = storedToken();
  const user = readLocal<UserView>('user');
  const keepUntil = readLocal<number>('isKeepMe');
  if (!token || !user) return null;
  if (typeof keepUntil === 'number' && keepUntil < Date.now()) {
    removeLocal(...SESSION_KEYS);
    return null;
  }
  const raw = `${token}|${JSON.stringify(user)}`;
  if (cached.raw !== raw) cached = { raw, session: { token, user } };
  return cached.session;
}

export function storeSession(answer: { token: string; user: UserView }, keep?: boolean): void {
  // A new sign-in, or another member (an admin switching in or back), starts with no prompt acknowledged;
  // a refreshed token keeps them (docs/decisions/008-accounts-and-sessions.md "Account prompts").
  if (readLocal<UserView>('user')?.id !== answer.user.id) removeLocal(...PROMPT_ACKNOWLEDGEMENTS);
  writeLocal('token', answer.token);
  writeLocal('user', answer.user);
  if (keep !== undefined) writeLocal('isKeepMe', Date.now() + (keep ? 365 : 1) * DAY_MS);
  notify();
}

export function updateStoredUser(user: UserView): void {
  writeLocal('user', user);
  notify();
}

export function clearSession(): void {
  removeLocal(...SESSION_KEYS);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || SESSION_KEYS.includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, currentSession);
}

export function isLister(user: UserView | null | undefined): boolean {
  return !!user && (LISTER_PLANS as readonly string[]).includes(user.user_plan ?? '');
}

/** Past the expiry the token carries (docs/product/specification/1-accounts-and-shell.md §4 "Account expiry"); free tenants never expire. */
export function isExpired(user: UserView | null | undefined, now = Date.now()): boolean {
  return !!user?.expire_at && new Date(user.expire_at).getTime() < now;
}
