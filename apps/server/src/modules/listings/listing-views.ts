// A lister's views of one of their listings by UTC day (docs/decisions/064-page-view-analytics.md): the listing
// view counter's own counts (view-counter.ts writes listing_views and listing_daily_views in one statement), so
// the days add up to what the listing's `views` grew by, and nothing is counted twice. Another member's listing
// is not found (404), as everywhere a lister reaches a listing by id.
import { sql } from 'drizzle-orm';
import type { ListingViewsAnswer } from '@crashpad/shared/api/analytics';
import { queryRows, type Db } from '../../db/client';
import { ownListing } from './listing-service';

export async function listingViewsByDay(
  db: Db,
  userId: number,
  listingId: number,
  days: number,
  now = new Date(),
): Promise<ListingViewsAnswer> {
  await ownListing(db, userId, listingId);
  const today = now.toISOString().slice(0, 10);
  const [data, total] = await Promise.all([
    queryRows<{ day: string; views: number }>(
      db,
      sql`SELECT to_char(d::date, 'YYYY-MM-DD') AS day, coalesce(v.views, 0) AS views
          FROM generate_series(${today}::date - ${days - 1}::int, ${today}::date, interval '1 day') AS d
          LEFT JOIN listing_daily_views v ON v.listing_id = ${listingId} AND v.day = d::date
          ORDER BY d`,
    ),
    queryRows<{ views: number }>(db, sql`SELECT views FROM listing_views WHERE listing_id = ${listingId}`),
  ]);
  return { listing_id: listingId, total: total[0]?.views ?? 0, data };
}
