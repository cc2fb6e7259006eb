// Which events feed the product reads (docs/decisions/062-events-and-special-offers.md): the outside service at
// EVENTS_API_URL, its answers kept briefly in the cache every process shares (Redis when REDIS_URL is set), else
// the product's own store in its database.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cachedFeed, type SharedCache } from './cached-feed';
import type { EventsFeed } from './feed';
import { ownStoreFeed } from './own-store';
import { serviceFeed } from './service-feed';

export function selectEventsFeed(config: Config, db: Db, cache: SharedCache): EventsFeed {
  const { url, apiKey, timeoutMs } = config.events;
  if (!url) return ownStoreFeed(db);
  return cachedFeed(serviceFeed({ baseUrl: url, apiKey, timeoutMs }), cache);
}
