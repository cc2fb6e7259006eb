// The card provider's real fee reaches the charge's transaction: from the charge's answer (the sandbox here, Stripe
// in stripe.test.ts) or from Stripe's later charge.updated event naming the balance transaction.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestApp, testApp } from '../../../test/factory';
import { event } from '../../adapters/payments/stripe-fixtures';
import { stripeProvider } from '../../adapters/payments/stripe';
import { transactions } from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_test';
const fees = new Map([['txn_real_fee', 1512]]);

let t: TestApp;
beforeAll(async () => {
  t = await testApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    {
      payments: () => ({
        ...stripeProvider({
          secretKey: 'sk_test_x',
          publishableKey: 'pk_test_x',
          webhookSecret: WEBHOOK_SECRET,
        }),
        // Stripe's balance transactions, as its API would answer them
        balanceTransactionFee: async (id: string) => fees.get(id) ?? null,
      }),
    },
  );
});
afterAll(() => t.close());

function chargeUpdated(id: string, intent: string, balance: string | null) {
  const payload = JSON.stringify(
    event(id, 'charge.updated', {
      id: `ch_${id}`,
      object: 'charge',
      payment_intent: intent,
      balance_transaction: balance,
    }),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

async function rentCharge(intent: string) {
  const tenant = await createMember(t.db, {});
  const [row] = await t.db
    .insert(transactions)
    .values({
      idempotencyKey: `reconcile-${intent}`,
      userId: tenant.id,
      type: 'payment_request',
      status: 'succeeded',
      amountCents: 50_000,
      feeCents: 1980,
      providerFeeCents: 1480,
      provider: 'stripe',
      providerRef: intent,
      description: 'Rent',
    })
    .returning();
  return row!.id;
}

const actualFee = async (id: number) =>
  (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0]!.providerFeeActualCents;

describe("charge.updated: the provider's real fee", () => {
  it('records the balance transaction’s fee on our charge once, leaving what the lister was charged as it was', async () => {
    const id = await rentCharge('pi_reconcile_1');
    const other = await rentCharge('pi_reconcile_2');
    expect((await chargeUpdated('evt_fee_1', 'pi_reconcile_1', 'txn_real_fee')).statusCode).toBe(200);
    expect(await actualFee(id)).toBe(1512);
    expect(await actualFee(other)).toBeNull();
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row).toMatchObject({ feeCents: 1980, providerFeeCents: 1480 });

    // A later update naming another balance transaction does not overwrite the fee recorded.
    fees.set('txn_other', 9999);
    await chargeUpdated('evt_fee_2', 'pi_reconcile_1', 'txn_other');
    expect(await actualFee(id)).toBe(1512);
  });

  it('records nothing while the charge has no balance transaction, or for a charge that is not ours', async () => {
    const id = await rentCharge('pi_reconcile_3');
    expect((await chargeUpdated('evt_fee_3', 'pi_reconcile_3', null)).statusCode).toBe(200);
    expect((await chargeUpdated('evt_fee_4', 'pi_someone_else', 'txn_real_fee')).statusCode).toBe(200);
    expect(await actualFee(id)).toBeNull();
  });
});
