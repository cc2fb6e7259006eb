import { StrictMode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { siteQuery } from '../lib/site';
import { RouteEffects } from './route-effects';

vi.mock('../lib/metrics', () => ({ scheduleMetrics: () => undefined }));

function show(path: string) {
  const client = new QueryClient();
  client.setQueryData(siteQuery.queryKey, {
    wording: { siteName: 'Crashpads', tagline: 'Beds for crew' },
  } as unknown as SiteAnswer);
  const router = createMemoryRouter([{ path: '*', element: <RouteEffects /> }], { initialEntries: [path] });
  // StrictMode runs the effects of a mount twice, as the app's development build does (main.tsx).
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('scrolling on route changes (docs/decisions/004-web-performance.md)', () => {
  it('leaves a page just loaded where the browser put it, and starts each page moved to at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = show('/search/airports/dfw');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/listing/7'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await act(() => router.navigate('/airports'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // leaving an anchor of the same page for the page itself goes back to the top, as before
    await act(() => router.navigate('/airports#dfw'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/airports'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
  });
});

describe('page views (docs/decisions/064-page-view-analytics.md)', () => {
  it('reports each page once, the first included, through StrictMode’s second run', async () => {
    vi.useFakeTimers();
    const { FLUSH_MS, resetPageViews } = await import('../lib/page-views');
    resetPageViews();
    const bodies: Promise<string>[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, data: Blob) => bodies.push(data.text()) > 0,
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const router = show('/listing/7');
      await act(() => router.navigate('/airports'));
      await act(() => router.navigate('/airports?page=2'));
      await act(() => vi.advanceTimersByTimeAsync(FLUSH_MS));
      expect(bodies).toHaveLength(1);
      expect(JSON.parse(await bodies[0]!)).toEqual([
        { path: '/listing/7', listing_id: 7 },
        { path: '/airports' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
