// The Stripe adapter on the real SDK, pointed at a local server that answers like the Stripe API: what the adapter
// returns to the product, and what the SDK actually put on the wire (path, form params, idempotency key).
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { SECRET_KEY, WEBHOOK_SECRET, fakeStripeApi, listen, refusal, stripeAt } from './fake-stripe-api';
import { PROVIDER_UNAVAILABLE, PaymentError, type ChargeRequest } from './provider';
import {
  CONNECTED_ACCOUNT_ID,
  CUSTOMER_ID,
  PAYMENT_INTENT_ID,
  PAYMENT_METHOD_ID,
  REFUND_ID,
  SETUP_INTENT_ID,
  cardDeclined,
  customer,
  deletedCustomer,
  event,
  invalidApiKey,
  paymentIntent,
  paymentMethod,
  refund,
  resourceMissing,
  setupIntent,
  balanceTransaction,
  BALANCE_TRANSACTION_ID,
} from './stripe-fixtures';

const api = fakeStripeApi();
const { sent, answer, stripe, only } = api;

const chargeRequest = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  customerId: CUSTOMER_ID,
  paymentMethodId: PAYMENT_METHOD_ID,
  amountCents: 4900,
  currency: 'USD',
  description: 'Crew membership, 1 year',
  idempotencyKey: 'signup-charge-42-1',
  metadata: { user_id: '42' },
  ...overrides,
});

describe('customers', () => {
  it('creates a customer with e-mail, name and metadata, authenticated by the secret key', async () => {
    answer('POST', '/v1/customers', 200, customer);
    const id = await stripe().createCustomer({
      email: 'jamie.rivera@example.com',
      name: 'Jamie Rivera',
      metadata: { user_id: '42' },
    });
    expect(id).toBe(CUSTOMER_ID);
    const request = only();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.params).toEqual({
      email: 'jamie.rivera@example.com',
      name: 'Jamie Rivera',
      'metadata[user_id]': '42',
    });
  });

  it('knows a customer Stripe still has', async () => {
    answer('GET', `/v1/customers/${CUSTOMER_ID}`, 200, customer);
    expect(await stripe().customerExists(CUSTOMER_ID)).toBe(true);
    expect(only()).toMatchObject({ method: 'GET', path: `/v1/customers/${CUSTOMER_ID}` });
  });

  it('reads 404 resource_missing as "no such customer"', async () => {
    answer('GET', '/v1/customers/cus_gone', 404, resourceMissing('customer', 'cus_gone'));
    expect(await stripe().customerExists('cus_gone')).toBe(false);
    expect(only().path).toBe('/v1/customers/cus_gone');
  });

  it('reads a deleted customer as "no such customer"', async () => {
    answer('GET', `/v1/customers/${CUSTOMER_ID}`, 200, deletedCustomer);
    expect(await stripe().customerExists(CUSTOMER_ID)).toBe(false);
  });

  it('does not mistake any other refusal for a missing customer', async () => {
    answer('GET', `/v1/customers/${CUSTOMER_ID}`, 401, invalidApiKey);
    const err = await refusal(() => stripe().customerExists(CUSTOMER_ID));
    expect(err).toMatchObject({ type: 'invalid_request_error', message: invalidApiKey.error.message });
  });
});

describe('saved cards', () => {
  it('creates an off-session setup intent for the customer and hands back its client secret', async () => {
    answer('POST', '/v1/setup_intents', 200, setupIntent);
    expect(await stripe().createSetupIntent(CUSTOMER_ID)).toEqual({
      id: SETUP_INTENT_ID,
      clientSecret: setupIntent.client_secret,
    });
    const request = only();
    expect(request.path).toBe('/v1/setup_intents');
    expect(request.params).toEqual({ customer: CUSTOMER_ID, usage: 'off_session' });
  });

  it('reads a card attached to a customer as brand, last 4, expiry and billing details', async () => {
    answer('GET', `/v1/payment_methods/${PAYMENT_METHOD_ID}`, 200, paymentMethod());
    expect(await stripe().getPaymentMethod(PAYMENT_METHOD_ID)).toEqual({
      id: PAYMENT_METHOD_ID,
      customerId: CUSTOMER_ID,
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2030,
      billing: { name: 'Jamie Rivera', address: { postal_code: '75261', country: 'US', state: null } },
    });
    expect(only()).toMatchObject({ method: 'GET', path: `/v1/payment_methods/${PAYMENT_METHOD_ID}` });
  });

  // The card form's US state goes to Stripe as billing_details.address.state (docs/decisions/053).
  it("reads the billing address's US state Stripe keeps on the card", async () => {
    const card = paymentMethod();
    const withState = {
      ...card,
      billing_details: { ...card.billing_details, address: { ...card.billing_details.address, state: 'TX' } },
    };
    answer('GET', `/v1/payment_methods/${PAYMENT_METHOD_ID}`, 200, withState);
    expect((await stripe().getPaymentMethod(PAYMENT_METHOD_ID))?.billing.address).toEqual({
      postal_code: '75261',
      country: 'US',
      state: 'TX',
    });
  });

  it('answers null for a card taken off its customer (customer null)', async () => {
    answer('GET', `/v1/payment_methods/${PAYMENT_METHOD_ID}`, 200, paymentMethod({ customer: null }));
    expect(await stripe().getPaymentMethod(PAYMENT_METHOD_ID)).toBeNull();
  });

  it('answers null for a card Stripe does not know (404 resource_missing)', async () => {
    answer('GET', '/v1/payment_methods/pm_gone', 404, resourceMissing('payment_method', 'pm_gone'));
    expect(await stripe().getPaymentMethod('pm_gone')).toBeNull();
  });

  it('re-dates a card with card[exp_month] and card[exp_year] and returns the card as Stripe now has it', async () => {
    answer(
      'POST',
      `/v1/payment_methods/${PAYMENT_METHOD_ID}`,
      200,
      paymentMethod({ expMonth: 12, expYear: 2031 }),
    );
    expect(await stripe().updateCardExpiry(PAYMENT_METHOD_ID, 12, 2031)).toMatchObject({
      id: PAYMENT_METHOD_ID,
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
    });
    const request = only();
    expect(request).toMatchObject({ method: 'POST', path: `/v1/payment_methods/${PAYMENT_METHOD_ID}` });
    expect(request.params).toEqual({ 'card[exp_month]': '12', 'card[exp_year]': '2031' });
  });

  it('detaches a card, and treats a card Stripe no longer has as already detached', async () => {
    answer('POST', `/v1/payment_methods/${PAYMENT_METHOD_ID}/detach`, 200, paymentMethod({ customer: null }));
    await expect(stripe().detachPaymentMethod(PAYMENT_METHOD_ID)).resolves.toBeUndefined();
    expect(only()).toMatchObject({ method: 'POST', path: `/v1/payment_methods/${PAYMENT_METHOD_ID}/detach` });

    answer('POST', '/v1/payment_methods/pm_gone/detach', 404, resourceMissing('payment_method', 'pm_gone'));
    await expect(stripe().detachPaymentMethod('pm_gone')).resolves.toBeUndefined();
  });
});

describe('charges', () => {
  it('confirms an off-session payment intent under the idempotency key and returns it as succeeded', async () => {
    answer('POST', '/v1/payment_intents', 200, paymentIntent('succeeded'));
    expect(await stripe().charge(chargeRequest())).toEqual({
      id: PAYMENT_INTENT_ID,
      amountCents: 4900,
      status: 'succeeded',
      providerFeeCents: null, // no balance transaction in the answer
    });
    const request = only();
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers['idempotency-key']).toBe('signup-charge-42-1');
    expect(request.params).toMatchObject({
      amount: '4900',
      currency: 'usd',
      customer: CUSTOMER_ID,
      payment_method: PAYMENT_METHOD_ID,
      off_session: 'true',
      confirm: 'true',
      description: 'Crew membership, 1 year',
      'metadata[user_id]': '42',
    });
    expect(Object.keys(request.params).filter((k) => /transfer_data|application_fee/.test(k))).toEqual([]);
  });

  it("finds what became of an attempt by its transaction among the customer's payment intents, never charging", async () => {
    const intents = (...list: object[]) => ({
      object: 'list',
      url: '/v1/payment_intents',
      has_more: false,
      data: list,
    });
    const attempt = {
      idempotencyKey: 'plan:7:basic:abc',
      customerId: CUSTOMER_ID,
      transactionId: 77,
      since: new Date(1_800_000_000_000),
    };
    const made = { ...paymentIntent('succeeded'), metadata: { item: 'basic', transaction: '77' } };
    const other = { ...paymentIntent('succeeded'), id: 'pi_other', metadata: { transaction: '76' } };
    answer('GET', '/v1/payment_intents', 200, intents(other, made));
    expect(await stripe().findCharge(attempt)).toEqual({
      id: PAYMENT_INTENT_ID,
      amountCents: 4900,
      status: 'succeeded',
      providerFeeCents: null,
    });
    const request = only();
    expect(request.method).toBe('GET');
    expect(request.params).toMatchObject({
      customer: CUSTOMER_ID,
      'created[gte]': String(1_800_000_000 - 300),
    });
    sent.length = 0;
    answer('GET', '/v1/payment_intents', 200, intents({ ...made, status: 'requires_payment_method' }));
    expect(await stripe().findCharge(attempt)).toBe('refused');
    answer('GET', '/v1/payment_intents', 200, intents(other));
    expect(await stripe().findCharge(attempt)).toBeNull();
    expect(sent.every((r) => r.method === 'GET')).toBe(true);
  });

  it("sends rent to the lister's account with the platform fee when a destination is given", async () => {
    answer(
      'POST',
      '/v1/payment_intents',
      200,
      paymentIntent('succeeded', {
        amount: 85000,
        applicationFee: 3345,
        destination: CONNECTED_ACCOUNT_ID,
        stripeFee: 2495,
      }),
    );
    const result = await stripe().charge(
      chargeRequest({
        amountCents: 85000,
        idempotencyKey: 'rent-7-2026-11',
        destination: { accountId: CONNECTED_ACCOUNT_ID, feeCents: 3345 },
      }),
    );
    // Stripe's real fee comes back from the charge's balance transaction
    expect(result).toEqual({
      id: PAYMENT_INTENT_ID,
      amountCents: 85000,
      status: 'succeeded',
      providerFeeCents: 2495,
    });
    const request = only();
    expect(request.headers['idempotency-key']).toBe('rent-7-2026-11');
    expect(request.params).toMatchObject({
      amount: '85000',
      'transfer_data[destination]': CONNECTED_ACCOUNT_ID,
      application_fee_amount: '3345',
      'expand[0]': 'latest_charge.balance_transaction',
    });
  });

  it("reads a balance transaction's fee", async () => {
    answer('GET', `/v1/balance_transactions/${BALANCE_TRANSACTION_ID}`, 200, balanceTransaction(85000, 2495));
    expect(await stripe().balanceTransactionFee(BALANCE_TRANSACTION_ID)).toBe(2495);
    expect(only().path).toBe(`/v1/balance_transactions/${BALANCE_TRANSACTION_ID}`);
  });

  it('turns a 402 decline into PaymentError card_error / card_declined / generic_decline, without retrying', async () => {
    answer('POST', '/v1/payment_intents', 402, cardDeclined);
    const err = await refusal(() => stripe().charge(chargeRequest()));
    expect(err).toMatchObject({
      message: 'Your card was declined.',
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect(only().headers['idempotency-key']).toBe('signup-charge-42-1');
  });

  it('refuses a payment the bank wants confirmed (requires_action) with authentication_required', async () => {
    answer('POST', '/v1/payment_intents', 200, paymentIntent('requires_action'));
    const err = await refusal(() => stripe().charge(chargeRequest()));
    expect(err).toMatchObject({ type: 'card_error', code: 'authentication_required' });
    expect(err.message).toMatch(/confirm/);
  });

  it('refunds part of a payment intent under the idempotency key', async () => {
    answer('POST', '/v1/refunds', 200, refund(1500));
    expect(
      await stripe().refund({ chargeId: PAYMENT_INTENT_ID, amountCents: 1500, idempotencyKey: 'refund-9' }),
    ).toEqual({ id: REFUND_ID, chargeId: PAYMENT_INTENT_ID, amountCents: 1500 });
    const request = only();
    expect(request.path).toBe('/v1/refunds');
    expect(request.headers['idempotency-key']).toBe('refund-9');
    expect(request.params).toEqual({ payment_intent: PAYMENT_INTENT_ID, amount: '1500' });
  });

  it('refunds the whole payment when no amount is given', async () => {
    answer('POST', '/v1/refunds', 200, refund(4900));
    expect(await stripe().refund({ chargeId: PAYMENT_INTENT_ID, idempotencyKey: 'refund-10' })).toEqual({
      id: REFUND_ID,
      chargeId: PAYMENT_INTENT_ID,
      amountCents: 4900,
    });
    expect(only().params).toEqual({ payment_intent: PAYMENT_INTENT_ID });
  });
});

describe('when Stripe does not answer', () => {
  it('retries twice with the same idempotency key, then reports provider_unavailable', async () => {
    api.hangUp('POST', '/v1/payment_intents');
    const err = await refusal(() => stripe().charge(chargeRequest({ idempotencyKey: 'hang-up-1' })));
    expect(err).toMatchObject({
      message: PROVIDER_UNAVAILABLE,
      type: 'api_connection_error',
      code: 'provider_unavailable',
    });
    // One try and two retries, all under the caller's key, so Stripe would charge at most once.
    expect(sent.map((s) => s.headers['idempotency-key'])).toEqual(['hang-up-1', 'hang-up-1', 'hang-up-1']);
  });

  it('reports provider_unavailable when nothing listens on the port', async () => {
    const closed = await listen(() => {});
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await refusal(() =>
      stripeAt(closedPort).createCustomer({ email: 'a@example.com', name: 'A' }),
    );
    expect(err).toMatchObject({ type: 'api_connection_error', code: 'provider_unavailable' });
  });
});

describe('webhook signatures', () => {
  const payload = JSON.stringify(
    event('evt_1QvKA0L2eZvKYlo2Wd9xTq4M', 'payment_method.detached', paymentMethod({ customer: null }), {
      customer: CUSTOMER_ID,
    }),
  );

  it('returns the id, type and object of a correctly signed event', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(stripe().verifyWebhook(payload, signature)).toEqual({
      id: 'evt_1QvKA0L2eZvKYlo2Wd9xTq4M',
      type: 'payment_method.detached',
      object: paymentMethod({ customer: null }),
    });
  });

  it('throws for a signature made with another secret, a changed body, an old timestamp or no header', () => {
    const provider = stripe();
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider.verifyWebhook(payload, wrong)).toThrow();

    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(() =>
      provider.verifyWebhook(payload.replace('payment_method.detached', 'customer.deleted'), good),
    ).toThrow();

    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => provider.verifyWebhook(payload, old)).toThrow();
    expect(() => provider.verifyWebhook(payload, '')).toThrow();
  });

  it('refuses every event when STRIPE_WEBHOOK_SECRET is not set', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(() => stripeAt(api.port(), null).verifyWebhook(payload, signature)).toThrow(PaymentError);
  });
});
