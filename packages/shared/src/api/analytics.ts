// Page-view analytics (docs/product/specification/1-accounts-and-shell.md §1 "Page views are reported to an analytics
// service", §9 "Analytics: enabled with debug on"; docs/decisions/064-page-view-analytics.md): the web app's
// beacon, the admin's report and a lister's views by day.
import { z } from 'zod';
import { recordId, recordIdText } from './ids';

/** Events one beacon request may carry: the web app sends a few seconds' worth (apps/web/src/lib/page-views.ts). */
export const BEACON_MAX_EVENTS = 50;
/** The longest path or referrer taken: longer is refused (400) rather than cut, as no page of the app has one. */
export const BEACON_MAX_URL = 2048;

// No control characters, spaces or backslashes: a page's path as the address bar holds it.
const PATH = /^\/[^\s\\\p{Cc}]*$/u;

/** One page view: the page's path (a query string and fragment are dropped by the server), where the visitor came from. */
export const pageViewEvent = z.object({
  path: z
    .string({ error: 'path must be text' })
    .max(BEACON_MAX_URL, { error: `path must be at most ${BEACON_MAX_URL} characters` })
    .regex(PATH, { error: 'path must start with / and contain no spaces or control characters' }),
  /** document.referrer on the first page of a visit; omitted on the pages after it */
  referrer: z
    .string({ error: 'referrer must be text' })
    .max(BEACON_MAX_URL, { error: `referrer must be at most ${BEACON_MAX_URL} characters` })
    .nullish(),
  /** on a listing's page, the listing */
  listing_id: recordId.nullish(),
});
export type PageViewEvent = z.infer<typeof pageViewEvent>;

/** POST /api/analytics/events: the events of a few seconds, oldest first. */
export const pageViewBatch = z
  .array(pageViewEvent, { error: 'the body must be an array of page views' })
  .min(1, { error: 'the body must hold at least one page view' })
  .max(BEACON_MAX_EVENTS, { error: `the body may hold at most ${BEACON_MAX_EVENTS} page views` });
export type PageViewBatch = z.infer<typeof pageViewBatch>;

/** What the beacon is answered (202): counted, and dropped (bots, health checks, pages that are not the app's). */
export const pageViewAccepted = z.object({ accepted: z.number().int(), dropped: z.number().int() });
export type PageViewAccepted = z.infer<typeof pageViewAccepted>;

/** The ranges the admin's report offers, in days (today included). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const analyticsRangeQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be 7, 30 or 90' })
    .refine((n): n is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(n), {
      error: 'days must be 7, 30 or 90',
    })
    .default(30),
});

export const analyticsDay = z.object({
  /** YYYY-MM-DD, a UTC day */
  day: z.string(),
  views: z.number().int(),
  /** distinct visitors that day (a visitor is a daily hash, so one person on two days counts twice) */
  visitors: z.number().int(),
  /** visitors who opened a create-account page that day */
  signup_visitors: z.number().int(),
  /** paid plan purchases completed that day (a succeeded plan_signup charge) */
  paid: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** GET /api/admin/analytics?days=7|30|90 */
export const analyticsReport = z.object({
  days: z.array(analyticsDay),
  totals: z.object({
    views: z.number().int(),
    visitors: z.number().int(),
    signup_visitors: z.number().int(),
    paid: z.number().int(),
  }),
  top_pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  /**
   * views: the listing's counted views in the range (once per visitor in 30 minutes, its lister's own never: what
   * the lister sees); page_views: every load of its page the beacon reported
   */
  top_listings: z.array(
    z.object({
      listing_id: z.number().int(),
      title: z.string(),
      views: z.number().int(),
      page_views: z.number().int(),
    }),
  ),
  /** where visits came from, by host; visits from this site itself are not referrers */
  referrers: z.array(z.object({ host: z.string(), views: z.number().int() })),
  /** the outside services page views are also sent to, by name (none: the product's own store only) */
  forwarding: z.array(z.enum(['plausible', 'ga4'])),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;

/** GET /api/lister/listings/{id}/views?days=…: one of the lister's own listings' views by UTC day. */
export const listingViewsQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int({ error: 'days must be a whole number' })
    .min(7, { error: 'days must be from 7 to 365' })
    .max(365, { error: 'days must be from 7 to 365' })
    .default(30),
});
export const listingViewsParams = z.object({ id: recordIdText });
export const listingViewsAnswer = z.object({
  listing_id: z.number().int(),
  /** every view counted since the listing was published (the spec's `views`) */
  total: z.number().int(),
  /** the range, oldest first, each day present (0 when nobody came) */
  data: z.array(z.object({ day: z.string(), views: z.number().int() })),
});
export type ListingViewsAnswer = z.infer<typeof listingViewsAnswer>;
