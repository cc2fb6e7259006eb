// The analytics beacon (page-views.ts; docs/decisions/064-page-view-analytics.md): every route change is a page
// view, the first page's referrer is sent once, listing pages carry their id, and events go in batches.
import { createElement } from 'react';
import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { FLUSH_MS, MAX_BATCH, PAGE_VIEWS_URL, flushPageViews, pageView, resetPageViews } from './page-views';

/** What sendBeacon was given: its address and the events, read from the Blob. */
let beacons: { url: string; body: Promise<string> }[];

beforeEach(() => {
  vi.useFakeTimers();
  resetPageViews();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      beacons.push({ url, body: data.text() });
      return true;
    },
  });
  Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://www.google.com/' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const sent = async () => Promise.all(beacons.map(async (b) => JSON.parse(await b.body) as unknown[]));

/** The app's wiring in small: a page view on every route change (app/route-effects.tsx). */
function Views() {
  const { pathname } = useLocation();
  useEffect(() => pageView(pathname), [pathname]);
  return null;
}

describe('page views', () => {
  it('reports every route change, the first included, in one batch a few seconds later', async () => {
    const router = createMemoryRouter([{ path: '*', element: createElement(Views) }], {
      initialEntries: ['/'],
    });
    render(createElement(RouterProvider, { router }));
    await act(() => router.navigate('/search/airports/dfw?sort=price'));
    await act(() => router.navigate('/listing/42'));
    await act(() => router.navigate('/listing/42#map'));
    expect(beacons).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(FLUSH_MS));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(PAGE_VIEWS_URL);
    expect(await sent()).toEqual([
      [
        { path: '/', referrer: 'https://www.google.com/' },
        { path: '/search/airports/dfw' },
        { path: '/listing/42', listing_id: 42 },
      ],
    ]);
    // the next page starts a new batch
    await act(() => router.navigate('/airports'));
    await act(() => vi.advanceTimersByTimeAsync(FLUSH_MS));
    expect((await sent())[1]).toEqual([{ path: '/airports' }]);
  });

  it('sends what is queued when the page is hidden or left', async () => {
    pageView('/fees');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await sent()).toEqual([[{ path: '/fees', referrer: 'https://www.google.com/' }]]);
    pageView('/why');
    window.dispatchEvent(new Event('pagehide'));
    expect((await sent())[1]).toEqual([{ path: '/why' }]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('sends a full batch at once', async () => {
    for (let i = 0; i < MAX_BATCH; i++) pageView(`/user/${i}`);
    expect(beacons).toHaveLength(1);
    expect((await sent())[0]).toHaveLength(MAX_BATCH);
  });

  it('falls back to a fetch that outlives the page when sendBeacon refuses', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
    pageView('/contact');
    flushPageViews();
    expect(fetch).toHaveBeenCalledWith(PAGE_VIEWS_URL, {
      method: 'POST',
      body: JSON.stringify([{ path: '/contact', referrer: 'https://www.google.com/' }]),
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('keeps nothing in cookies or storage', () => {
    pageView('/');
    pageView('/airports');
    flushPageViews();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
