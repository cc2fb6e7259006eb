// The events and special-offers feeds' constants (docs/decisions/062-events-and-special-offers.md), without zod:
// the web's blocks import them without loading the contract's schemas (docs/decisions/004). api/feeds.ts re-exports them.

export const FEED_TYPES = ['events', 'special_offers'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** docs/product/specification/3-money-and-messaging.md §9: limits and radius of each place the feeds show. */
export const FEED_LIMITS = {
  /** the home page asks for 8 and shows 4 */
  home: 8,
  shown: 4,
  /** a listing's page: up to 4 of each near it */
  listing: 4,
  /** the map's layer: 5 of each */
  map: 5,
  /** the airport search's blocks */
  search: 4,
  /** km around the point, the spec's default */
  radius: 100,
  /** the most one call may ask for */
  max: 50,
} as const;

/** The page of one item: /event/{id} or /offer/{id}. */
export const FEED_PAGE_PATH: Record<FeedType, string> = { events: '/event', special_offers: '/offer' };

export const FEED_REPEATS = ['weekly', 'monthly', 'yearly'] as const;
export const FEED_PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
