// The admin's events and special offers in the product's own store (docs/decisions/062-events-and-special-offers.md):
// listed with past ones, created, changed and deleted at /admin/feeds. With an outside events service the store
// is not what pages show, so its writes are refused rather than silently unseen.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { FEED_MESSAGES, type FeedItem, type FeedType, type feedItemInput } from '@crashpad/shared/api/feeds';
import { ID_MAX } from '@crashpad/shared/api/ids';
import type { z } from 'zod';
import { feedItemOf } from '../../adapters/events/own-store';
import type { AppContext } from '../../context';
import { feedItems } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';

export const ADMIN_FEED_PAGE = 25;

type Input = z.output<typeof feedItemInput>;

const columns = {
  id: feedItems.id,
  type: feedItems.type,
  title: feedItems.title,
  description: feedItems.description,
  image: feedItems.image,
  start_date: feedItems.startDate,
  end_date: feedItems.endDate,
  start_time: sql<string | null>`to_char(${feedItems.startTime}, 'HH24:MI')`,
  end_time: sql<string | null>`to_char(${feedItems.endTime}, 'HH24:MI')`,
  lat: feedItems.lat,
  lng: feedItems.lng,
  city_name: feedItems.cityName,
  business_name: feedItems.businessName,
  price_range: feedItems.priceRange,
  rating: feedItems.rating,
  repeat: feedItems.repeat,
};

const editable = (ctx: AppContext) => ctx.events.name === 'own';

function mustBeOwn(ctx: AppContext) {
  if (!editable(ctx)) throw new Conflict(FEED_MESSAGES.externalFeed, 'EXTERNAL_FEED');
}

const rowOf = (type: FeedType, v: Input) => ({
  type,
  title: v.title,
  description: v.description,
  image: v.image,
  startDate: v.start_date,
  endDate: v.end_date,
  startTime: v.start_time,
  endTime: v.end_time,
  lat: v.map_lat,
  lng: v.map_lng,
  cityName: v.city_name,
  businessName: v.business_name,
  priceRange: v.price_range,
  rating: v.rating,
  repeat: v.repeat,
});

/** The id as our store's integer, or null when it cannot name one of its rows. */
function storeId(id: string): number | null {
  return /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= ID_MAX ? Number(id) : null;
}

async function byId(ctx: AppContext, type: FeedType, id: number): Promise<FeedItem> {
  const [row] = await ctx.db
    .select(columns)
    .from(feedItems)
    .where(and(eq(feedItems.type, type), eq(feedItems.id, id)));
  if (!row) throw new NotFound(FEED_MESSAGES.notFound);
  return feedItemOf({ ...row, type: row.type as FeedType });
}

export async function listOwnItems(ctx: AppContext, type: FeedType, page: number) {
  if (!editable(ctx)) return { data: [], total: 0, per_page: ADMIN_FEED_PAGE, editable: false };
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(feedItems)
      .where(eq(feedItems.type, type))
      .orderBy(desc(feedItems.startDate), desc(feedItems.id))
      .limit(ADMIN_FEED_PAGE)
      .offset((page - 1) * ADMIN_FEED_PAGE),
    ctx.db.select({ n: count() }).from(feedItems).where(eq(feedItems.type, type)),
  ]);
  return {
    data: rows.map((r) => feedItemOf({ ...r, type: r.type as FeedType })),
    total: total?.n ?? 0,
    per_page: ADMIN_FEED_PAGE,
    editable: true,
  };
}

export async function createOwnItem(ctx: AppContext, type: FeedType, v: Input): Promise<FeedItem> {
  mustBeOwn(ctx);
  const [row] = await ctx.db.insert(feedItems).values(rowOf(type, v)).returning({ id: feedItems.id });
  return byId(ctx, type, row!.id);
}

export async function updateOwnItem(
  ctx: AppContext,
  type: FeedType,
  id: string,
  v: Input,
): Promise<FeedItem> {
  mustBeOwn(ctx);
  const key = storeId(id);
  if (key === null) throw new NotFound(FEED_MESSAGES.notFound);
  const changed = await ctx.db
    .update(feedItems)
    .set({ ...rowOf(type, v), updatedAt: new Date() })
    .where(and(eq(feedItems.type, type), eq(feedItems.id, key)))
    .returning({ id: feedItems.id });
  if (changed.length === 0) throw new NotFound(FEED_MESSAGES.notFound);
  return byId(ctx, type, key);
}

export async function deleteOwnItem(ctx: AppContext, type: FeedType, id: string): Promise<void> {
  mustBeOwn(ctx);
  const key = storeId(id);
  if (key === null) throw new NotFound(FEED_MESSAGES.notFound);
  const gone = await ctx.db
    .delete(feedItems)
    .where(and(eq(feedItems.type, type), eq(feedItems.id, key)))
    .returning({ id: feedItems.id });
  if (gone.length === 0) throw new NotFound(FEED_MESSAGES.notFound);
}
