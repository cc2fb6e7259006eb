// The one API client: every call carries X-Locale and, signed in, the bearer token and X-Time-Zone, and every answer's status feeds the
// global dialogs (docs/product/specification/1-accounts-and-shell.md §7, §8): ≥ 500 server error, 409 conflict, 401 session expired.
import type { ErrorAnswer } from '@crashpad/shared/api/errors';
import i18next from 'i18next';
import { DEFAULT_ERROR_MESSAGE } from '@crashpad/shared/messages';
import { emitApiEvent } from './api-events';
import { currentLanguage } from './i18n';
import { clearSession, storedToken } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorAnswer,
  ) {
    super(body.message);
  }

  /** The first message for a field, as forms show them. */
  field(name: string): string | undefined {
    return this.body.errors?.[name]?.[0];
  }
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** statuses the caller handles itself, so no global dialog opens for them */
  handles?: number[];
};

let browserZone: string | undefined;

/**
 * The browser's time zone, for a member's e-mails and exports (docs/product/dates.md). Asked only with a session:
 * reading it sets up the browser's date formatting, which a guest's first page does without (decision 004).
 */
function timeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return browserZone;
}

/** What every call sends: the reader's language, and with a session its bearer token and the reader's zone. */
function baseHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Locale': currentLanguage(), Accept: accept };
  const token = storedToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers['X-Time-Zone'] = timeZone();
  }
  return headers;
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers = baseHeaders('application/json');
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    emitApiEvent({ type: 'server-error' });
    throw new ApiError(0, { message: 'The server cannot be reached. Please check your connection.' });
  }

  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page, for instance: treated as an answer without a message.
    data = null;
  }
  if (response.ok) return data as T;

  const body: ErrorAnswer =
    data && typeof data === 'object' && 'message' in data
      ? (data as ErrorAnswer)
      : { message: DEFAULT_ERROR_MESSAGE };
  if (!options.handles?.includes(response.status)) reportFailure(response.status, body);
  throw new ApiError(response.status, body);
}

/** Opens the global dialog a failed answer calls for; uploads (lib/upload.ts) share it. */
export function reportFailure(status: number, body: ErrorAnswer): void {
  if (status >= 500) emitApiEvent({ type: 'server-error' });
  else if (status === 409) emitApiEvent({ type: 'conflict', message: body.message || null });
  else if (status === 401) {
    clearSession();
    emitApiEvent({ type: 'session-expired' });
  }
}

/** What to tell the user about a failed call: the server's message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : i18next.t('common.error');
}

/**
 * A file the server makes for the signed-in member (a CSV export): fetched with the session's bearer token, which
 * a plain link cannot send, and answered as a blob with the name the server gave it. A failure is reported as
 * `api` reports it.
 */
export async function apiFile(
  path: string,
  options: Pick<ApiOptions, 'handles'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: baseHeaders('*/*') });
  } catch {
    emitApiEvent({ type: 'server-error' });
    throw new ApiError(0, { message: 'The server cannot be reached. Please check your connection.' });
  }
  if (response.ok) {
    const disposition = response.headers.get('content-disposition') ?? '';
    return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
  }
  let body: ErrorAnswer = { message: DEFAULT_ERROR_MESSAGE };
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object' && 'message' in data) body = data as ErrorAnswer;
  } catch {
    // not JSON: the generic message
  }
  if (!options.handles?.includes(response.status)) reportFailure(response.status, body);
  throw new ApiError(response.status, body);
}
