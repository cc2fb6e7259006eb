// The feeds module's public file: events and special offers for other modules' pages (docs/architecture.md,
// docs/decisions/062-events-and-special-offers.md). Its HTTP routes are in routes.ts, which only app.ts registers.
export { feedCityCounts, feedOn, feedSitemapItems, readFeed, readFeedItem } from './feed-reads';
