// Accounts, sessions and one-time tokens (docs/product/specification/1-accounts-and-shell.md; docs/decisions/008-accounts-and-sessions.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@crashpad/shared/social-providers';
import type { UserPlan } from '@crashpad/shared/plans';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    displayName: text('display_name').notNull(),
    role: text().$type<'user' | 'admin'>().notNull().default('user'),
    status: text().$type<'ACTIVE' | 'DEACTIVATED'>().notNull().default('ACTIVE'),
    /** seeker | basic | premium | pro; null = free tenant */
    userPlan: text('user_plan').$type<UserPlan>(),
    /** the listing allowance of the plan (docs/product/specification/1-accounts-and-shell.md §3 total_location); null = unlimited */
    totalLocation: integer('total_location').default(0),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    gender: text(),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code').notNull().default('US'),
    airlines: text(),
    hearAboutUs: text('hear_about_us'),
    referralCode: text('referral_code'),
    birthdateYear: integer('birthdate_year'),
    birthdateMonth: integer('birthdate_month'),
    birthdateDay: integer('birthdate_day'),
    about: text(),
    photo: text(),
    approvalPublicPhoneUser: integer('approval_public_phone_user').notNull().default(0),
    approvalPublicPhoneTenant: integer('approval_public_phone_tenant').notNull().default(0),
    language: text().notNull().default('en'),
    /**
     * The member's time zone as their browser last said (X-Time-Zone): e-mails and exports write moments in it
     * (docs/product/dates.md); null until then, read as New York.
     */
    timeZone: text('time_zone'),
    /** the card provider's customer and the saved card (docs/product/specification/1-accounts-and-shell.md §3 customer_id, payment_method) */
    customerId: text('customer_id'),
    paymentMethod: text('payment_method'),
    /** brand, last 4 and expiry of the saved card, as the provider last described it */
    cardDetails: jsonb('card_details').$type<{
      brand: string;
      last4: string;
      exp_month: number;
      exp_year: number;
    }>(),
    /** set when the provider no longer knows the saved card (docs/product/specification/3-money-and-messaging.md §2.2 "Invalid" badge) */
    paymentMethodInvalidAt: timestamp('payment_method_invalid_at', { withTimezone: true }),
    /** the lister's payout account at the provider, a Connect Express account (docs/product/specification/3-money-and-messaging.md §5 acc_stripe) */
    accStripe: text('acc_stripe'),
    /** when the provider last said the payout account can receive money (details submitted, payouts enabled) */
    payoutOnboardedAt: timestamp('payout_onboarded_at', { withTimezone: true }),
    /** docs/product/specification/3-money-and-messaging.md §5 automatic_payment: 1 when the lister has AutoPay on, 0 otherwise */
    automaticPayment: integer('automatic_payment').notNull().default(0),
    /** docs/product/specification/3-money-and-messaging.md §5 payout_config_id: 1 daily, 2 weekly, 3 monthly payouts */
    payoutConfigId: integer('payout_config_id').notNull().default(1),
    /** e-mail notices of new messages (issue 16); the notice's unsubscribe link clears it */
    messageNotices: boolean('message_notices').notNull().default(true),
    /**
     * the member's sign-in with Google or Apple (docs/product/specification/1-accounts-and-shell.md §3 social_type,
     * social_id): the provider and its subject identifier, the one thing that names the person there
     * (docs/decisions/063-social-sign-in.md)
     */
    socialType: text('social_type').$type<SocialProvider>(),
    socialId: text('social_id'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // the daily renewal and expiry jobs find members by their expiry
    index('users_expire_idx')
      .on(t.expireAt)
      .where(sql`${t.userPlan} is not null`),
    check('users_role', sql`${t.role} in ('user', 'admin')`),
    uniqueIndex('users_acc_stripe_idx').on(t.accStripe),
    check('users_automatic_payment', sql`${t.automaticPayment} in (0, 1)`),
    check('users_payout_config', sql`${t.payoutConfigId} in (1, 2, 3)`),
    check('users_status', sql`${t.status} in ('ACTIVE', 'DEACTIVATED')`),
    // one account per person at a provider
    uniqueIndex('users_social_idx')
      .on(t.socialType, t.socialId)
      .where(sql`${t.socialId} is not null`),
    check(
      'users_social',
      sql`(${t.socialType} is null) = (${t.socialId} is null) and (${t.socialType} is null or ${t.socialType} in ('google', 'apple'))`,
    ),
    check('users_plan', sql`${t.userPlan} is null or ${t.userPlan} in ('seeker', 'basic', 'premium', 'pro')`),
    check(
      'users_phone_visibility',
      sql`${t.approvalPublicPhoneUser} in (0, 1) and ${t.approvalPublicPhoneTenant} in (0, 2)`,
    ),
  ],
);

/** A signed-in device. The JWT names the session; revoking the row ends it on the server. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** set when an admin switched into this user: "return to admin" needs no password */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'cascade' }),
    keep: integer().notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use links: password reset (60 min), e-mail verification and e-mail change (24 h). Only hashes are kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose', sql`${t.purpose} in ('password_reset', 'email_verify', 'email_change')`),
  ],
);

/**
 * A sign-in with Google or Apple under way (docs/decisions/063-social-sign-in.md): written by POST
 * /api/oauth/{provider}, named by the SHA-256 of its `state`, taken once by the provider's answer within 10 minutes.
 * The nonce and the PKCE verifier live only here, so any process can take the answer.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text().$type<SocialProvider>().notNull(),
    nonce: text().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** SHA-256 of the random key the browser that set out keeps: only it may take what the answer led to */
    browserKeyHash: text('browser_key_hash').notNull(),
    /** where the member was going (a path of this site) */
    next: text(),
    /** the plan chosen for a sign-up: '' free, null not chosen yet */
    userPlan: text('user_plan'),
    /** a signed-in member linking the provider from settings */
    linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * What a provider's answer led to, handed to the browser that set out by a one-time code (only its SHA-256 here):
 * a sign-in (`user_id`, 2 minutes, once) or a sign-up to complete (the verified identity, an hour; taken once by the
 * account it makes, whose id it then keeps). docs/decisions/063-social-sign-in.md.
 */
export const oauthHandoffs = pgTable(
  'oauth_handoffs',
  {
    id: serial().primaryKey(),
    codeHash: text('code_hash').notNull(),
    kind: text().$type<'sign_in' | 'sign_up'>().notNull(),
    browserKeyHash: text('browser_key_hash').notNull(),
    provider: text().$type<SocialProvider>().notNull(),
    /** sign_in: who signs in; sign_up: the account made from it */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    socialId: text('social_id'),
    email: text(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** the provider's photo, already made a profile photo (400 px WebP), base64 */
    photo: text(),
    next: text(),
    userPlan: text('user_plan'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_handoffs_code_idx').on(t.codeHash),
    index('oauth_handoffs_expires_idx').on(t.expiresAt),
    check('oauth_handoffs_kind', sql`${t.kind} in ('sign_in', 'sign_up')`),
  ],
);

/** The 6-digit code that closes an account: 15 minutes, 5 tries. */
export const deactivationCodes = pgTable('deactivation_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every admin switch into a user and back, and every closed account an admin reopened. */
export const adminSwitches = pgTable(
  'admin_switches',
  {
    id: serial().primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text().notNull(),
    ip: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('admin_switches_action', sql`${t.action} in ('switch', 'return', 'reopen')`)],
);

/** Secrets the server makes for itself when none is configured (the session signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a member pays for (docs/product/specification/1-accounts-and-shell.md §3 "Account service row"); written by the payment flows (#4). */
export const accountServices = pgTable(
  'account_services',
  {
    id: serial().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull().default('USD'),
    paymentType: text('payment_type').notNull(),
    txnCode: text('txn_code').notNull(),
    /** month | year; null = once */
    repeat: text(),
    /** the term this payment bought: from `starts_at` (a renewal starts where the last term ends) to `expire_at` */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    /** what the unused part of the replaced package paid towards this one (docs/decisions/016-…) */
    creditCents: integer('credit_cents').notNull().default(0),
    /** when a change of package replaced this one: it no longer renews and its unused part was credited */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_services_user_idx').on(t.userId, t.createdAt),
    check('account_services_credit', sql`${t.creditCents} >= 0`),
  ],
);
