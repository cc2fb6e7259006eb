import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRICS_DELAY_MS, metricsAreStale, scheduleMetrics } from './metrics';
import { initI18n } from './i18n';

const today = () => new Date().toISOString().slice(0, 10);
const metrics = { users: 1, listings: 2, selisting: 0, total_emails: 3, airports: 3214 };

beforeEach(() => {
  initI18n();
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('platform metrics', () => {
  it('are stale with nothing stored or a stored day before today', () => {
    expect(metricsAreStale()).toBe(true);
    localStorage.setItem('metrics', JSON.stringify(metrics));
    localStorage.setItem('metrics_today', JSON.stringify('2000-01-01'));
    expect(metricsAreStale()).toBe(true);
    localStorage.setItem('metrics_today', JSON.stringify(today()));
    expect(metricsAreStale()).toBe(false);
  });

  it('are fetched about 3 s after the first load of the day and stored', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(metrics), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    scheduleMetrics();
    await vi.advanceTimersByTimeAsync(METRICS_DELAY_MS - 100);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledWith('/api/metrics', expect.anything());
    expect(JSON.parse(localStorage.getItem('metrics')!)).toEqual(metrics);
    expect(JSON.parse(localStorage.getItem('metrics_today')!)).toBe(today());
  });

  it('are not fetched again the same day', async () => {
    localStorage.setItem('metrics', JSON.stringify(metrics));
    localStorage.setItem('metrics_today', JSON.stringify(today()));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    scheduleMetrics();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
