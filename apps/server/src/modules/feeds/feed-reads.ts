// Reading the events feed for a page (docs/decisions/062-events-and-special-offers.md): a type whose flag is off
// is never asked for; a feed that fails or is slow is logged with code 3337 (docs/product/specification/
// 3-money-and-messaging.md §8, "Events fetch failure: logged only") and the page goes on without the block.
import type { FastifyBaseLogger } from 'fastify';
import { FEED_LIMITS, type FeedItem, type FeedQuery, type FeedType } from '@crashpad/shared/api/feeds';
import type { FeatureFlag } from '@crashpad/shared/site/variants';
import type { CountedCity, FeedCounts } from '../../adapters/events/feed';
import type { AppContext } from '../../context';

/** docs/product/specification/3-money-and-messaging.md §8 */
export const EVENTS_FETCH_FAILED = 3337;

export const FLAG_OF_TYPE: Record<FeedType, FeatureFlag> = {
  events: 'events',
  special_offers: 'specialOffers',
};

export const feedOn = (ctx: AppContext, type: FeedType): boolean => ctx.config.site.flags[FLAG_OF_TYPE[type]];

/**
 * The feed's answer, or null when it failed: logged, never thrown. The own store is our database and answers
 * like any other read; the outside service's calls are bounded by EVENTS_TIMEOUT_MS in its adapter.
 */
async function guarded<T>(
  ctx: AppContext,
  log: FastifyBaseLogger,
  what: string,
  read: () => Promise<T>,
): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log.warn({ code: EVENTS_FETCH_FAILED, feed: ctx.events.name, what, reason }, 'events feed failed');
    return null;
  }
}

/** Upcoming items for GET /api/feeds/{type}: near a point, in a city, or the soonest anywhere. */
export async function readFeed(
  ctx: AppContext,
  log: FastifyBaseLogger,
  type: FeedType,
  q: FeedQuery,
): Promise<{ data: FeedItem[]; available: boolean }> {
  const { lat, lng, city, radius, limit } = q;
  const items = await guarded(ctx, log, type, () =>
    city !== undefined
      ? ctx.events.inCity({ type, city, lat, lng, radius, limit })
      : lat !== undefined && lng !== undefined
        ? ctx.events.near({ type, lat, lng, radius, limit })
        : ctx.events.soonest({ type, limit }),
  );
  return items === null ? { data: [], available: false } : { data: items.slice(0, limit), available: true };
}

/** One item for its page; null when unknown, its flag is off or the feed failed (the page then says not found). */
export async function readFeedItem(
  ctx: AppContext,
  log: FastifyBaseLogger,
  type: FeedType,
  id: string,
): Promise<FeedItem | null> {
  if (!feedOn(ctx, type)) return null;
  return guarded(ctx, log, `${type} ${id}`, () => ctx.events.one(type, id));
}

/**
 * The city directory's counts (docs/product/specification/2-listings-and-tenants.md §2.9): upcoming items within
 * the directory's 50 miles of each city centre; null when both flags are off or the feed failed, and the
 * directory then shows no count rather than a made-up 0.
 */
export async function feedCityCounts(
  ctx: AppContext,
  log: FastifyBaseLogger,
  cities: CountedCity[],
  radiusKm: number,
): Promise<{ counts: FeedCounts; events: boolean; special_offers: boolean } | null> {
  const events = feedOn(ctx, 'events');
  const offers = feedOn(ctx, 'special_offers');
  if (!events && !offers) return null;
  const counts = await guarded(ctx, log, 'city counts', () => ctx.events.cityCounts(cities, radiusKm));
  return counts && { counts, events, special_offers: offers };
}

/** The upcoming items the sitemap names (docs/decisions/062-events-and-special-offers.md): the soonest of each type on. */
export async function feedSitemapItems(ctx: AppContext, log: FastifyBaseLogger): Promise<FeedItem[]> {
  const types = (['events', 'special_offers'] as const).filter((type) => feedOn(ctx, type));
  const lists = await Promise.all(
    types.map((type) =>
      guarded(ctx, log, `${type} sitemap`, () => ctx.events.soonest({ type, limit: FEED_LIMITS.max })),
    ),
  );
  return lists.flatMap((list) => list ?? []);
}
