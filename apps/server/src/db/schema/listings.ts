// Listings with their rooms and beds (docs/product/specification/2-listings-and-tenants.md §3, §4.1–4.4; docs/decisions/011-listings.md),
// the airports each listing serves, and the files members uploaded.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BedStatus, RentalType, RoomStatus } from '@crashpad/shared/rules/listings';
import { users } from './accounts';
import { airports } from './reference';

export const listings = pgTable(
  'listings',
  {
    id: serial().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 2 active, 1 inactive, 0 deleted (docs/product/specification/2-listings-and-tenants.md §4.1) */
    status: smallint().notNull().default(2),
    /**
     * While the lister's account is closed: the status the listing had, to give back if the account is reopened;
     * the listing itself is then inactive (docs/decisions/008-accounts-and-sessions.md "Closing an account")
     */
    statusAtClosure: smallint('status_at_closure'),
    title: text().notNull(),
    street1: text().notNull().default(''),
    street2: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text().notNull().default('United States'),
    neighborhood: text().notNull().default(''),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** what visitors see: the point moved by up to 300 m, drawn again only when the address moves */
    publicLatitude: doublePrecision('public_latitude').notNull(),
    publicLongitude: doublePrecision('public_longitude').notNull(),
    rentalType: text('rental_type').$type<RentalType>().notNull(),
    bathrooms: smallint(),
    numberOfShower: smallint('number_of_shower'),
    maxNights: smallint('max_nights'),
    ratePerFromCents: integer('rate_per_from_cents').notNull(),
    ratePerToCents: integer('rate_per_to_cents'),
    enablePriceRange: boolean('enable_price_range').notNull().default(false),
    depositCents: integer('deposit_cents').notNull().default(0),
    ratePerDayFromCents: integer('rate_per_day_from_cents'),
    ratePerDayToCents: integer('rate_per_day_to_cents'),
    description: text().notNull(),
    rulesPoliciesDes: text('rules_policies_des').notNull().default(''),
    /** "<url>::::<display name>" per document */
    rulesPoliciesDoc: jsonb('rules_policies_doc').$type<string[]>().notNull().default([]),
    images: jsonb().$type<string[]>().notNull().default([]),
    thumbnail: text(),
    amenities: jsonb().$type<number[]>().notNull().default([]),
    preferences: jsonb().$type<number[]>().notNull().default([]),
    places: jsonb().$type<number[]>().notNull().default([]),
    /** miles to the first airport: 1–5, 10 (6-10), 11 (11+) */
    airportDistance: smallint('airport_distance').notNull(),
    otherAirportDistance: smallint('other_airport_distance'),
    /** kept in step with the beds, so lists and searches need no aggregation */
    totalRooms: smallint('total_rooms').notNull().default(0),
    numBeds: smallint('num_beds').notNull().default(0),
    numOccupiedBeds: smallint('num_occupied_beds').notNull().default(0),
    /** docs/product/specification/2-listings-and-tenants.md §4.1: 1 featured or boosted; ongoing 1 featured, 0 boosted */
    featureListing: smallint('feature_listing').notNull().default(0),
    featureOngoing: smallint('feature_ongoing').notNull().default(0),
    /** kept in step with the reviews of this listing (issue 16), so cards and pages need no aggregation */
    reviewCount: integer('review_count').notNull().default(0),
    reviewScoreSum: integer('review_score_sum').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    descriptionUpdatedAt: timestamp('description_updated_at', { withTimezone: true }),
  },
  (t) => [
    index('listings_user_idx').on(t.userId, t.status),
    index('listings_active_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 2`),
    // nearby search: the listings in a box around a point (docs/performance.md "The nearby search"). Migration
    // 0025 adds INCLUDE (id, public_latitude, public_longitude), which drizzle cannot write, so the candidates
    // and their exact distance come from the index alone.
    index('listings_active_public_point_gist')
      .using('gist', sql`point(${t.publicLongitude}, ${t.publicLatitude})`)
      .where(sql`${t.status} = 2`),
    index('listings_featured_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 2 and ${t.featureListing} = 1`),
    check('listings_status', sql`${t.status} in (0, 1, 2)`),
    check('listings_status_at_closure', sql`${t.statusAtClosure} in (1, 2)`),
    check('listings_rates', sql`${t.ratePerFromCents} >= 0 and ${t.depositCents} >= 0`),
  ],
);

/** The one or two airports a listing serves, with its distance to each (docs/product/specification/2-listings-and-tenants.md §3 airport list). */
/**
 * Each listing's page views (docs/product/specification/2-listings-and-tenants.md §2.8), apart from the listing: the view counter adds the visits of every
 * listing viewed every few seconds, and a row this narrow, with room left on its page (fillfactor 70, migration
 * 0022), is rewritten in place without touching the listing, its indexes or its triggers (docs/performance.md,
 * "Views apart from the listing"). A trigger gives every new listing its row, so a count only ever updates one.
 * (`listings.views`, left by migration 0022 for processes of the previous release, is no longer read.)
 */
export const listingViews = pgTable('listing_views', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  views: integer().notNull().default(0),
});

/**
 * Listing page visits counted per UTC day across all listings, written with each batch of `listing_views`: the
 * platform's "views per month" figure (docs/product/specification/3-money-and-messaging.md §1 sidebar; docs/decisions/007-metrics-and-contact.md).
 */
export const listingViewDays = pgTable('listing_view_days', {
  day: date({ mode: 'string' }).primaryKey(),
  views: integer().notNull().default(0),
});

/**
 * Each listing's views by UTC day, written with the same batch as `listing_views` (its lister's views by day on
 * My Crashpads, the admin's top listings; docs/decisions/064-page-view-analytics.md). No foreign key: a new day's
 * row would check the listing's key and so wait for a lister's save of it, which the counter never does.
 */
export const listingDailyViews = pgTable(
  'listing_daily_views',
  {
    listingId: integer('listing_id').notNull(),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] }), index('listing_daily_views_day_idx').on(t.day)],
);

export const listingAirports = pgTable(
  'listing_airports',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    /** 1 for the first airport, 2 for the other */
    position: smallint().notNull(),
    distance: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.airportId] }),
    index('listing_airports_airport_idx').on(t.airportId, t.listingId),
  ],
);

export const listingRooms = pgTable(
  'listing_rooms',
  {
    id: serial().primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    roomName: text('room_name').notNull(),
    status: text().$type<Exclude<RoomStatus, 'NEW'>>().notNull().default('ACTIVE'),
    position: smallint().notNull().default(0),
  },
  (t) => [
    index('listing_rooms_listing_idx').on(t.listingId, t.position),
    check('listing_rooms_status', sql`${t.status} in ('ACTIVE', 'DELETED')`),
  ],
);

export const listingBeds = pgTable(
  'listing_beds',
  {
    id: serial().primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => listingRooms.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    bedName: text('bed_name').notNull(),
    /** PENDING while an invitation holds it, BUSY while a rental is accepted (docs/decisions/011-listings.md) */
    status: text().$type<Exclude<BedStatus, 'NEW'>>().notNull().default('ACTIVE'),
    rentalAmountCents: integer('rental_amount_cents'),
    position: smallint().notNull().default(0),
  },
  (t) => [
    index('listing_beds_room_idx').on(t.roomId, t.position),
    index('listing_beds_listing_idx').on(t.listingId),
    check('listing_beds_status', sql`${t.status} in ('ACTIVE', 'BUSY', 'PENDING', 'DELETED')`),
  ],
);

/** Files members uploaded: who owns each address, so only its owner can rotate it or put it on a listing. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'image' | 'pdf'>().notNull(),
    url: text().notNull(),
    /** images: the thumbnail's address */
    thumbnailUrl: text('thumbnail_url'),
    /** pdf: the name it was uploaded with */
    name: text(),
    bytes: integer().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_url_idx').on(t.url),
    index('uploads_user_idx').on(t.userId),
    check('uploads_kind', sql`${t.kind} in ('image', 'pdf')`),
  ],
);
