// Conversations between members (docs/product/specification/3-money-and-messaging.md §2.5, §3 "Message thread card", "Message", §4 "Thread read/unread";
// docs/decisions/029-messaging.md). A thread is between two users, the smaller id as user_a, optionally
// about one listing: two members hold one thread per listing (and one without a listing). Each side keeps
// its own archived_at and last_read_at, so archiving and reading never change what the other member sees.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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

export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial().primaryKey(),
    /** the member with the smaller id */
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the member with the larger id */
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the listing the conversation is about; null for one that is not about a listing */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** when the newest message was written; the inbox sorts by it */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** each side's archive: set hides the thread from that member's inbox; a new message clears both */
    userAArchivedAt: timestamp('user_a_archived_at', { withTimezone: true }),
    userBArchivedAt: timestamp('user_b_archived_at', { withTimezone: true }),
    /** each side's read mark: the thread is unread for a side while last_message_at is later */
    userAReadAt: timestamp('user_a_read_at', { withTimezone: true }),
    userBReadAt: timestamp('user_b_read_at', { withTimezone: true }),
    /** each side's last e-mail notice of a new message: at most one per thread per hour (issue 16) */
    userANotifiedAt: timestamp('user_a_notified_at', { withTimezone: true }),
    userBNotifiedAt: timestamp('user_b_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_pair_listing_key').on(t.userA, t.userB, sql`coalesce(${t.listingId}, 0)`),
    index('message_threads_user_a_idx').on(t.userA, t.lastMessageAt.desc()),
    index('message_threads_user_b_idx').on(t.userB, t.lastMessageAt.desc()),
    check('message_threads_order', sql`${t.userA} < ${t.userB}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * A stay request ("Book Your Stay", docs/decisions/065-book-your-stay.md): the dates, guests and note a member sent
 * a lister about a listing, with the nightly rates it showed then. It is also a message in the listing's thread
 * (`message_id`), which the thread shows as a request the lister can invite from.
 */
export const stayRequests = pgTable(
  'stay_requests',
  {
    id: serial().primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    guests: smallint().notNull(),
    note: text().notNull().default(''),
    rateFromCents: integer('rate_from_cents').notNull(),
    rateToCents: integer('rate_to_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stay_requests_message_idx').on(t.messageId),
    index('stay_requests_listing_idx').on(t.listingId, t.createdAt),
    check('stay_requests_dates', sql`${t.checkOut} > ${t.checkIn}`),
    check('stay_requests_guests', sql`${t.guests} between 1 and 16`),
  ],
);
