// The admin's analytics report (docs/decisions/064-page-view-analytics.md): page views and visitors by UTC day
// for the range, the top pages, listings and referrers, and the sign-up funnel — visitors, visitors who opened a
// create-account page, and paid plan purchases completed (a succeeded plan_signup charge) — each by day.
import { sql } from 'drizzle-orm';
import type { AnalyticsReport } from '@crashpad/shared/api/analytics';
import { dayBefore, utcDay, type ForwardingService } from '../../adapters/analytics/analytics';
import { queryRows, type Db } from '../../db/client';

const TOP_PAGES = 20;
const TOP_LISTINGS = 10;
const TOP_REFERRERS = 20;

/** The first day of a range of `days` UTC days ending today. */
export function rangeStart(today: string, days: number): string {
  let day = today;
  for (let i = 1; i < days; i++) day = dayBefore(day);
  return day;
}

export async function analyticsReport(
  db: Db,
  days: number,
  forwarding: ForwardingService[],
  now = new Date(),
): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = rangeStart(to, days);
  const range = sql`BETWEEN ${from}::date AND ${to}::date`;
  const [byDay, pages, listings, referrers] = await Promise.all([
    // The visitors of today and yesterday are still hashes; older days are counts (analytics_days). A day can have
    // both when a process wrote late: their sum is the day's, as the hashes added up were deleted.
    queryRows<{ day: string; views: number; visitors: number; signup_visitors: number; paid: number }>(
      db,
      sql`WITH days AS (
            SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
          ), views AS (
            SELECT day, sum(views)::int AS views FROM analytics_page_days WHERE day ${range} GROUP BY day
          ), visitors AS (
            SELECT day, sum(visitors)::int AS visitors, sum(signup)::int AS signup FROM (
              SELECT day, count(*) AS visitors, count(*) FILTER (WHERE signup) AS signup
              FROM analytics_visitors WHERE day ${range} GROUP BY day
              UNION ALL
              SELECT day, visitors, signup_visitors FROM analytics_days WHERE day ${range}
            ) both_kinds GROUP BY day
          ), paid AS (
            SELECT (coalesce(paid_at, updated_at) AT TIME ZONE 'UTC')::date AS day, count(*)::int AS paid
            FROM transactions
            WHERE type = 'plan_signup' AND status = 'succeeded'
              AND coalesce(paid_at, updated_at) >= ${from}::date::timestamp AT TIME ZONE 'UTC'
            GROUP BY 1
          )
          SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(views.views, 0) AS views,
            coalesce(visitors.visitors, 0) AS visitors, coalesce(visitors.signup, 0) AS signup_visitors,
            coalesce(paid.paid, 0) AS paid
          FROM days LEFT JOIN views USING (day) LEFT JOIN visitors USING (day) LEFT JOIN paid USING (day)
          ORDER BY days.day`,
    ),
    queryRows<{ path: string; views: number }>(
      db,
      sql`SELECT path, sum(views)::int AS views FROM analytics_page_days WHERE day ${range}
          GROUP BY path ORDER BY views DESC, path LIMIT ${TOP_PAGES}`,
    ),
    // views: the listing view counter's (once per visitor in 30 minutes, never its lister's: what the lister sees);
    // page_views: every load of the listing's page the beacon reported.
    queryRows<{ listing_id: number; title: string; views: number; page_views: number }>(
      db,
      sql`WITH counted AS (
            SELECT listing_id, sum(views)::int AS views FROM listing_daily_views WHERE day ${range} GROUP BY listing_id
          ), loaded AS (
            SELECT listing_id, sum(views)::int AS page_views FROM analytics_page_days
            WHERE day ${range} AND listing_id IS NOT NULL GROUP BY listing_id
          )
          SELECT l.id AS listing_id, l.title, coalesce(c.views, 0) AS views, coalesce(p.page_views, 0) AS page_views
          FROM counted c FULL JOIN loaded p ON p.listing_id = c.listing_id
          JOIN listings l ON l.id = coalesce(c.listing_id, p.listing_id)
          ORDER BY views DESC, page_views DESC, l.id LIMIT ${TOP_LISTINGS}`,
    ),
    queryRows<{ host: string; views: number }>(
      db,
      sql`SELECT host, sum(views)::int AS views FROM analytics_referrer_days WHERE day ${range}
          GROUP BY host ORDER BY views DESC, host LIMIT ${TOP_REFERRERS}`,
    ),
  ]);
  const totals = { views: 0, visitors: 0, signup_visitors: 0, paid: 0 };
  for (const d of byDay) {
    totals.views += d.views;
    totals.visitors += d.visitors;
    totals.signup_visitors += d.signup_visitors;
    totals.paid += d.paid;
  }
  return { days: byDay, totals, top_pages: pages, top_listings: listings, referrers, forwarding };
}
