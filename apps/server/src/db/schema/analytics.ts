// Page-view analytics, the product's own store (docs/decisions/064-page-view-analytics.md): counts by day, never
// an address. The beacon's events are added up in memory and written in batches as daily rows
// (adapters/analytics/first-party.ts); a visitor is a hash of address, browser and site with the day's salt, and
// both the salt and the hashes are gone within two days, leaving counts.
import { bigint, boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The day's secret salt of the visitor hash: made by the first process to need it, deleted after a day. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

/** Page views by UTC day and normalised path; listing_id on a listing's page. */
export const analyticsPageDays = pgTable(
  'analytics_page_days',
  {
    day: date({ mode: 'string' }).notNull(),
    path: text().notNull(),
    views: integer().notNull().default(0),
    /** not a foreign key: counts outlive what they counted, and the write must never wait on a listing */
    listingId: integer('listing_id'),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Visits from other sites by UTC day and the referrer's host (never the rest of its address). */
export const analyticsReferrerDays = pgTable(
  'analytics_referrer_days',
  {
    day: date({ mode: 'string' }).notNull(),
    host: text().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);

/**
 * Today's and yesterday's visitors, one row each: the first 8 bytes of the day's hash, and whether they opened a
 * create-account page. Older days are added up into analytics_days and their rows deleted.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date({ mode: 'string' }).notNull(),
    visitor: bigint({ mode: 'bigint' }).notNull(),
    signup: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/** Visitors of the days whose hashes are gone: the counts analytics_visitors had. */
export const analyticsDays = pgTable('analytics_days', {
  day: date({ mode: 'string' }).primaryKey(),
  visitors: integer().notNull().default(0),
  signupVisitors: integer('signup_visitors').notNull().default(0),
});
