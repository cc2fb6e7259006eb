import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';
import { onApiEvent, type ApiEvent } from './api-events';
import { initI18n } from './i18n';

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let events: ApiEvent[];
let stop: () => void;
beforeEach(() => {
  initI18n();
  events = [];
  stop = onApiEvent((e) => events.push(e));
  localStorage.clear();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends the stored token without quotes and the language', async () => {
    localStorage.setItem('token', JSON.stringify('"abc.def"'));
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/site')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/site');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc.def', 'X-Locale': 'en' });
  });

  it('opens the server error dialog on 5xx and throws the answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(503, { message: 'down' })));
    await expect(api('/x')).rejects.toMatchObject({ status: 503, message: 'down' });
    expect(events).toEqual([{ type: 'server-error' }]);
  });

  it('opens the conflict dialog with the server message on 409', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(409, { message: 'That e-mail is taken.' })));
    await expect(api('/x', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([{ type: 'conflict', message: 'That e-mail is taken.' }]);
  });

  it('clears the session and opens the session-expired dialog on 401', async () => {
    localStorage.setItem('token', JSON.stringify('t'));
    localStorage.setItem('user', JSON.stringify({ id: 1 }));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, { message: 'Please log in to continue.' })));
    await expect(api('/user')).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([{ type: 'session-expired' }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('opens no dialog for a status the caller handles, nor for a 400', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(409, { message: 'exists' })));
    await expect(api('/x', { handles: [409] })).rejects.toMatchObject({ status: 409 });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(400, { message: 'bad', errors: { email: ['bad'] } })),
    );
    const error = await api('/x').catch((e: unknown) => e);
    expect((error as ApiError).field('email')).toBe('bad');
    expect(events).toEqual([]);
  });

  it('uses the default message when the answer is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(502, '<html>Bad gateway</html>')));
    await expect(api('/x')).rejects.toMatchObject({ message: 'Something went wrong. Please try again.' });
  });

  it('treats an unreachable server as a server error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api('/x')).rejects.toMatchObject({ status: 0 });
    expect(events).toEqual([{ type: 'server-error' }]);
  });
});
