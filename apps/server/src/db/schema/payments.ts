// Money (docs/architecture.md "Data"): the card provider's customers we created, every charge we
// attempted, events received from the provider, and the offline sandbox provider's own records.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listingRooms, listings } from './listings';
import { rentals } from './rentals';

/** A customer we created at the card provider: for a member, or for a sign-up that has not paid yet. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    customerId: text('customer_id').primaryKey(),
    provider: text().notNull(),
    email: text().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_customers_user_idx').on(t.userId),
    index('payment_customers_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Every charge attempted; the idempotency key makes a retried or doubled request charge once. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial().primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** who paid; null while a sign-up's account does not exist yet */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** rent and other tenant payments: the lister paid (revenue, docs/decisions/021-tenants-and-rentals.md) */
    listerId: integer('lister_id').references(() => users.id, { onDelete: 'set null' }),
    rentalId: integer('rental_id').references(() => rentals.id, { onDelete: 'set null' }),
    /** what part of the amount went back to the payer */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** when the money moved (a manual payment may be recorded later); revenue is dated by it */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * plan_signup | plan_renewal | plan_change | plan_auto_renewal; rent (issue 15): autopay_deposit |
     * autopay_rent | payment_request | manual_payment; featured_signup | featured_renewal
     */
    type: text().notNull(),
    /**
     * AutoPay's charge period for its rental: 'deposit' or the due date 'YYYY-MM-DD'. (rental_id, period) is
     * unique, so a rental is charged once per period whatever runs the job (docs/product/money.md#autopay).
     */
    period: text(),
    /**
     * the lister's connected account the charge paid into, and the platform's fee kept from it: the card
     * provider's fee by the configured schedule, the platform's 1% and the flat monthly fee when this charge
     * carries it (docs/decisions/051-fees-that-cover-the-card-provider.md)
     */
    destinationAccount: text('destination_account'),
    feeCents: integer('fee_cents').notNull().default(0),
    providerFeeCents: integer('provider_fee_cents').notNull().default(0),
    flatFeeCents: integer('flat_fee_cents').notNull().default(0),
    /** the provider's real fee for the charge, from its balance transaction, once known (reconciliation) */
    providerFeeActualCents: integer('provider_fee_actual_cents'),
    /** how a manual payment was made (docs/product/specification/3-money-and-messaging.md §9: cash, zelle, …); 'card' for charges */
    method: text(),
    notes: text().notNull().default(''),
    /** charge attempts made for this key: a refused AutoPay charge is tried once a day for 3 more days */
    attempts: smallint().notNull().default(0),
    /**
     * the customer and card the current attempt charges: an attempt whose outcome is unknown (a cut database, a
     * dead call) is resumed with them, whatever card the retry brings (docs/decisions/058)
     */
    customerRef: text('customer_ref'),
    paymentMethodRef: text('payment_method_ref'),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull().default('USD'),
    provider: text().notNull(),
    providerRef: text('provider_ref'),
    description: text().notNull(),
    /** what was bought, e.g. the plan */
    item: text(),
    failureType: text('failure_type'),
    failureCode: text('failure_code'),
    declineCode: text('decline_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_user_idx').on(t.userId, t.createdAt),
    // a lister's payment history (GET /api/transaction) reads every status
    index('transactions_lister_idx').on(t.listerId, t.createdAt),
    index('transactions_lister_paid_idx')
      .on(t.listerId, t.paidAt)
      .where(sql`${t.status} = 'succeeded'`),
    index('transactions_rental_idx').on(t.rentalId),
    // the AutoPay job's retries: refused or unfinished AutoPay charges (modules/autopay/daily-run.ts)
    index('transactions_autopay_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.type} in ('autopay_deposit', 'autopay_rent') and ${t.status} <> 'succeeded'`),
    uniqueIndex('transactions_rental_period_idx')
      .on(t.rentalId, t.period)
      .where(sql`${t.period} is not null`),
    check('transactions_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('transactions_amount', sql`${t.amountCents} >= 0`),
  ],
);

/** Webhook events already handled (each event id once). */
export const providerEvents = pgTable('provider_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// The sandbox provider's own tables: what a card provider would hold. Card numbers are never stored.
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text().primaryKey(),
  email: text().notNull(),
  name: text(),
  deleted: boolean().notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text().primaryKey(),
  customerId: text('customer_id'),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** how charges on this card behave: succeed | fail */
  behaviour: text().notNull(),
  /** what Stripe keeps as billing_details: name, postal code, country and US state (docs/decisions/053) */
  billingDetails: jsonb('billing_details').$type<{
    name: string | null;
    address: { postal_code: string | null; country: string | null; state: string | null };
  }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  id: text().primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  customerId: text('customer_id').notNull(),
  status: text().notNull().default('requires_payment_method'),
  paymentMethodId: text('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Connected (payout) accounts: the bank's name and the account number's last 4 only, never the number. */
export const sandboxConnectedAccounts = pgTable('sandbox_connected_accounts', {
  id: text().primaryKey(),
  email: text().notNull(),
  country: text().notNull(),
  bankName: text('bank_name'),
  last4: text(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /** the secret of the latest onboarding link and where it returns to */
  onboardingSecret: text('onboarding_secret').unique(),
  returnUrl: text('return_url'),
  /** the secret of the latest dashboard (login) link */
  loginSecret: text('login_secret').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Charges and refunds, with the answer kept per idempotency key as the real provider does. */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text().primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** the request's parameters: a key reused with other parameters is refused */
  fingerprint: text().notNull(),
  kind: text().$type<'charge' | 'refund'>().notNull(),
  customerId: text('customer_id'),
  paymentMethodId: text('payment_method_id'),
  chargeId: text('charge_id'),
  amountCents: integer('amount_cents').notNull(),
  currency: text().notNull(),
  destination: text(),
  feeCents: integer('fee_cents'),
  status: text().notNull(),
  /** the error answered, when it failed */
  error: jsonb().$type<{ type: string; code?: string; decline_code?: string; message: string }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lister's request that a tenant pay an amount (docs/product/specification/3-money-and-messaging.md §3 "Payment
 * request", §4;
 * docs/decisions/027-payment-requests-and-manual-payments.md): pending until the tenant pays it with the saved card
 * (processing, then complete) or rejects it.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial().primaryKey(),
    listerId: integer('lister_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantUserId: integer('tenant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => listingRooms.id, { onDelete: 'set null' }),
    /** deposit | rent | parking | other, or late_fee (added from My Crew, docs/decisions/056) */
    paymentFor: text('payment_for').notNull(),
    /** docs/product/specification/3-money-and-messaging.md §9: PAYMENT.MANUAL, a one-time payment (AutoPay's charges are PAYMENT) */
    paymentType: text('payment_type').notNull().default('PAYMENT.MANUAL'),
    /** docs/product/specification/3-money-and-messaging.md §9: stripe, paid by card through the card provider */
    paymentMethod: text('payment_method').notNull().default('stripe'),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull().default('USD'),
    notes: text().notNull().default(''),
    status: text().$type<'pending' | 'processing' | 'complete' | 'rejected'>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** the charge that paid it */
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_requests_tenant_idx').on(t.tenantUserId, t.createdAt),
    index('payment_requests_lister_idx').on(t.listerId, t.createdAt),
    index('payment_requests_rental_idx').on(t.rentalId),
    check('payment_requests_status', sql`${t.status} in ('pending', 'processing', 'complete', 'rejected')`),
    check(
      'payment_requests_for',
      sql`${t.paymentFor} in ('deposit', 'rent', 'parking', 'other', 'late_fee')`,
    ),
    check('payment_requests_payment_type', sql`${t.paymentType} = 'PAYMENT.MANUAL'`),
    check('payment_requests_payment_method', sql`${t.paymentMethod} = 'stripe'`),
    check('payment_requests_amount', sql`${t.amountCents} > 0`),
    // One late fee of a rental waits to be paid at a time: a doubled submit adds one (docs/decisions/056).
    uniqueIndex('payment_requests_open_late_fee_idx')
      .on(t.rentalId)
      .where(sql`${t.paymentFor} = 'late_fee' and ${t.status} in ('pending', 'processing')`),
  ],
);

/**
 * A listing's featured plan (docs/decisions/028-featured-and-boost.md): boost_subscription renews monthly until
 * cancelled; boost_1_week and boost_1_month end after their days. A cancelled subscription keeps the boost until
 * `current_period_end`. One live (active or cancelled) plan per listing.
 */
export const featuredSubscriptions = pgTable(
  'featured_subscriptions',
  {
    id: serial().primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text().$type<'boost_subscription' | 'boost_1_week' | 'boost_1_month'>().notNull(),
    status: text().$type<'active' | 'cancelled' | 'ended'>().notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('featured_subscriptions_live_idx')
      .on(t.listingId)
      .where(sql`${t.status} in ('active', 'cancelled')`),
    index('featured_subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('active', 'cancelled')`),
    index('featured_subscriptions_user_idx').on(t.userId),
    check('featured_subscriptions_status', sql`${t.status} in ('active', 'cancelled', 'ended')`),
    check(
      'featured_subscriptions_plan',
      sql`${t.plan} in ('boost_subscription', 'boost_1_week', 'boost_1_month')`,
    ),
  ],
);
