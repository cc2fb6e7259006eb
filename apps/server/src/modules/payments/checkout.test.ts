import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountServices, sandboxCharges, transactions, users } from '../../db/schema';
import type { PaymentProvider } from '../../adapters/payments/provider';
import { sandboxProvider } from '../../adapters/payments/sandbox';
import {
  bearer,
  CARDS,
  confirmCard,
  lastEmailTo,
  paidSignUp,
  registration,
  subscription,
  suiteApp,
  testApp,
  type TestApp,
  uniqueEmail,
  userByEmailRow,
} from '../../../test/factory';

const t = suiteApp();

const subscribe = (app: TestApp['app'], payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/subscriptions/account', payload: payload as object });

const DAY = 86_400_000;
const near = (iso: string | null | undefined, expected: Date) =>
  Math.abs(new Date(iso ?? 0).getTime() - expected.getTime()) < DAY;
const monthsAhead = (n: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + n);
  return d;
};

async function chargesFor(customerId: string) {
  return t.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, customerId));
}

describe('POST /api/subscriptions/account (sign-up checkout)', () => {
  it('creates a seeker account paid $9.99, expiring in 6 months, with a receipt e-mailed', async () => {
    const { user, card } = await paidSignUp(t.app, 'seeker');
    const row = await userByEmailRow(t.db, user.email);
    expect(row).toMatchObject({
      userPlan: 'seeker',
      totalLocation: 0,
      customerId: card.customer_id,
      paymentMethod: card.payment_method,
    });
    expect(near(user.expire_at, monthsAhead(6))).toBe(true);
    const [txn] = await t.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(txn).toMatchObject({ status: 'succeeded', amountCents: 999, type: 'plan_signup', item: 'seeker' });
    const receipt = await lastEmailTo(t.db, user.email);
    expect(receipt?.subject).toContain('$9.99');
    expect(receipt?.text).toContain('VISA ending in 4242');
  });

  it('gives a basic lister one location and a $49.00 lister fee renewing yearly', async () => {
    const { user, token } = await paidSignUp(t.app, 'basic');
    const services = await t.db.select().from(accountServices).where(eq(accountServices.userId, user.id));
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({
      title: 'The New Hire',
      amountCents: 4900,
      txnCode: 'PAYMENT.FEE.LISTER',
      repeat: 'year',
    });
    expect(near(services[0]!.expireAt?.toISOString(), monthsAhead(12))).toBe(true);
    expect(near(user.expire_at, monthsAhead(12))).toBe(true);
    expect((await userByEmailRow(t.db, user.email))?.totalLocation).toBe(1);
    const list = await t.app.inject({ url: '/api/account-service', headers: bearer(token) });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        title: 'The New Hire',
        amount: 4900,
        txn_code: 'PAYMENT.FEE.LISTER',
        repeat: 'year',
      }),
    ]);
  });

  it('charges once when the same checkout is sent twice at once, and answers a later retry with the account', async () => {
    const form = registration();
    const card = await confirmCard(t.app, { email: form.email as string });
    const body = subscription('premium', card, form);
    const answers = await Promise.all([subscribe(t.app, body), subscribe(t.app, body)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const retry = await subscribe(t.app, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.user.email).toBe(form.email);
    expect(await chargesFor(card.customer_id)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${form.email as string})`);
    expect(rows).toHaveLength(1);
  });

  it('answers a card declined at charge time in the provider shape and creates nothing', async () => {
    const form = registration();
    const card = await confirmCard(t.app, { email: form.email as string }, CARDS.chargeFails);
    const res = await subscribe(t.app, subscription('basic', card, form));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      message: 'Your card was declined.',
      data: [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }],
    });
    expect(await userByEmailRow(t.db, form.email as string)).toBeNull();
    const [txn] = await t.db
      .select()
      .from(transactions)
      .where(sql`${transactions.idempotencyKey} like ${`signup:${(form.email as string).toLowerCase()}:%`}`);
    expect(txn).toMatchObject({ status: 'failed', declineCode: 'generic_decline', userId: null });
  });

  it('refuses 4000 0000 0000 0002 when the card is added, before any charge', async () => {
    const email = uniqueEmail();
    const { customer_id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/setup-customer',
        payload: { email, name: 'A B' },
      })
    ).json<{ customer_id: string }>();
    const { client_secret } = (
      await t.app.inject({ method: 'POST', url: '/api/stripe/setup-intent', payload: { customer_id } })
    ).json<{ client_secret: string }>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/setup-intents/confirm',
      payload: { client_secret, card: { number: CARDS.declined, exp_month: 1, exp_year: 2099, cvc: '123' } },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().data).toEqual([
      { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    ]);
    expect(await chargesFor(customer_id)).toHaveLength(0);
  });

  it('refuses bad input with the first message and writes nothing', async () => {
    const form = registration();
    const card = await confirmCard(t.app, { email: form.email as string });
    const cases: [unknown, number, string][] = [
      [
        { ...subscription('basic', card, form), user_plan: 'platinum' },
        400,
        'Please choose one of the plans.',
      ],
      [{ ...subscription('basic', card, form), payment_method: '' }, 400, 'payment_method is required'],
      [{ ...subscription('basic', card, form), customer_id: undefined }, 400, 'customer_id is required'],
      [{ ...subscription('basic', card, form), first_name: '' }, 400, 'please enter your first name'],
      [{ ...subscription('basic', card, form), country_code: 'ZZ' }, 400, 'please select your country'],
      [{ ...subscription('basic', card, form), amount: 1 }, 200, ''],
    ];
    for (const [payload, status, message] of cases.slice(0, 5)) {
      const res = await subscribe(t.app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message.toLowerCase()).toContain(message.toLowerCase());
    }
    expect(await userByEmailRow(t.db, form.email as string)).toBeNull();
    expect(await chargesFor(card.customer_id)).toHaveLength(0);
    // An amount sent by the client is ignored: the price comes from the plan table.
    const paid = await subscribe(t.app, cases[5]![0]);
    expect(paid.statusCode).toBe(200);
    const [charge] = await chargesFor(card.customer_id);
    expect(charge?.amountCents).toBe(4900);
  });

  it("refuses another sign-up's customer or card", async () => {
    const mine = registration();
    const theirs = registration();
    const myCard = await confirmCard(t.app, { email: mine.email as string });
    const theirCard = await confirmCard(t.app, { email: theirs.email as string });
    const wrongCustomer = await subscribe(
      t.app,
      subscription('basic', { ...myCard, customer_id: theirCard.customer_id }, mine),
    );
    expect(wrongCustomer.statusCode).toBe(404);
    expect(wrongCustomer.json().code).toBe('UNKNOWN_CUSTOMER');
    const wrongCard = await subscribe(
      t.app,
      subscription('basic', { ...myCard, payment_method: theirCard.payment_method }, mine),
    );
    expect(wrongCard.statusCode).toBe(404);
    expect(wrongCard.json().code).toBe('UNKNOWN_CARD');
    expect(await chargesFor(theirCard.customer_id)).toHaveLength(0);
    expect(await chargesFor(myCard.customer_id)).toHaveLength(0);
  });

  it('sends an e-mail that already has an account to login (409) before any card is set up', async () => {
    const { user } = await paidSignUp(t.app, 'seeker');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/setup-customer',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });
});

describe('a card provider that does not answer', () => {
  it('shows a payment error, changes nothing, and a retry later charges once', async () => {
    let failing = true;
    const app = await testApp(
      {},
      {
        payments: (db) => {
          const real = sandboxProvider(db);
          return {
            ...real,
            async charge(request) {
              if (failing) {
                failing = false;
                // The charge went through at the provider but its answer was lost on the way back.
                await real.charge(request);
                throw new Error('socket hang up');
              }
              return real.charge(request);
            },
          } satisfies PaymentProvider;
        },
      },
    );
    try {
      const form = registration();
      const card = await confirmCard(app.app, { email: form.email as string });
      const body = subscription('basic', card, form);
      const first = await subscribe(app.app, body);
      expect(first.statusCode).toBe(402);
      expect(first.json().data[0]).toMatchObject({ code: 'provider_unavailable' });
      expect(await userByEmailRow(app.db, form.email as string)).toBeNull();
      const second = await subscribe(app.app, body);
      expect(second.statusCode).toBe(200);
      const charges = await app.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.customerId, card.customer_id));
      expect(charges).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
