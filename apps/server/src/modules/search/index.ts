// The search module's public file: what other modules use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { sitemapEntries } from './sitemap-entries';
export { countAirports } from './service';
export { firstCardPhoto } from './listing-search';
