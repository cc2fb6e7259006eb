import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/factory';
import type { Database } from '../../db/client';
import { sandboxCharges } from '../../db/schema';
import { PaymentError } from './provider';
import { sandboxProvider, type SandboxProvider } from './sandbox';

let database: Database;
let drop: () => Promise<void>;
let sandbox: SandboxProvider;
const year = new Date().getUTCFullYear() + 2;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  sandbox = sandboxProvider(database.db);
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function saved(number: string) {
  const customer = await sandbox.createCustomer({ email: 'card@example.com', name: 'Card Holder' });
  const intent = await sandbox.createSetupIntent(customer);
  const { paymentMethodId } = await sandbox.confirmSetupIntent(intent.clientSecret, {
    number,
    expMonth: 8,
    expYear: year,
  });
  return { customer, paymentMethodId };
}

async function refusal(run: () => Promise<unknown>): Promise<PaymentError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof PaymentError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

const charge = (card: { customer: string; paymentMethodId: string }, key: string, amountCents = 4900) =>
  sandbox.charge({
    customerId: card.customer,
    paymentMethodId: card.paymentMethodId,
    amountCents,
    currency: 'usd',
    description: 'Test',
    idempotencyKey: key,
  });

describe('the sandbox card provider', () => {
  it('saves 4242 4242 4242 4242 as a Visa ending in 4242, keeping no card number, and charges it', async () => {
    const card = await saved('4242 4242 4242 4242');
    expect(await sandbox.getPaymentMethod(card.paymentMethodId)).toMatchObject({
      customerId: card.customer,
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: year,
    });
    const result = await charge(card, 'ok-1');
    expect(result).toMatchObject({ status: 'succeeded', amountCents: 4900 });
    // Saved without billing details: Stripe's empty billing_details.
    expect((await sandbox.getPaymentMethod(card.paymentMethodId))?.billing).toEqual({
      name: null,
      address: { postal_code: null, country: null, state: null },
    });
    const stored = JSON.stringify(await database.db.select().from(sandboxCharges));
    expect(stored).not.toContain('4242424242424242');
  });

  // As Stripe keeps billing_details on the payment method: the card form's name, postal code, country and state.
  it('keeps the billing details a card is confirmed with, its US state among them', async () => {
    const customer = await sandbox.createCustomer({ email: 'billing@example.com', name: 'Card Holder' });
    const intent = await sandbox.createSetupIntent(customer);
    const billing = { name: 'Jamie Rivera', address: { postal_code: '75261', country: 'US', state: 'TX' } };
    const { paymentMethodId } = await sandbox.confirmSetupIntent(intent.clientSecret, {
      number: '4242 4242 4242 4242',
      expMonth: 8,
      expYear: year,
      billing,
    });
    expect((await sandbox.getPaymentMethod(paymentMethodId))?.billing).toEqual(billing);
  });

  it('declines 4000 0000 0000 0002 with card_declined / generic_decline, like Stripe test mode', async () => {
    const err = await refusal(() => saved('4000000000000002'));
    expect(err).toMatchObject({ type: 'card_error', code: 'card_declined', declineCode: 'generic_decline' });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', async () => {
    const err = await refusal(() => saved('4000000000009995'));
    expect(err).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    });
  });

  it('attaches 4000 0000 0000 0341 but refuses every charge on it', async () => {
    const card = await saved('4000000000000341');
    expect(await sandbox.getPaymentMethod(card.paymentMethodId)).toMatchObject({ last4: '0341' });
    const err = await refusal(() => charge(card, 'fails-1'));
    expect(err).toMatchObject({ type: 'card_error', code: 'card_declined', declineCode: 'generic_decline' });
    // Sent again with the same key, the same refusal comes back.
    expect(await refusal(() => charge(card, 'fails-1'))).toMatchObject({ code: 'card_declined' });
  });

  it('refuses a mistyped number and a card that is not a test card', async () => {
    expect(await refusal(() => saved('4242424242424241'))).toMatchObject({ code: 'incorrect_number' });
    expect(await refusal(() => saved('4111 1111 1111 1111'))).toMatchObject({
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
    });
  });

  it('charges once per idempotency key, even when the requests arrive together', async () => {
    const card = await saved('4242424242424242');
    const [a, b, c] = await Promise.all([
      charge(card, 'once-1'),
      charge(card, 'once-1'),
      charge(card, 'once-1'),
    ]);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    const rows = await database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, 'once-1'));
    expect(rows).toHaveLength(1);
    // The same key with another amount is refused, as Stripe refuses it.
    expect(await refusal(() => charge(card, 'once-1', 8900))).toMatchObject({ type: 'idempotency_error' });
  });

  it('refunds up to the amount charged, once per key', async () => {
    const card = await saved('4242424242424242');
    const paid = await charge(card, 'refund-me');
    const first = await sandbox.refund({ chargeId: paid.id, amountCents: 900, idempotencyKey: 'r-1' });
    expect(await sandbox.refund({ chargeId: paid.id, amountCents: 900, idempotencyKey: 'r-1' })).toEqual(
      first,
    );
    expect(
      await refusal(() => sandbox.refund({ chargeId: paid.id, amountCents: 4500, idempotencyKey: 'r-2' })),
    ).toMatchObject({
      code: 'amount_too_large',
    });
  });

  it('forgets a detached card and refuses to charge it', async () => {
    const card = await saved('4242424242424242');
    await sandbox.detachPaymentMethod(card.paymentMethodId);
    expect(await sandbox.getPaymentMethod(card.paymentMethodId)).toBeNull();
    expect(await refusal(() => charge(card, 'detached-1'))).toMatchObject({ code: 'resource_missing' });
  });
});

describe('connected (payout) accounts', () => {
  const bank = { bankName: 'Test Bank', routingNumber: '110000000', accountNumber: '000123456789' };
  const secretOf = (url: string) => new URL(url).searchParams.get('link')!;

  it('creates an Express account, onboards it through a one-use link, and keeps only bank name and last 4', async () => {
    const accountId = await sandbox.createExpressAccount({ email: 'lister@example.com', country: 'US' });
    expect(await sandbox.account(accountId)).toEqual({
      id: accountId,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      external_accounts: [],
    });
    expect((await refusal(() => sandbox.dashboardLink(accountId))).type).toBe('invalid_request_error');

    const url = await sandbox.onboardingLink(
      accountId,
      'http://localhost:3000/back',
      'http://localhost:3000/again',
    );
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/sandbox\/connect\/onboarding\?link=/);
    expect((await sandbox.onboardingOf(secretOf(url)))?.returnUrl).toBe('http://localhost:3000/back');

    const done = await sandbox.completeOnboarding(secretOf(url), bank);
    expect(done.account).toMatchObject({
      details_submitted: true,
      payouts_enabled: true,
      external_accounts: [{ object: 'bank_account', bank_name: 'Test Bank', last4: '6789' }],
    });
    expect(await sandbox.onboardingOf(secretOf(url))).toBeNull();
    expect((await refusal(() => sandbox.completeOnboarding(secretOf(url), bank))).code).toBe('link');

    const login = new URL(await sandbox.dashboardLink(accountId)).searchParams.get('login')!;
    expect((await sandbox.dashboardOf(login))?.id).toBe(accountId);
  });

  it('refuses bank details that are not Stripe test mode ones', async () => {
    const accountId = await sandbox.createExpressAccount({ email: 'lister2@example.com', country: 'US' });
    const link = secretOf(await sandbox.onboardingLink(accountId, 'http://x/back', 'http://x/again'));
    expect((await refusal(() => sandbox.completeOnboarding(link, { ...bank, bankName: ' ' }))).code).toBe(
      'bank_name',
    );
    expect(
      (await refusal(() => sandbox.completeOnboarding(link, { ...bank, routingNumber: '021000021' }))).code,
    ).toBe('routing_number');
    expect(
      (await refusal(() => sandbox.completeOnboarding(link, { ...bank, accountNumber: '000111111116' })))
        .code,
    ).toBe('account_number');
    expect((await sandbox.account(accountId)).details_submitted).toBe(false);
    expect((await refusal(() => sandbox.account('acct_nope'))).code).toBe('resource_missing');
  });
});
