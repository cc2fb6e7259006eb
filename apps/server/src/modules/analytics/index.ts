// The analytics module's public file (docs/architecture.md): page views from the web app's beacon, counted by the
// analytics adapter (adapters/analytics), and the admin's report (docs/decisions/064-page-view-analytics.md). Its
// HTTP routes are in routes.ts, which only app.ts registers.
export { isBot } from './bots';
export { normalisePath } from './ingest';
