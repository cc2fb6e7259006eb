import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFile } from './api-client';
import { onApiEvent, type ApiEvent } from './api-events';

let events: ApiEvent[];
let stop: () => void;
beforeEach(() => {
  events = [];
  stop = onApiEvent((e) => events.push(e));
  localStorage.clear();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('apiFile', () => {
  it('sends the session’s token and answers the file with the name the server gave it', async () => {
    localStorage.setItem('token', JSON.stringify('abc.def'));
    const fetchMock = vi.fn().mockResolvedValue(
      new Response('"Rentals"\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="crashpad-tenants-2025-03-05.csv"',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiFile('/lister/tenants/export');
    expect(file.filename).toBe('crashpad-tenants-2025-03-05.csv');
    expect(await file.blob.text()).toBe('"Rentals"\r\n');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/lister/tenants/export');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc.def' });
  });

  it('throws the server’s message, with the global dialog only for statuses the caller does not handle', async () => {
    const refusal = () =>
      new Response(JSON.stringify({ message: 'Only CP owners can do this.' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusal()));
    await expect(apiFile('/x', { handles: [403] })).rejects.toMatchObject({
      status: 403,
      message: 'Only CP owners can do this.',
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    await expect(apiFile('/x')).rejects.toMatchObject({ status: 502 });
    expect(events).toEqual([{ type: 'server-error' }]);
  });
});
