// What happens on every route change: the page's meta tags, scrolling (anchors offset 80 px, docs/product/specification/1-accounts-and-shell.md §2),
// the page view for the site's analytics (lib/page-views.ts) and the daily metrics fetch.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scheduleMetrics } from '../lib/metrics';
import { pageView } from '../lib/page-views';
import { applyMeta, loadInfoMeta, routeMeta } from '../lib/page-meta';
import { useSite } from '../lib/site';

export const ANCHOR_OFFSET_PX = 80;

export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const { wording } = useSite();

  useEffect(() => {
    const infoMeta = loadInfoMeta(pathname);
    if (!infoMeta) {
      applyMeta(routeMeta(pathname, wording.siteName, wording.tagline));
      return;
    }
    let current = true;
    void infoMeta.then((meta) => {
      if (current) applyMeta(routeMeta(pathname, wording.siteName, wording.tagline, meta));
    });
    return () => {
      current = false;
    };
  }, [pathname, wording.siteName, wording.tagline]);

  // Where the effect last ran: null until the page's first place (kept through StrictMode's second run).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const from = shown.current;
    shown.current = pathname + hash;
    if (!hash) {
      // A page just loaded is at its top already, or where the browser put it back on a reload: scrolling there
      // would only force a layout of the half-built page (39 ms of a slow machine's first airport search;
      // docs/decisions/004-web-performance.md). Moving to another page starts at the top.
      if (from !== null && from !== pathname) window.scrollTo({ top: 0 });
      return;
    }
    // The target may render a moment later (lazy page); look for it on the next frames.
    let tries = 0;
    let frame = 0;
    const seek = () => {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (el)
        window.scrollTo({
          top: el.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX,
          behavior: 'smooth',
        });
      else if (tries++ < 30) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  // Page views are reported to the analytics service (docs/product/specification/1-accounts-and-shell.md §1; docs/decisions/064-page-view-analytics.md).
  useEffect(() => pageView(pathname), [pathname]);

  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return scheduleMetrics();
    }
    if (pathname === '/') return scheduleMetrics(0);
  }, [pathname]);

  return null;
}
