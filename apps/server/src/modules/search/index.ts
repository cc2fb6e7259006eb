// The search module's public file: what other modules use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { listingPageFacts, sitemapEntries, type ListingPageFacts } from './public-pages';
export { countAirports } from './service';
