// Session calls shared by the login, sign-up and shell code.
import type { SessionAnswer } from '@crashpad/shared/api/accounts';
import { ApiError, api, type ApiOptions } from './api-client';
import { clearSession, currentSession, storeSession, storedToken } from './session';

/** GET /api/checking-account: the session as the server sees it now, with the member's current data. */
export const fetchSession = (options: Pick<ApiOptions, 'handles'> = {}) =>
  api<SessionAnswer>('/checking-account', options);

/** On start: a stored token is checked once; an invalid one is dropped quietly (docs/product/specification/1-accounts-and-shell.md §4). */
export async function verifyStoredSession(): Promise<void> {
  if (!storedToken() || !currentSession()) {
    if (storedToken()) clearSession();
    return;
  }
  try {
    const answer = await fetchSession({ handles: [401] });
    storeSession(answer);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) clearSession();
  }
}

/** Logout: the server ends the session, the browser forgets it either way (docs/product/specification/1-accounts-and-shell.md §4). */
export async function logout(): Promise<void> {
  const token = storedToken();
  clearSession();
  if (token) {
    await fetch('/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ token }),
    }).catch(() => undefined);
  }
}
