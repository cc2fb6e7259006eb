import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@crashpad/shared/rules/cards';
import { sandboxPaymentMethods, sandboxSetupIntents } from '../../db/schema';
import { bearer, CARDS, confirmCard, saveCard, signUp, suiteApp, userRow } from '../../../test/factory';

const t = suiteApp();

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('saving a card (setup-customer → setup-intent → confirm → save-payment-method)', () => {
  it('shows the saved card as active and have_card true', async () => {
    const member = await signUp(t.app);
    expect((await get('/api/user/payment-method', member.token)).json()).toEqual({ have_card: false });
    expect((await get('/api/stripe/card', member.token)).json()).toEqual({
      status: 'none',
      card: null,
      autopay: [],
    });

    await saveCard(t.app, member.token);
    expect((await get('/api/user/payment-method', member.token)).json()).toEqual({ have_card: true });
    const card = (await get('/api/stripe/card', member.token)).json();
    expect(card).toMatchObject({ status: 'active', card: { brand: 'visa', last4: '4242', exp_month: 12 } });
  });

  it('reuses the member customer, and replacing the card takes the old one off it', async () => {
    const member = await signUp(t.app);
    const first = await saveCard(t.app, member.token);
    const customer = (await userRow(t.db, member.user.id))?.customerId;
    const second = await saveCard(t.app, member.token, '5555 5555 5555 4444');
    const row = await userRow(t.db, member.user.id);
    expect(row?.customerId).toBe(customer);
    expect(row?.paymentMethod).toBe(second);
    const [old] = await t.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, first));
    expect(old?.customerId).toBeNull();
    expect((await get('/api/stripe/card', member.token)).json().card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
    });
  });

  it("never reaches another member's customer or card", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const theirCard = await saveCard(t.app, other.token);
    const theirCustomer = (await userRow(t.db, other.user.id))!.customerId!;
    await confirmCard(t.app, { token: me.token });

    const intent = await post('/api/stripe/setup-intent', me.token, { customer_id: theirCustomer });
    expect(intent.statusCode).toBe(404);
    const save = await post('/api/stripe/save-payment-method', me.token, { payment_method: theirCard });
    expect(save.statusCode).toBe(404);
    expect(save.json().message).toBe('We could not find this card. Please add it again.');
    expect((await userRow(t.db, me.user.id))?.paymentMethod).toBeNull();
    // A guest cannot use a member's customer either.
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/setup-intent',
      payload: { customer_id: theirCustomer },
    });
    expect(guest.statusCode).toBe(404);
  });

  it('needs a signed-in member to save, show or remove a card', async () => {
    const year = new Date().getUTCFullYear() + 2;
    const calls: ['GET' | 'POST', string, object | undefined][] = [
      ['POST', '/api/stripe/save-payment-method', { payment_method: 'pm_sbx_x' }],
      ['GET', '/api/stripe/card', undefined],
      ['POST', '/api/stripe/remove-payment-method', {}],
      ['POST', '/api/stripe/update-card', { exp_month: 1, exp_year: year }],
      ['GET', '/api/user/payment-method', undefined],
      [
        'POST',
        '/api/user/renew-subscription',
        { user_plan: 'basic', idempotency_key: 'a-guest-attempt-0001' },
      ],
      ['GET', '/api/user/plan-quote?user_plan=basic', undefined],
    ];
    for (const [method, url, payload] of calls)
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
  });

  it('refuses a card number the sandbox does not know, in the provider shape', async () => {
    const member = await signUp(t.app);
    await expect(saveCard(t.app, member.token, CARDS.insufficient)).rejects.toThrow(/insufficient_funds/);
    expect((await get('/api/user/payment-method', member.token)).json()).toEqual({ have_card: false });
  });
});

// The card form offers the US states; the chosen one is kept as Stripe keeps billing_details.address.state
// (docs/decisions/053-settings-tabs-header-and-form-details.md).
describe("the card's billing state", () => {
  const year = new Date().getUTCFullYear() + 3;
  async function intentFor(token: string) {
    const { customer_id } = (await post('/api/stripe/setup-customer', token)).json<{ customer_id: string }>();
    const intent = await post('/api/stripe/setup-intent', token, { customer_id });
    return { customer_id, client_secret: intent.json<{ client_secret: string }>().client_secret };
  }
  const confirm = (client_secret: string, billing: { country?: string; state?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sandbox/setup-intents/confirm',
      payload: {
        client_secret,
        card: {
          number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: year,
          cvc: '123',
          name: 'Jamie Rivera',
          postal_code: '75261',
          country: 'US',
          ...billing,
        },
      },
    });
  const cardsOf = (customerId: string) =>
    t.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customerId, customerId));

  it('keeps the chosen US state with the card, as its billing details', async () => {
    const member = await signUp(t.app);
    const { customer_id, client_secret } = await intentFor(member.token);
    const res = await confirm(client_secret, { state: 'TX' });
    expect(res.statusCode, res.body).toBe(200);
    const [card] = await cardsOf(customer_id);
    expect(card?.billingDetails).toEqual({
      name: 'Jamie Rivera',
      address: { postal_code: '75261', country: 'US', state: 'TX' },
    });
  });

  it('refuses a state that is not a US state, or one given with another country, and changes nothing', async () => {
    const member = await signUp(t.app);
    const { customer_id, client_secret } = await intentFor(member.token);
    for (const [billing, message] of [
      [{ state: 'ZZ' }, CARD_MESSAGES.state],
      [{ state: 'Texas' }, CARD_MESSAGES.state],
      [{ country: 'CA', state: 'TX' }, CARD_MESSAGES.stateOutsideUs],
    ] as const) {
      const res = await confirm(client_secret, billing);
      expect(res.statusCode, JSON.stringify(billing)).toBe(400);
      expect(res.json()).toEqual({ message, errors: { 'card.state': [message] } });
    }
    expect(await cardsOf(customer_id)).toEqual([]);
    const [intent] = await t.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.customerId, customer_id));
    expect(intent?.status).not.toBe('succeeded');
    expect(intent?.paymentMethodId).toBeNull();
    // The same setup, with no state or a good one, still goes through.
    expect((await confirm(client_secret, {})).statusCode).toBe(200);
    expect((await cardsOf(customer_id))[0]?.billingDetails?.address.state).toBeNull();
  });
});

describe('changing and removing the card', () => {
  it('updates the expiry, needing both month and year', async () => {
    const member = await signUp(t.app);
    await saveCard(t.app, member.token);
    const year = new Date().getUTCFullYear() + 5;
    for (const payload of [
      { exp_month: 3 },
      { exp_year: year },
      { exp_month: '', exp_year: year },
      { exp_month: 13, exp_year: year },
    ]) {
      const res = await post('/api/stripe/update-card', member.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('oops please verify info and try again');
    }
    const past = await post('/api/stripe/update-card', member.token, { exp_month: 1, exp_year: 2020 });
    expect(past.statusCode).toBe(400);
    const ok = await post('/api/stripe/update-card', member.token, { exp_month: 3, exp_year: year });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().card).toMatchObject({ exp_month: 3, exp_year: year, last4: '4242' });
    expect((await get('/api/stripe/card', member.token)).json().card).toMatchObject({
      exp_month: 3,
      exp_year: year,
    });
  });

  it('removes the card: the account is inactive and will not be charged again', async () => {
    const member = await signUp(t.app);
    const pm = await saveCard(t.app, member.token);
    const res = await post('/api/stripe/remove-payment-method', member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The account is now inactive and you will not be charged again.');
    expect((await get('/api/user/payment-method', member.token)).json()).toEqual({ have_card: false });
    const [row] = await t.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, pm));
    expect(row?.customerId).toBeNull();
    expect((await post('/api/stripe/remove-payment-method', member.token)).statusCode).toBe(404);
  });

  it('shows a card the provider no longer has as invalid', async () => {
    const member = await signUp(t.app);
    const pm = await saveCard(t.app, member.token);
    await t.db
      .update(sandboxPaymentMethods)
      .set({ customerId: null })
      .where(eq(sandboxPaymentMethods.id, pm));
    const card = (await get('/api/stripe/card', member.token)).json();
    expect(card).toMatchObject({ status: 'invalid', card: { last4: '4242' } });
    expect((await get('/api/user/payment-method', member.token)).json()).toEqual({ have_card: false });
  });
});
