// Tenants in beds (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record", §4.5, §4.6; docs/decisions/021-tenants-and-rentals.md):
// an invitation is a rental in status pending; accepting makes it accepted; it ends at its check-out.
// Two pending or accepted rentals never hold one bed over overlapping times: the exclusion constraint
// `rentals_bed_no_overlap` (added by hand in migration 0009, drizzle-kit cannot express it) refuses the second.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RentalStatus } from '@crashpad/shared/rules/rentals';
import { users } from './accounts';
import { listingBeds, listingRooms, listings } from './listings';

export const rentals = pgTable(
  'rentals',
  {
    /** the booking reference, shown zero-padded to 6 digits */
    id: serial().primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => listingRooms.id, { onDelete: 'cascade' }),
    bedId: integer('bed_id')
      .notNull()
      .references(() => listingBeds.id, { onDelete: 'cascade' }),
    /** the lister who invited (the listing's owner) */
    listerId: integer('lister_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the tenant; null until a person invited by e-mail signs up */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the address the invitation went to, lower-case */
    email: text().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    countryCode: text('country_code').notNull().default('US'),
    airline: text().notNull().default(''),
    jobPosition: text('job_position').notNull().default(''),
    status: text().$type<RentalStatus>().notNull().default('pending'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** hour of the day, 0–23 (docs/product/specification/2-listings-and-tenants.md §5 "Payment day and times") */
    startHour: smallint('start_hour').notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }),
    checkoutHour: smallint('checkout_hour'),
    /** a tenant's requested check-out, held until the lister confirms it (docs/product/specification/2-listings-and-tenants.md §4.6) */
    checkoutRequestedDate: date('checkout_requested_date', { mode: 'string' }),
    checkoutRequestedHour: smallint('checkout_requested_hour'),
    checkoutRequestedAt: timestamp('checkout_requested_at', { withTimezone: true }),
    rentalAmountCents: integer('rental_amount_cents').notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    /** day of the month rent is due, 1–28 */
    paymentDay: smallint('payment_day').notNull(),
    /** 0 off, 1 on (or asked for in the invitation), 2 requested, 3 disabling requested (docs/product/specification/2-listings-and-tenants.md §3) */
    autoPay: smallint('auto_pay').notNull().default(0),
    /** when the tenant agreed to AutoPay (auto_pay became 1 on acceptance); charges are due from then on */
    autopayStartedAt: timestamp('autopay_started_at', { withTimezone: true }),
    /**
     * the latest late fee the lister added (docs/product/specification/2-listings-and-tenants.md §3 late_fee), and fee_id, the payment request asking for it
     * (docs/decisions/056). No foreign key: payment_requests already references rentals, and this is a pointer to
     * the latest of them, kept with the fee in one transaction.
     */
    lateFeeCents: integer('late_fee_cents'),
    feeId: integer('fee_id'),
    /** the lister's private notes */
    noteAgreement: text('note_agreement').notNull().default(''),
    /** SHA-256 of the invitation token; the token itself is only in the e-mail. Null once used or voided. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rentals_lister_idx').on(t.listerId, t.status),
    index('rentals_listing_idx').on(t.listingId, t.status),
    index('rentals_user_idx').on(t.userId, t.status),
    index('rentals_email_idx').on(t.email, t.status),
    index('rentals_bed_idx').on(t.bedId, t.status),
    index('rentals_token_idx').on(t.tokenHash),
    index('rentals_autopay_idx')
      .on(t.paymentDay)
      .where(sql`${t.status} = 'accepted' and ${t.autoPay} in (1, 3)`),
    index('rentals_checkout_idx')
      .on(t.checkoutDate)
      .where(sql`${t.status} = 'accepted'`),
    check('rentals_status', sql`${t.status} in ('pending', 'accepted', 'ended', 'deleted')`),
    check(
      'rentals_hours',
      sql`${t.startHour} between 0 and 23 and (${t.checkoutHour} is null or ${t.checkoutHour} between 0 and 23)`,
    ),
    check('rentals_checkout_time', sql`(${t.checkoutDate} is null) = (${t.checkoutHour} is null)`),
    check('rentals_payment_day', sql`${t.paymentDay} between 1 and 28`),
    check('rentals_auto_pay', sql`${t.autoPay} between 0 and 3`),
    check('rentals_amounts', sql`${t.rentalAmountCents} >= 0 and ${t.depositCents} >= 0`),
    check('rentals_late_fee', sql`${t.lateFeeCents} is null or ${t.lateFeeCents} > 0`),
  ],
);

/** Every change to a rental, with what changed (docs/product/specification/2-listings-and-tenants.md §3 "Rental history row"). */
export const rentalHistory = pgTable(
  'rental_history',
  {
    id: serial().primaryKey(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    /** who made the change; null for the scheduled job */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** invited, edited, resent, accepted, declined, cancelled, checkout_requested, checkout_confirmed, checked_out, left, ended, removed, closed */
    action: text().notNull(),
    /** one line per field that changed: "Rent: $400.00 → $450.00" */
    changes: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rental_history_rental_idx').on(t.rentalId, t.createdAt)],
);

/**
 * A lister's message to one of their tenants, sent from the bulk message modal (docs/product/specification/2-listings-and-tenants.md §2.2, §7
 * send-message-to-tenant; docs/decisions/022-bulk-tenant-messages.md): one row per recipient, e-mailed at
 * once. `thread_id` stays null until messaging exists; that issue (16) files each row into the thread
 * between the lister and the tenant.
 */
export const tenantMessages = pgTable(
  'tenant_messages',
  {
    id: serial().primaryKey(),
    listerId: integer('lister_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    /** the tenant's account; null once it is gone */
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the address the e-mail went to */
    recipientEmail: text('recipient_email').notNull(),
    body: text().notNull(),
    /** the message thread it belongs to, once messaging exists (issue 16) */
    threadId: integer('thread_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_messages_lister_idx').on(t.listerId, t.createdAt),
    index('tenant_messages_rental_idx').on(t.rentalId),
    // bulk messages filed into threads (issue 16): the rows still waiting for one
    index('tenant_messages_unthreaded_idx')
      .on(t.id)
      .where(sql`${t.threadId} is null`),
  ],
);
