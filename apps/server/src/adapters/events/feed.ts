// What every events feed answers (docs/decisions/062-events-and-special-offers.md): the outside events service
// (service-feed.ts, when EVENTS_API_URL is set) or the product's own store (own-store.ts). A feed that cannot
// answer throws FeedUnavailable; the feeds module logs it with code 3337 and the page goes on without the block.
import type { FeedItem, FeedType } from '@crashpad/shared/api/feeds';

export type FeedNear = { type: FeedType; lat: number; lng: number; radius: number; limit: number };
export type FeedInCity = {
  type: FeedType;
  city: string;
  lat?: number;
  lng?: number;
  radius: number;
  limit: number;
};
/**
 * A city centre whose upcoming events and offers are counted, keyed by the caller's id. `listed`: crashpads are
 * listed around it. An outside service is asked only about those, a call per city and type (docs/decisions/062).
 */
export type CountedCity = { key: string; name: string; lat: number; lng: number; listed: boolean };
export type FeedCounts = Map<string, { events: number; special_offers: number }>;

export type EventsFeed = {
  name: 'own' | 'service';
  /** upcoming items within radius km of the point, nearest first */
  near(q: FeedNear): Promise<FeedItem[]>;
  /** the soonest upcoming items anywhere (no place known) */
  soonest(q: { type: FeedType; limit: number }): Promise<FeedItem[]>;
  /** upcoming items of a city (by name, and within radius of the point when given), soonest first */
  inCity(q: FeedInCity): Promise<FeedItem[]>;
  /** one item, past or upcoming; null when the feed knows no such id */
  one(type: FeedType, id: string): Promise<FeedItem | null>;
  /** upcoming items within radiusKm of each city's centre */
  cityCounts(cities: CountedCity[], radiusKm: number): Promise<FeedCounts>;
};

/** The feed did not answer usably: refused, timed out, or answered something that is not the feed's shape. */
export class FeedUnavailable extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'status' | 'malformed' | 'network',
  ) {
    super(message);
    this.name = 'FeedUnavailable';
  }
}

/** The fetch the service feed uses: the global one, or a test's. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
