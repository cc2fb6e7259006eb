// The offline card provider, the default when no Stripe key is set: it keeps customers, cards (brand, last 4,
// expiry and billing details, never the number), setup intents and charges in its own tables and answers like
// Stripe's test mode.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { STRIPE_US_CARD_FEES, providerFeeCents } from '@crashpad/shared/rules/platform-fee';
import { queryRows, type Db } from '../../db/client';
import {
  sandboxCharges,
  sandboxConnectedAccounts,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxSetupIntents,
} from '../../db/schema';
import {
  PaymentError,
  type BillingDetails,
  type Charge,
  type ChargeRequest,
  type ConnectedAccount,
  type PaymentProvider,
  type ProviderEvent,
  type Refund,
  type SavedCard,
} from './provider';
import { chargeRefusal, sandboxCard } from './test-cards';

/**
 * A charge as the sandbox answers it, with its processing fee as a provider's balance transaction would hold it:
 * the sandbox prices cards as Stripe does in the US, whatever schedule the platform is configured with
 * (docs/decisions/051-fees-that-cover-the-card-provider.md).
 */
const answerCharge = (id: string, amountCents: number): Charge => ({
  id,
  amountCents,
  status: 'succeeded',
  providerFeeCents: providerFeeCents(amountCents, STRIPE_US_CARD_FEES),
});

const id = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function missing(kind: string, value: string): PaymentError {
  return new PaymentError(`No such ${kind}: '${value}'`, 'invalid_request_error', 'resource_missing');
}

type CardRow = typeof sandboxPaymentMethods.$inferSelect;
/** what Stripe answers for a card saved without billing details */
const NO_BILLING: BillingDetails = { name: null, address: { postal_code: null, country: null, state: null } };
const toCard = (row: CardRow): SavedCard => ({
  id: row.id,
  customerId: row.customerId,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  billing: row.billingDetails ?? NO_BILLING,
});

type AccountRow = typeof sandboxConnectedAccounts.$inferSelect;
const toAccount = (row: AccountRow): ConnectedAccount => ({
  id: row.id,
  charges_enabled: row.detailsSubmitted,
  payouts_enabled: row.payoutsEnabled,
  details_submitted: row.detailsSubmitted,
  external_accounts: row.last4 ? [{ object: 'bank_account', bank_name: row.bankName, last4: row.last4 }] : [],
});

/** Stripe's test bank account (https://docs.stripe.com/connect/testing#account-numbers): the only one accepted. */
export const SANDBOX_ROUTING_NUMBER = '110000000';
export const SANDBOX_ACCOUNT_NUMBER = '000123456789';
export const SANDBOX_BANK_MESSAGES = {
  bankName: 'Please enter the name of your bank.',
  bankNameLong: 'The bank name is too long: at most 100 characters.',
  routingMissing: 'Please enter the routing number.',
  routing: `Routing number not valid. In test mode use ${SANDBOX_ROUTING_NUMBER}.`,
  accountMissing: 'Please enter the account number.',
  account: `Account number not valid. In test mode use ${SANDBOX_ACCOUNT_NUMBER}.`,
  link: 'This onboarding link has expired or was already used. Go back and start onboarding again.',
} as const;

export const SANDBOX_BANK_FIELDS = ['bank_name', 'routing_number', 'account_number'] as const;
export type SandboxBankField = (typeof SANDBOX_BANK_FIELDS)[number];
export type SandboxBankProblem = 'missing' | 'long' | 'wrong';
export type SandboxBankDetails = { bankName: string; routingNumber: string; accountNumber: string };

/** The message of each problem a field can have. */
export const SANDBOX_BANK_PROBLEM_MESSAGES: Record<
  SandboxBankField,
  Partial<Record<SandboxBankProblem, string>>
> = {
  bank_name: { missing: SANDBOX_BANK_MESSAGES.bankName, long: SANDBOX_BANK_MESSAGES.bankNameLong },
  routing_number: { missing: SANDBOX_BANK_MESSAGES.routingMissing, wrong: SANDBOX_BANK_MESSAGES.routing },
  account_number: { missing: SANDBOX_BANK_MESSAGES.accountMissing, wrong: SANDBOX_BANK_MESSAGES.account },
};

/**
 * Every problem of the bank details, field by field, so the onboarding page shows them all at once
 * (docs/decisions/046-flows-and-looks.md); empty when Stripe's test bank account is given.
 */
export function sandboxBankProblems(
  bank: SandboxBankDetails,
): Partial<Record<SandboxBankField, SandboxBankProblem>> {
  const problems: Partial<Record<SandboxBankField, SandboxBankProblem>> = {};
  const bankName = bank.bankName.trim();
  const routing = bank.routingNumber.replace(/\s/g, '');
  const number = bank.accountNumber.replace(/\s/g, '');
  if (!bankName) problems.bank_name = 'missing';
  else if (bankName.length > 100) problems.bank_name = 'long';
  if (!routing) problems.routing_number = 'missing';
  else if (routing !== SANDBOX_ROUTING_NUMBER) problems.routing_number = 'wrong';
  if (!number) problems.account_number = 'missing';
  else if (number !== SANDBOX_ACCOUNT_NUMBER) problems.account_number = 'wrong';
  return problems;
}

export type SandboxProvider = PaymentProvider & {
  /** the account an onboarding link is for, or null when the link is unknown or used */
  onboardingOf(secret: string): Promise<{ account: ConnectedAccount; returnUrl: string } | null>;
  /**
   * What Stripe's hosted onboarding does: checks the test bank details, keeps the bank's name and the last 4,
   * and enables payouts. Throws PaymentError (code: the field) when refused.
   */
  completeOnboarding(
    secret: string,
    bank: { bankName: string; routingNumber: string; accountNumber: string },
  ): Promise<{ account: ConnectedAccount; returnUrl: string }>;
  /** the account a dashboard link is for, or null */
  dashboardOf(secret: string): Promise<ConnectedAccount | null>;

  /**
   * What Stripe.js does in the browser: confirm a setup intent with a card, saving it to the customer with its
   * billing details (name, postal code, country, US state), as Stripe keeps them on the payment method.
   */
  confirmSetupIntent(
    clientSecret: string,
    card: { number: string; expMonth: number; expYear: number; billing?: BillingDetails },
  ): Promise<{ paymentMethodId: string }>;
};

/** publicUrl: where the product is reached, for the sandbox's own onboarding and dashboard pages. */
export function sandboxProvider(db: Db, publicUrl = 'http://localhost:3000'): SandboxProvider {
  const page = (path: string, secretName: string, secret: string) =>
    `${publicUrl.replace(/\/$/, '')}/api/sandbox/connect/${path}?${secretName}=${encodeURIComponent(secret)}`;

  async function connected(accountId: string): Promise<AccountRow> {
    const [row] = await db
      .select()
      .from(sandboxConnectedAccounts)
      .where(eq(sandboxConnectedAccounts.id, accountId));
    if (!row) throw missing('account', accountId);
    return row;
  }

  async function customer(customerId: string) {
    const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    return row && !row.deleted ? row : null;
  }

  async function replayOrNull(
    key: string,
    print: string,
  ): Promise<typeof sandboxCharges.$inferSelect | null> {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
    if (!row) return null;
    if (row.fingerprint !== print)
      throw new PaymentError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_error',
      );
    return row;
  }

  function answerOf(row: typeof sandboxCharges.$inferSelect): Charge {
    if (row.error)
      throw new PaymentError(row.error.message, row.error.type, row.error.code, row.error.decline_code);
    return answerCharge(row.id, row.amountCents);
  }

  return {
    name: 'sandbox',
    publishableKey: null,

    async createCustomer({ email, name }) {
      const customerId = id('cus');
      await db.insert(sandboxCustomers).values({ id: customerId, email, name });
      return customerId;
    },

    async customerExists(customerId) {
      return (await customer(customerId)) !== null;
    },

    async createSetupIntent(customerId) {
      if (!(await customer(customerId))) throw missing('customer', customerId);
      const intentId = id('seti');
      const clientSecret = `${intentId}_secret_${randomBytes(16).toString('base64url')}`;
      await db.insert(sandboxSetupIntents).values({ id: intentId, clientSecret, customerId });
      return { id: intentId, clientSecret };
    },

    async confirmSetupIntent(clientSecret, card) {
      const [intent] = await db
        .select()
        .from(sandboxSetupIntents)
        .where(eq(sandboxSetupIntents.clientSecret, clientSecret));
      if (!intent) throw missing('setup_intent', clientSecret.split('_secret_')[0] ?? '');
      if (intent.status === 'succeeded')
        throw new PaymentError(
          'This SetupIntent has already been confirmed.',
          'invalid_request_error',
          'setup_intent_unexpected_state',
        );
      const checked = sandboxCard(card.number, card.expMonth, card.expYear);
      const paymentMethodId = id('pm');
      await db.transaction(async (tx) => {
        await tx.insert(sandboxPaymentMethods).values({
          id: paymentMethodId,
          customerId: intent.customerId,
          brand: checked.brand,
          last4: checked.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          behaviour: checked.chargesFail ? 'fail' : 'succeed',
          billingDetails: card.billing ?? null,
        });
        await tx
          .update(sandboxSetupIntents)
          .set({ status: 'succeeded', paymentMethodId })
          .where(eq(sandboxSetupIntents.id, intent.id));
      });
      return { paymentMethodId };
    },

    async getPaymentMethod(paymentMethodId) {
      const [row] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
      return row && row.customerId ? toCard(row) : null;
    },

    async updateCardExpiry(paymentMethodId, expMonth, expYear) {
      const [row] = await db
        .update(sandboxPaymentMethods)
        .set({ expMonth, expYear })
        .where(eq(sandboxPaymentMethods.id, paymentMethodId))
        .returning();
      if (!row || !row.customerId) throw missing('payment_method', paymentMethodId);
      return toCard(row);
    },

    async detachPaymentMethod(paymentMethodId) {
      await db
        .update(sandboxPaymentMethods)
        .set({ customerId: null })
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
    },

    async charge(request: ChargeRequest) {
      const print = fingerprint({
        c: request.customerId,
        p: request.paymentMethodId,
        a: request.amountCents,
        u: request.currency,
        d: request.destination ?? null,
      });
      // The usual case in one statement: a known customer's working card, a new key. Anything else (a refusal, a
      // key already used) takes the look-up below.
      const chargeId = id('ch');
      const [charged] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO sandbox_charges (id, idempotency_key, fingerprint, kind, customer_id, payment_method_id,
            amount_cents, currency, destination, fee_cents, status)
          SELECT ${chargeId}, ${request.idempotencyKey}, ${print}, 'charge', c.id, pm.id, ${request.amountCents},
            ${request.currency}, ${request.destination?.accountId ?? null}, ${request.destination?.feeCents ?? null},
            'succeeded'
          FROM sandbox_customers c JOIN sandbox_payment_methods pm ON pm.customer_id = c.id
          WHERE c.id = ${request.customerId} AND NOT c.deleted AND pm.id = ${request.paymentMethodId}
            AND pm.behaviour = 'succeed' AND ${request.amountCents}::int >= 50
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING id`,
      );
      if (charged) return answerCharge(charged.id, request.amountCents);

      let error: PaymentError | null = null;
      const [found] = await db
        .select({ deleted: sandboxCustomers.deleted, behaviour: sandboxPaymentMethods.behaviour })
        .from(sandboxCustomers)
        .leftJoin(
          sandboxPaymentMethods,
          and(
            eq(sandboxPaymentMethods.id, request.paymentMethodId),
            eq(sandboxPaymentMethods.customerId, sandboxCustomers.id),
          ),
        )
        .where(eq(sandboxCustomers.id, request.customerId));
      if (!found || found.deleted) error = missing('customer', request.customerId);
      else if (!found.behaviour) error = missing('payment_method', request.paymentMethodId);
      else if (found.behaviour === 'fail') error = chargeRefusal();
      if (request.amountCents < 50)
        error = new PaymentError(
          'Amount must be at least $0.50 usd',
          'invalid_request_error',
          'amount_too_small',
        );

      const [row] = await db
        .insert(sandboxCharges)
        .values({
          id: id('ch'),
          idempotencyKey: request.idempotencyKey,
          fingerprint: print,
          kind: 'charge',
          customerId: request.customerId,
          paymentMethodId: request.paymentMethodId,
          amountCents: request.amountCents,
          currency: request.currency,
          destination: request.destination?.accountId ?? null,
          feeCents: request.destination?.feeCents ?? null,
          status: error ? 'failed' : 'succeeded',
          error: error
            ? { type: error.type, code: error.code, decline_code: error.declineCode, message: error.message }
            : null,
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
        .returning();
      // A key used before, or by a request running at the same time: its first answer is the answer.
      return answerOf(row ?? (await replayOrNull(request.idempotencyKey, print))!);
    },

    async findCharge({ idempotencyKey }) {
      const [row] = await db
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.idempotencyKey, idempotencyKey), eq(sandboxCharges.kind, 'charge')));
      if (!row) return null;
      return row.error ? 'refused' : answerCharge(row.id, row.amountCents);
    },

    // The sandbox's charges are their own balance transactions.
    async balanceTransactionFee(chargeId) {
      const [charge] = await db
        .select({ amountCents: sandboxCharges.amountCents, status: sandboxCharges.status })
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.kind, 'charge')));
      return charge?.status === 'succeeded'
        ? providerFeeCents(charge.amountCents, STRIPE_US_CARD_FEES)
        : null;
    },

    async refund({ chargeId, amountCents, idempotencyKey }): Promise<Refund> {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.kind, 'charge')));
      if (!charge || charge.status !== 'succeeded') throw missing('charge', chargeId);
      const amount = amountCents ?? charge.amountCents;
      const print = fingerprint({ r: chargeId, a: amount });
      const earlier = await replayOrNull(idempotencyKey, print);
      if (earlier) return { id: earlier.id, chargeId, amountCents: earlier.amountCents };
      const refunds = await db
        .select({ amount: sandboxCharges.amountCents })
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.chargeId, chargeId), eq(sandboxCharges.kind, 'refund')));
      const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
      if (amount <= 0 || refunded + amount > charge.amountCents)
        throw new PaymentError(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((charge.amountCents - refunded) / 100).toFixed(2)})`,
          'invalid_request_error',
          'amount_too_large',
        );
      const refundId = id('re');
      await db.insert(sandboxCharges).values({
        id: refundId,
        idempotencyKey,
        fingerprint: print,
        kind: 'refund',
        chargeId,
        amountCents: amount,
        currency: charge.currency,
        status: 'succeeded',
      });
      return { id: refundId, chargeId, amountCents: amount };
    },

    async createExpressAccount({ email, country }) {
      const accountId = id('acct');
      await db.insert(sandboxConnectedAccounts).values({ id: accountId, email, country });
      return accountId;
    },

    async onboardingLink(accountId, returnUrl) {
      await connected(accountId);
      const secret = randomBytes(24).toString('base64url');
      await db
        .update(sandboxConnectedAccounts)
        .set({ onboardingSecret: secret, returnUrl })
        .where(eq(sandboxConnectedAccounts.id, accountId));
      return page('onboarding', 'link', secret);
    },

    async dashboardLink(accountId) {
      const row = await connected(accountId);
      if (!row.detailsSubmitted)
        throw new PaymentError(
          'Cannot create a login link for an account that has not completed onboarding.',
          'invalid_request_error',
        );
      const secret = randomBytes(24).toString('base64url');
      await db
        .update(sandboxConnectedAccounts)
        .set({ loginSecret: secret })
        .where(eq(sandboxConnectedAccounts.id, accountId));
      return page('dashboard', 'login', secret);
    },

    async account(accountId) {
      return toAccount(await connected(accountId));
    },

    async onboardingOf(secret) {
      if (!secret) return null;
      const [row] = await db
        .select()
        .from(sandboxConnectedAccounts)
        .where(eq(sandboxConnectedAccounts.onboardingSecret, secret));
      return row ? { account: toAccount(row), returnUrl: row.returnUrl ?? publicUrl } : null;
    },

    async completeOnboarding(secret, bank) {
      const bankName = bank.bankName.trim();
      const number = bank.accountNumber.replace(/\s/g, '');
      const problems = sandboxBankProblems(bank);
      const field = SANDBOX_BANK_FIELDS.find((f) => problems[f]);
      if (field)
        throw new PaymentError(
          SANDBOX_BANK_PROBLEM_MESSAGES[field][problems[field]!]!,
          'invalid_request_error',
          field,
        );
      // The link is used up as the details are saved, so a second submit of the same page changes nothing.
      const [row] = await db
        .update(sandboxConnectedAccounts)
        .set({
          bankName,
          last4: number.slice(-4),
          detailsSubmitted: true,
          payoutsEnabled: true,
          onboardingSecret: null,
        })
        .where(eq(sandboxConnectedAccounts.onboardingSecret, secret))
        .returning();
      if (!row) throw new PaymentError(SANDBOX_BANK_MESSAGES.link, 'invalid_request_error', 'link');
      return { account: toAccount(row), returnUrl: row.returnUrl ?? publicUrl };
    },

    async setPayoutSchedule(accountId) {
      // The account must exist, as with Stripe; the sandbox's dashboard reads the schedule the member chose
      // (users.payout_config_id) when it dates the payouts (sandbox-payouts.ts).
      await connected(accountId);
    },

    async dashboardOf(secret) {
      if (!secret) return null;
      const [row] = await db
        .select()
        .from(sandboxConnectedAccounts)
        .where(eq(sandboxConnectedAccounts.loginSecret, secret));
      return row ? toAccount(row) : null;
    },

    verifyWebhook(): ProviderEvent {
      throw new PaymentError('The sandbox provider sends no webhooks.', 'invalid_request_error');
    },
  };
}
