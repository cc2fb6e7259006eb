// POST /api/stripe/webhook with the app configured for Stripe: events signed as Stripe signs them, each handled once.
// The route only checks the signature and writes to the database, so no request leaves the test.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestApp, testApp, userRow } from '../../../test/factory';
import { event, expressAccount, paymentMethod, customer } from '../../adapters/payments/stripe-fixtures';
import { providerEvents, users } from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_test';
const BAD_SIGNATURE = 'The webhook signature does not match.';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(() => t.close());

let n = 0;
const eventId = () => `evt_1QvKA0L2eZvKYlo2webhook${++n}`;

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

function deliver(app: TestApp['app'], payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

const detached = (id: string, pm: string) =>
  JSON.stringify(
    event(
      id,
      'payment_method.detached',
      { ...paymentMethod({ customer: null }), id: pm },
      { customer: 'cus_x' },
    ),
  );

const stored = (id: string) => t.db.select().from(providerEvents).where(eq(providerEvents.id, id));

describe('POST /api/stripe/webhook', () => {
  it('refuses a missing or wrong signature with 400 and records nothing', async () => {
    const member = await createMember(t.db, { paymentMethod: 'pm_sig', customerId: 'cus_sig' });
    const id = eventId();
    const payload = detached(id, 'pm_sig');
    const attempts = [
      await deliver(t.app, payload),
      await deliver(t.app, payload, ''),
      await deliver(t.app, payload, sign(payload, 'whsec_someone_else')),
      await deliver(t.app, payload.replace('pm_sig', 'pm_other'), sign(payload)),
      await deliver(t.app, payload, 't=1767225600,v1=0000'),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: BAD_SIGNATURE, code: 'BAD_SIGNATURE' });
    }
    expect(await stored(id)).toEqual([]);
    expect((await userRow(t.db, member.id)).paymentMethodInvalidAt).toBeNull();
  });

  it('marks the card of the member holding a detached payment method as invalid, and no one else', async () => {
    const holder = await createMember(t.db, { paymentMethod: 'pm_x', customerId: 'cus_x' });
    const other = await createMember(t.db, { paymentMethod: 'pm_other', customerId: 'cus_other' });
    const id = eventId();
    const payload = detached(id, 'pm_x');

    const res = await deliver(t.app, payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const row = await userRow(t.db, holder.id);
    expect(row.paymentMethodInvalidAt).toBeInstanceOf(Date);
    expect(row.paymentMethod).toBe('pm_x');
    expect((await userRow(t.db, other.id)).paymentMethodInvalidAt).toBeNull();
    expect(await stored(id)).toMatchObject([{ id, provider: 'stripe', type: 'payment_method.detached' }]);
  });

  it('handles each event id once: the same event again answers duplicate and changes nothing', async () => {
    const member = await createMember(t.db, { paymentMethod: 'pm_twice', customerId: 'cus_twice' });
    const id = eventId();
    const payload = detached(id, 'pm_twice');
    expect((await deliver(t.app, payload, sign(payload))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await userRow(t.db, member.id)).paymentMethodInvalidAt).not.toBeNull();

    // The member saves the same card again; Stripe then retries the old delivery.
    await t.db.update(users).set({ paymentMethodInvalidAt: null }).where(eq(users.id, member.id));
    const again = await deliver(t.app, payload, sign(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await userRow(t.db, member.id)).paymentMethodInvalidAt).toBeNull();
    expect(await stored(id)).toHaveLength(1);
  });

  it('forgets a customer deleted at Stripe and marks its card invalid', async () => {
    const member = await createMember(t.db, { paymentMethod: 'pm_del', customerId: 'cus_del' });
    const other = await createMember(t.db, { paymentMethod: 'pm_keep', customerId: 'cus_keep' });
    const payload = JSON.stringify(event(eventId(), 'customer.deleted', { ...customer, id: 'cus_del' }));
    expect((await deliver(t.app, payload, sign(payload))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    const row = await userRow(t.db, member.id);
    expect(row.customerId).toBeNull();
    expect(row.paymentMethodInvalidAt).not.toBeNull();
    expect(await userRow(t.db, other.id)).toMatchObject({
      customerId: 'cus_keep',
      paymentMethodInvalidAt: null,
    });
  });

  it('records an event it has nothing to do for, without touching members', async () => {
    const member = await createMember(t.db, { paymentMethod: 'pm_y', customerId: 'cus_y' });
    const id = eventId();
    const payload = JSON.stringify(event(id, 'customer.updated', { ...customer, id: 'cus_y' }));
    expect((await deliver(t.app, payload, sign(payload))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await stored(id)).toHaveLength(1);
    expect(await userRow(t.db, member.id)).toMatchObject({
      customerId: 'cus_y',
      paymentMethodInvalidAt: null,
    });
  });
});

describe('account.updated (payout accounts)', () => {
  const accountEvent = (id: string, accountId: string, state: 'new' | 'onboarded') =>
    JSON.stringify(event(id, 'account.updated', { ...expressAccount(state), id: accountId }));

  it('marks onboarding complete when details are submitted and payouts enabled, for that lister only', async () => {
    const lister = await createMember(t.db, { userPlan: 'premium', accStripe: 'acct_wh_done' });
    const other = await createMember(t.db, { userPlan: 'premium', accStripe: 'acct_wh_other' });
    const first = accountEvent(eventId(), 'acct_wh_done', 'new');
    expect((await deliver(t.app, first, sign(first))).statusCode).toBe(200);
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).toBeNull();

    const payload = accountEvent(eventId(), 'acct_wh_done', 'onboarded');
    const res = await deliver(t.app, payload, sign(payload));
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const done = (await userRow(t.db, lister.id)).payoutOnboardedAt;
    expect(done).toBeInstanceOf(Date);
    expect((await userRow(t.db, other.id)).payoutOnboardedAt).toBeNull();

    // A later update that still reports a ready account keeps the first moment.
    const later = accountEvent(eventId(), 'acct_wh_done', 'onboarded');
    await deliver(t.app, later, sign(later));
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).toEqual(done);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const lister = await createMember(t.db, { userPlan: 'premium', accStripe: 'acct_wh_sig' });
    const id = eventId();
    const payload = accountEvent(id, 'acct_wh_sig', 'onboarded');
    for (const signature of [undefined, sign(payload, 'whsec_someone_else'), 't=1767225600,v1=0000']) {
      const res = await deliver(t.app, payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: BAD_SIGNATURE, code: 'BAD_SIGNATURE' });
    }
    expect(await stored(id)).toEqual([]);
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).toBeNull();
  });

  it('handles a replayed event once', async () => {
    const lister = await createMember(t.db, { userPlan: 'premium', accStripe: 'acct_wh_replay' });
    const id = eventId();
    const payload = accountEvent(id, 'acct_wh_replay', 'onboarded');
    expect((await deliver(t.app, payload, sign(payload))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).not.toBeNull();
    // Stripe later asks for more details (a newer event); then the old delivery is retried.
    const newer = accountEvent(eventId(), 'acct_wh_replay', 'new');
    await deliver(t.app, newer, sign(newer));
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).toBeNull();
    const again = await deliver(t.app, payload, sign(payload));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).toBeNull();
    expect(await stored(id)).toHaveLength(1);
  });
});

describe('POST /api/stripe/webhook without Stripe', () => {
  it('answers 404 with the offline sandbox and records nothing', async () => {
    const sandbox = await testApp();
    try {
      const id = eventId();
      const payload = detached(id, 'pm_x');
      const res = await deliver(sandbox.app, payload, sign(payload));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NO_WEBHOOKS' });
      expect(await sandbox.db.select().from(providerEvents).where(eq(providerEvents.id, id))).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});
