// The airport search's read model (docs/decisions/037-search-read-model.md): kept by the database itself — the
// triggers of migration 0018 rewrite a listing's rows in the same transaction as any write to the listing or
// its airports — so a search is an index range scan + LIMIT and a change shows on the next search. The listing
// page has one too (listing_pages, migration 0019).
import {
  bigint,
  date,
  doublePrecision,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The cards too long for an index entry (docs/decisions/040-search-cards-in-the-index.md): when a card and its
 * title key pass 2,600 bytes the card is kept here and its entries' `card` is null. Through the form only a title
 * and neighbourhood full of control characters (escaped in JSON) get here. Migration 0020 also keeps a view
 * `search_cards` for processes of the code before it during a rolling update.
 */
export const searchLongCards = pgTable(
  'search_long_cards',
  {
    listingId: integer('listing_id').notNull(),
    airportId: integer('airport_id').notNull(),
    card: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.airportId] })],
);

/**
 * The sort keys of each card, once per filter bucket the listing falls in: bucket = gender × 2 + vacant, gender
 * 0 all, 1 males only, 2 females only; vacant 1 = not every bed taken (`occupied=false`). Every search is then
 * a range of one (airport, bucket) in the index of its order, and the card is read from that index.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    airportId: integer('airport_id').notNull(),
    bucket: smallint().notNull(),
    listingId: integer('listing_id').notNull(),
    /** 0 featured, 1 boosted, 2 neither: the default order (docs/decisions/012-listing-search.md) */
    featuredRank: smallint('featured_rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    titleKey: text('title_key').notNull(),
    distance: smallint().notNull(),
    price: integer().notNull(),
    /** the card as the search answers it (JSON text, built in SQL); null when it is in search_long_cards */
    card: text(),
  },
  // Migration 0020 adds INCLUDE (card) to the five order indexes, which drizzle cannot write: a page of cards
  // is then read from consecutive index entries, with no visit to the table (docs/decisions/040).
  (t) => [
    index('search_entries_default_idx').on(
      t.airportId,
      t.bucket,
      t.featuredRank,
      t.createdAt.desc(),
      t.listingId.desc(),
    ),
    index('search_entries_newest_idx').on(t.airportId, t.bucket, t.createdAt, t.listingId),
    index('search_entries_title_idx').on(t.airportId, t.bucket, t.titleKey, t.listingId),
    index('search_entries_distance_idx').on(t.airportId, t.bucket, t.distance, t.listingId),
    index('search_entries_price_idx').on(t.airportId, t.bucket, t.price, t.listingId),
    index('search_entries_listing_idx').on(t.listingId),
  ],
);

/**
 * How many entries each (airport, bucket) holds and their prices' sum, kept by adding each write's difference, and
 * their cheapest and dearest price, read again from the price index for the buckets a write touched.
 */
export const searchStats = pgTable(
  'search_stats',
  {
    airportId: integer('airport_id').notNull(),
    bucket: smallint().notNull(),
    total: integer().notNull(),
    priceSum: bigint('price_sum', { mode: 'number' }).notNull(),
    // the cheapest and dearest price of the bucket, kept on write (migration 0024); null when it is empty
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
  },
  (t) => [primaryKey({ columns: [t.airportId, t.bucket] })],
);

/**
 * The listing page's read model (migration 0019, docs/decisions/039-listing-page-read-model.md): per listing, the
 * JSON text of the page's parts every viewer sees alike, rewritten by triggers on every write to what it shows;
 * `fresh_until` is the last day (UTC) its beds' "available from" dates hold. Since migration 0023 it also carries
 * the listing's and its lister's fields that the page puts together per viewer (the point, the phone, the
 * vocabulary ids, …), copies of `listings` and `users` kept by the same triggers, so that a page is read from
 * this row alone (docs/performance.md, "The listing page from one row").
 */
export const listingPages = pgTable('listing_pages', {
  listingId: integer('listing_id').primaryKey(),
  shared: text().notNull(),
  freshUntil: date('fresh_until', { mode: 'string' }),
  userId: integer('user_id').notNull(),
  status: smallint().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  publicLatitude: doublePrecision('public_latitude').notNull(),
  publicLongitude: doublePrecision('public_longitude').notNull(),
  numBeds: smallint('num_beds').notNull(),
  numOccupiedBeds: smallint('num_occupied_beds').notNull(),
  reviewCount: integer('review_count').notNull(),
  reviewScoreSum: integer('review_score_sum').notNull(),
  rulesPoliciesDoc: jsonb('rules_policies_doc').$type<string[]>().notNull(),
  amenities: jsonb().$type<number[]>().notNull(),
  preferences: jsonb().$type<number[]>().notNull(),
  places: jsonb().$type<number[]>().notNull(),
  listerPhone: text('lister_phone'),
  listerPhonePublic: integer('lister_phone_public').notNull(),
});
