// The events and special-offers feeds' public reads (docs/decisions/062-events-and-special-offers.md,
// packages/shared/src/api/feeds.ts): a list near a point, in a city or the soonest anywhere, and one item. A type
// is read only while its flag is on: with the flag off nothing of it is fetched (docs/decisions/005).
import { queryOptions } from '@tanstack/react-query';
import { FEED_LIMITS, FEED_PAGE_PATH } from '@crashpad/shared/rules/feeds';
import type { FeedItem, FeedItemAnswer, FeedListAnswer, FeedType } from '@crashpad/shared/api/feeds';
import type { FeatureFlag } from '@crashpad/shared/site/variants';
import { api } from './api-client';

// From the contract's zod-free half: the blocks load without zod (docs/decisions/004).
export { FEED_LIMITS, FEED_PAGE_PATH, FEED_TYPES } from '@crashpad/shared/rules/feeds';

/** The site flag that turns each type on. */
export const FEED_FLAG: Record<FeedType, FeatureFlag> = { events: 'events', special_offers: 'specialOffers' };

/** Where the items are: near a point (nearest first), in a city, or null: the soonest anywhere. */
export type FeedWhere = { lat: number; lng: number } | { city: string } | null;

export const feedKeys = {
  all: ['feeds'] as const,
  list: (type: FeedType, where: FeedWhere, limit: number) => ['feeds', type, 'list', where, limit] as const,
  item: (type: FeedType, id: string) => ['feeds', type, 'item', id] as const,
};

/** GET /api/feeds/{type} with the point and the spec's radius, or the city, and the limit. */
export function feedListPath(type: FeedType, where: FeedWhere, limit: number): string {
  const params = new URLSearchParams();
  if (where && 'city' in where) params.set('city', where.city);
  else if (where) {
    params.set('lat', String(where.lat));
    params.set('lng', String(where.lng));
    params.set('radius', String(FEED_LIMITS.radius));
  }
  params.set('limit', String(limit));
  return `/feeds/${type}?${params}`;
}

/**
 * A block's items. A block is extra to its page: a failed read leaves it out, as `available: false` does,
 * without the global error dialog or a retry (as a listing's related listings, features/listings/api.ts).
 */
export const feedListQuery = (type: FeedType, where: FeedWhere, limit: number, flagOn: boolean) =>
  queryOptions({
    queryKey: feedKeys.list(type, where, limit),
    queryFn: ({ signal }) =>
      api<FeedListAnswer>(feedListPath(type, where, limit), {
        signal,
        handles: [400, 404, 500, 502, 503, 504],
      }),
    enabled: flagOn,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** One item for its page; 404 (unknown, or the type turned off) is the page's own state. */
export const feedItemQuery = (type: FeedType, id: string, flagOn: boolean) =>
  queryOptions({
    queryKey: feedKeys.item(type, id),
    queryFn: ({ signal }) =>
      api<FeedItemAnswer>(`/feeds/${type}/${encodeURIComponent(id)}`, { signal, handles: [404] }),
    enabled: flagOn,
  });

/** The item's page: /event/{id} or /offer/{id}. */
export const feedItemPath = (item: Pick<FeedItem, 'type' | 'id'>) =>
  `${FEED_PAGE_PATH[item.type]}/${encodeURIComponent(item.id)}`;

/** The English title (the feed gives language key/value pairs), else the first one given. */
export function feedTitle(item: Pick<FeedItem, 'title'>): string {
  return (item.title.find((t) => t.key === 'en') ?? item.title[0])?.value ?? '';
}
