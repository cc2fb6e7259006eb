// The offline card provider, the default when no Stripe key is set: it keeps customers, cards (brand, last 4,
// expiry and billing details, never the number), setup intents and charges in its own tables and answers like
// Stripe's test mode.
import { randomBytes } from 'node:crypto';
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
  type ChargeRequest,
  type ConnectedAccount,
  type PaymentProvider,
  type ProviderEvent,
  type Refund,
} from './provider';
import { chargeRefusal, sandboxCard } from './test-cards';
import {
  answerCharge,
  answerOf,
  fingerprint,
  id,
  missing,
  toAccount,
  toCard,
  type AccountRow,
} from './sandbox-rows';
import {
  SANDBOX_BANK_FIELDS,
  SANDBOX_BANK_MESSAGES,
  SANDBOX_BANK_PROBLEM_MESSAGES,
  sandboxBankProblems,
  type SandboxBankDetails,
} from './sandbox-bank';

export type SandboxProvider = PaymentProvider & {
  /** the account an onboarding link is for, or null when the link is unknown or used */
  onboardingOf(secret: string): Promise<{ account: ConnectedAccount; returnUrl: string } | null>;
  /**
   * What Stripe's hosted onboarding does: checks the test bank details, keeps the bank's name and the last 4,
   * and enables payouts. Throws PaymentError (code: the field) when refused.
   */
  completeOnboarding(
    secret: string,
    bank: SandboxBankDetails,
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
