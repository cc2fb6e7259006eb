import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  real,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Events and special offers of the product's own store: what the feeds show when no outside events service is
 * configured (docs/decisions/062-events-and-special-offers.md), created and edited by admins at /admin/feeds.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: serial().primaryKey(),
    /** 'events' or 'special_offers' */
    type: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** an /uploads/ path */
    image: text(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    cityName: text('city_name').notNull(),
    businessName: text('business_name'),
    priceRange: text('price_range'),
    rating: real(),
    repeat: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feed_items_type_check', sql`${t.type} in ('events', 'special_offers')`),
    check('feed_items_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    // upcoming items of a type, by how soon they end; the near search then reads lat/lng from the index
    index('feed_items_upcoming_idx').on(t.type, t.endDate, t.lat, t.lng),
    index('feed_items_admin_idx').on(t.type, t.startDate),
  ],
);
