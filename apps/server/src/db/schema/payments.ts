// Money (docs/architecture.md "Data"): the card provider's customers we created, every charge we
// attempted, events received from the provider, and the offline sandbox provider's own records.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
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
    /** plan_signup | plan_renewal | plan_change | plan_auto_renewal */
    type: text().notNull(),
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
    index('transactions_lister_paid_idx')
      .on(t.listerId, t.paidAt)
      .where(sql`${t.status} = 'succeeded'`),
    index('transactions_rental_idx').on(t.rentalId),
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
