// The offline card provider, the default when no Stripe key is set: it keeps customers, cards (brand, last 4 and
// expiry only), setup intents and charges in its own tables and answers like Stripe's test mode.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxSetupIntents,
} from '../../db/schema';
import {
  PaymentError,
  type Charge,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderEvent,
  type Refund,
  type SavedCard,
} from './provider';
import { chargeRefusal, sandboxCard } from './test-cards';

const id = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function missing(kind: string, value: string): PaymentError {
  return new PaymentError(`No such ${kind}: '${value}'`, 'invalid_request_error', 'resource_missing');
}

type CardRow = typeof sandboxPaymentMethods.$inferSelect;
const toCard = (row: CardRow): SavedCard => ({
  id: row.id,
  customerId: row.customerId,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

export type SandboxProvider = PaymentProvider & {
  /** what Stripe.js does in the browser: confirm a setup intent with a card, saving it to the customer */
  confirmSetupIntent(
    clientSecret: string,
    card: { number: string; expMonth: number; expYear: number },
  ): Promise<{ paymentMethodId: string }>;
};

export function sandboxProvider(db: Db): SandboxProvider {
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
    return { id: row.id, amountCents: row.amountCents, status: 'succeeded' };
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
      const earlier = await replayOrNull(request.idempotencyKey, print);
      if (earlier) return answerOf(earlier);

      let error: PaymentError | null = null;
      const [card] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(
          and(
            eq(sandboxPaymentMethods.id, request.paymentMethodId),
            eq(sandboxPaymentMethods.customerId, request.customerId),
          ),
        );
      if (!(await customer(request.customerId))) error = missing('customer', request.customerId);
      else if (!card) error = missing('payment_method', request.paymentMethodId);
      else if (card.behaviour === 'fail') error = chargeRefusal();
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
      // Two requests with one key at once: the first one written is the answer for both.
      return answerOf(row ?? (await replayOrNull(request.idempotencyKey, print))!);
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

    verifyWebhook(): ProviderEvent {
      throw new PaymentError('The sandbox provider sends no webhooks.', 'invalid_request_error');
    },
  };
}
