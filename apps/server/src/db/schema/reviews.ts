// Reviews of listers and their responses (docs/product/specification/2-listings-and-tenants.md §2.11, §3 "Review and response", §4.9, §5 "Reviews";
// docs/product/accounts.md#reviews-of-listers). A member reviews a lister once per listing, after holding an accepted
// rental there; the reviewed lister responds once per review. The listing's review_count and review_score_sum
// move in the same transaction as the review, so search cards read them without aggregation.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings } from './listings';

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    /** the member who wrote it */
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the lister reviewed (docs/product/specification/2-listings-and-tenants.md §7 lister_id, obj_type 'user') */
    listerId: integer('lister_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the listing the reviewer rented at */
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    score: smallint().notNull(),
    message: text().notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_reviewer_listing_key').on(t.reviewerId, t.listingId),
    index('reviews_lister_idx').on(t.listerId, t.createdAt.desc()),
    index('reviews_listing_idx').on(t.listingId, t.createdAt.desc()),
    check('reviews_score', sql`${t.score} between 1 and 5`),
    check('reviews_message_length', sql`char_length(${t.message}) <= 1000`),
  ],
);

export const reviewResponses = pgTable(
  'review_responses',
  {
    id: serial().primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** the reviewed lister, the only member who may respond */
    listerId: integer('lister_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_responses_review_key').on(t.reviewId),
    check('review_responses_message_length', sql`char_length(${t.message}) between 1 and 1000`),
  ],
);
