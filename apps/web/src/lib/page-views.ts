// Page views to the site's own analytics (docs/product/specification/1-accounts-and-shell.md §1, §9;
// docs/decisions/064-page-view-analytics.md): every route change, the first page included, is queued and sent
// in batches to POST /api/analytics/events — after FLUSH_MS, at MAX_BATCH events, and when the page is hidden or
// left (navigator.sendBeacon, which outlives the page). No cookie and nothing in storage: the server counts
// visitors by a daily hash it never keeps past the day after. Loaded with the shell, so it stays tiny (under
// 2 KiB compressed; docs/performance.md) and imports nothing.
import type { PageViewEvent } from '@crashpad/shared/api/analytics';

export const PAGE_VIEWS_URL = '/api/analytics/events';
export const FLUSH_MS = 5_000;
export const MAX_BATCH = 20;

let queue: PageViewEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let last: string | undefined;
let listening = false;

/** Sends what is queued: by sendBeacon when the browser has it (and takes it), else by a fetch that outlives the page. */
export function flushPageViews(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const body = JSON.stringify(queue);
  queue = [];
  const sent = navigator.sendBeacon?.(PAGE_VIEWS_URL, new Blob([body], { type: 'application/json' }));
  if (!sent)
    fetch(PAGE_VIEWS_URL, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
}

const whenHidden = () => {
  if (document.visibilityState === 'hidden') flushPageViews();
};

/** One page view: the path alone (no query string), the referring site on a visit's first page, a listing's id. */
export function pageView(path: string): void {
  // The same page again is a re-render (React's StrictMode runs effects twice), not a visit.
  if (path === last) return;
  const first = last === undefined;
  last = path;
  const event: PageViewEvent = { path };
  if (first && document.referrer) event.referrer = document.referrer;
  const listing = /^\/listing\/(\d{1,9})\/?$/.exec(path);
  if (listing) event.listing_id = Number(listing[1]);
  queue.push(event);
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flushPageViews);
    document.addEventListener('visibilitychange', whenHidden);
  }
  if (queue.length >= MAX_BATCH) flushPageViews();
  else timer ??= setTimeout(flushPageViews, FLUSH_MS);
}

/** Forgets the queue and the last page (tests). */
export function resetPageViews(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  last = undefined;
}
