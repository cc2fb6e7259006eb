// From the beacon's events to page views (docs/decisions/064-page-view-analytics.md; input hygiene,
// docs/decisions/013): the path loses its query string and fragment, an e-mailed token in it is redacted, repeated
// and trailing slashes go and it is cut to 200 characters; what is not a page of the app (the API, the developer
// tools, files) and the health checks are dropped; the referrer is kept as its host, and only when it is another
// site; a listing id counts only on that listing's page.
import type { PageViewEvent } from '@crashpad/shared/api/analytics';
import type { PageView } from '../../adapters/analytics/analytics';
import { ID_MAX } from '@crashpad/shared/api/ids';
import { redactUrl } from '../../logger';
import { isBot } from './bots';

export const MAX_PATH = 200;
const MAX_HOST = 100;

/** The app's own health checks, under any prefix an uptime agent may try. */
const HEALTH = /^\/(?:api\/)?(?:health|healthz|ready|readyz|livez|ping|status)$/i;
/** Addresses that are not the app's pages: the API, the developer tools, uploaded and built files. */
const NOT_A_PAGE =
  /^\/(?:api|dev|uploads|assets)(?:\/|$)|^\/[^/]+\.(?:ico|png|jpe?g|svg|webp|txt|xml|js|css|map|json)$/i;
const LISTING_PAGE = /^\/listing\/(\d+)$/;
const SIGNUP_PAGE = /^\/create-account(?:\/|$)/;

export type Dropped = 'bot' | 'health check' | 'not a page';

/** A path as counted: no query or fragment, tokens redacted, no repeated or trailing slash, 200 characters at most. */
export function normalisePath(raw: string): string {
  let path = redactUrl(raw.replace(/[?#].*$/s, '')).replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path.length > MAX_PATH) {
    path = path.slice(0, MAX_PATH);
    // never half a surrogate pair: the store writes JSON, which refuses one
    if (/[\ud800-\udbff]$/.test(path)) path = path.slice(0, -1);
  }
  return path;
}

/** Why a normalised path is not counted, or null. */
export function droppedPath(path: string): Dropped | null {
  if (HEALTH.test(path)) return 'health check';
  if (NOT_A_PAGE.test(path)) return 'not a page';
  return null;
}

/** A host as the referrers table names it: lower case, without www. */
const hostOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The referring host, when the referrer is an http(s) address of another site; else null. */
export function referrerHost(
  referrer: string | null | undefined,
  ownHosts: ReadonlySet<string>,
): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = hostOf(url.hostname);
  if (!host || ownHosts.has(host)) return null;
  return host.slice(0, MAX_HOST);
}

/** The hosts that are this site: PUBLIC_URL's and the one the request was sent to. */
export function ownHostsOf(publicUrl: string, requestHost: string | undefined): Set<string> {
  const hosts = new Set([hostOf(new URL(publicUrl).hostname)]);
  if (requestHost) hosts.add(hostOf(requestHost.replace(/:\d+$/, '')));
  return hosts;
}

export type Ingested = { views: PageView[]; dropped: { path: string; reason: Dropped }[] };

export function ingest(
  events: PageViewEvent[],
  request: { userAgent: string | undefined; ownHosts: ReadonlySet<string>; day: string },
): Ingested {
  const out: Ingested = { views: [], dropped: [] };
  const bot = isBot(request.userAgent);
  for (const event of events) {
    const path = normalisePath(event.path);
    const reason = bot ? 'bot' : droppedPath(path);
    if (reason) {
      out.dropped.push({ path, reason });
      continue;
    }
    const match = LISTING_PAGE.exec(path);
    const listing = match ? Number(match[1]) : null;
    const host = referrerHost(event.referrer, request.ownHosts);
    out.views.push({
      day: request.day,
      path,
      // the page's listing, when the event names none or the same one
      listingId:
        listing !== null && listing >= 1 && listing <= ID_MAX && (event.listing_id ?? listing) === listing
          ? listing
          : null,
      referrerHost: host,
      referrer: host ? event.referrer!.slice(0, 2048) : null,
      signup: SIGNUP_PAGE.test(path),
    });
  }
  return out;
}
