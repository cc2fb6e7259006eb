import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountServices, sandboxCharges, sandboxPaymentMethods, transactions, users } from '../../db/schema';
import {
  bearer,
  CARDS,
  confirmCard,
  lastEmailTo,
  login,
  paidSignUp,
  saveCard,
  signUp,
  suiteApp,
  testApp,
  userRow,
} from '../../../test/factory';

const t = suiteApp();

/** One purchase attempt: the web app makes a new key each time the member sets out to pay. */
const attempt = () => randomUUID();
const renew = (token: string, user_plan: unknown, idempotency_key = attempt(), extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/renew-subscription',
    headers: bearer(token),
    payload: { user_plan, idempotency_key, ...extra },
  });
const quote = (token: string, plan: string) =>
  t.app.inject({ url: `/api/user/plan-quote?user_plan=${plan}`, headers: bearer(token) });
const services = async (token: string) =>
  (await t.app.inject({ url: '/api/account-service', headers: bearer(token) })).json<{
    data: { title: string; amount: number; credit: number; status: string; expire_at: string }[];
  }>().data;
const chargesOf = async (customerId: string) =>
  (
    await t.db
      .select({ amount: sandboxCharges.amountCents, status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.customerId, customerId))
      .orderBy(sandboxCharges.createdAt)
  ).map((c) => `${c.status} ${c.amount}`);
const DAY = 86_400_000;
const yearAhead = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
};

async function expire(userId: number) {
  await t.db
    .update(users)
    .set({ expireAt: new Date(Date.now() - DAY) })
    .where(eq(users.id, userId));
}

describe('POST /api/user/renew-subscription', () => {
  it('renews an expired lister for a year, records the service and e-mails a receipt', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    await expire(lister.user.id);
    const token = await login(t.app, lister.user.email, lister.password);
    const res = await renew(token, 'basic');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(Math.abs(new Date(answer.user.expire_at).getTime() - yearAhead().getTime())).toBeLessThan(DAY);
    // The new token carries the new expiry.
    const claims = JSON.parse(Buffer.from(answer.token.split('.')[1], 'base64url').toString());
    expect(claims.expire_at_utc).toBe(answer.user.expire_at);
    const services = await t.db
      .select()
      .from(accountServices)
      .where(eq(accountServices.userId, lister.user.id));
    expect(services).toHaveLength(2);
    expect((await lastEmailTo(t.db, lister.user.email))?.subject).toContain('$49.00');
  });

  it('changes package at the new price less the unused part of the old one, and restarts the year', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const res = await renew(lister.token, 'premium');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.user_plan).toBe('premium');
    expect(Math.abs(new Date(res.json().user.expire_at).getTime() - yearAhead().getTime())).toBeLessThan(DAY);
    const row = await userRow(t.db, lister.user.id);
    expect(row?.totalLocation).toBe(4);
    const txns = await t.db.select().from(transactions).where(eq(transactions.userId, lister.user.id));
    expect(txns.map((x) => [x.type, x.amountCents]).sort()).toEqual([
      ['plan_change', 4000],
      ['plan_signup', 4900],
    ]);
    expect((await lastEmailTo(t.db, lister.user.email))?.text).toContain(
      'The unused part of your previous package paid $49.00 of it.',
    );
  });

  it('shows the replaced package as replaced in My services, and only the new one as renewing', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    await renew(lister.token, 'premium');
    expect(await services(lister.token)).toMatchObject([
      { title: 'Line Holder', amount: 4000, credit: 4900, status: 'active' },
      { title: 'The New Hire', amount: 4900, credit: 0, status: 'replaced' },
    ]);
  });

  it('goes basic → premium → basic → premium on one day and ends on premium, charging only what is due', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const plans = [];
    for (const plan of ['premium', 'basic', 'premium']) {
      const res = await renew(lister.token, plan);
      expect(res.statusCode).toBe(200);
      plans.push(res.json().user.user_plan);
    }
    expect(plans).toEqual(['premium', 'basic', 'premium']);
    expect((await userRow(t.db, lister.user.id))?.userPlan).toBe('premium');
    // $49 at sign-up, then $89 - $49 for premium; the $89 paid so far covers basic, then premium again.
    expect(await chargesOf(lister.card.customer_id)).toEqual(['succeeded 4900', 'succeeded 4000']);
    const rows = await services(lister.token);
    expect(rows.map((r) => [r.title, r.status, r.amount, r.credit])).toEqual([
      ['Line Holder', 'active', 0, 8900],
      ['The New Hire', 'replaced', 0, 8900],
      ['Line Holder', 'replaced', 4000, 4900],
      ['The New Hire', 'replaced', 4900, 0],
    ]);
    // $89 of credit buys basic for 89/49 of a year; back on premium it is one year again.
    expect(Math.abs(new Date(rows[0]!.expire_at).getTime() - yearAhead().getTime())).toBeLessThan(DAY);
  });

  it('charges once for one purchase sent again, whether at once or after it went through', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const key = attempt();
    const together = await Promise.all([renew(lister.token, 'pro', key), renew(lister.token, 'pro', key)]);
    expect(together.map((a) => a.statusCode)).toContain(200);
    for (const a of together) expect([200, 409]).toContain(a.statusCode);
    const again = await renew(lister.token, 'pro', key);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.user_plan).toBe('pro');
    // $49 at sign-up, then $149 - $49 once.
    expect(await chargesOf(lister.card.customer_id)).toEqual(['succeeded 4900', 'succeeded 10000']);
    expect(await services(lister.token)).toHaveLength(2);
  });

  it('charges once when renew is clicked twice', async () => {
    const lister = await paidSignUp(t.app, 'pro');
    await expire(lister.user.id);
    const token = await login(t.app, lister.user.email, lister.password);
    const key = attempt();
    const answers = await Promise.all([renew(token, 'pro', key), renew(token, 'pro', key)]);
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(await chargesOf(lister.card.customer_id)).toEqual(['succeeded 14900', 'succeeded 14900']);
  });

  it('quotes a change with the credit for the days not used yet, and charges what it quoted', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    // 73 of the 365 days of the basic year have gone by: 292/365 of $49.00 is left.
    const started = new Date(Date.now() - 73 * DAY);
    const ends = new Date(started.getTime() + 365 * DAY);
    await t.db
      .update(accountServices)
      .set({ startsAt: started, expireAt: ends })
      .where(eq(accountServices.userId, lister.user.id));
    await t.db.update(users).set({ expireAt: ends }).where(eq(users.id, lister.user.id));
    const res = await quote(lister.token, 'premium');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_plan: 'premium',
      kind: 'change',
      price: 8900,
      credit: 3920,
      amount: 4980,
      replaces: [{ title: 'The New Hire', expire_at: ends.toISOString() }],
    });
    expect(new Date(res.json().starts_at).getTime()).toBeLessThanOrEqual(Date.now());
    const paid = await renew(lister.token, 'premium', attempt(), { expected_amount: 4980 });
    expect(paid.statusCode).toBe(200);
    expect(await chargesOf(lister.card.customer_id)).toEqual(['succeeded 4900', 'succeeded 4980']);
  });

  it('refuses to charge another amount than the member was shown, and changes nothing', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const res = await renew(lister.token, 'premium', attempt(), { expected_amount: 8900 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The amount due is now $40.00. Please check it and pay again.');
    expect(await chargesOf(lister.card.customer_id)).toEqual(['succeeded 4900']);
    expect((await userRow(t.db, lister.user.id))?.userPlan).toBe('basic');
  });

  it('quotes renewing the same package before it ends at full price, from the end of the current year', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const res = await quote(lister.token, 'basic');
    expect(res.json()).toMatchObject({
      kind: 'renewal',
      price: 4900,
      credit: 0,
      amount: 4900,
      starts_at: lister.user.expire_at,
      replaces: [],
    });
    expect((await renew(lister.token, 'basic')).statusCode).toBe(200);
    expect((await services(lister.token)).map((r) => r.status)).toEqual(['active', 'renewed']);
  });

  it('asks for the purchase’s key, and quotes only plans the member may buy', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/renew-subscription',
      headers: bearer(lister.token),
      payload: { user_plan: 'premium' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please reload the page and try again: the payment had no key.');
    expect((await quote(lister.token, 'seeker')).statusCode).toBe(422);
    expect((await quote(lister.token, 'gold')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/user/plan-quote?user_plan=basic' })).statusCode).toBe(401);
  });

  it('keeps a seeker on the seeker plan', async () => {
    const seeker = await paidSignUp(t.app, 'seeker');
    const res = await renew(seeker.token, 'basic');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A seeker account cannot change plan.');
  });

  it('refuses an unknown plan and asks for a card first when there is none', async () => {
    const member = await signUp(t.app);
    const unknown = await renew(member.token, 'gold');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose one of the plans.');
    const noCard = await renew(member.token, 'basic');
    expect(noCard.statusCode).toBe(402);
    expect(noCard.json().message).toMatch(/payment method/);
    expect((await userRow(t.db, member.user.id))?.userPlan).toBeNull();
  });

  it('answers a refused card with Card Declined data and changes nothing', async () => {
    const member = await signUp(t.app);
    await saveCard(t.app, member.token, CARDS.chargeFails);
    const res = await renew(member.token, 'basic');
    expect(res.statusCode).toBe(402);
    expect(res.json().data).toEqual([
      { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    ]);
    expect((await userRow(t.db, member.user.id))?.userPlan).toBeNull();
  });

  it('keeps the card on file when a new card entered at checkout is declined', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    await expire(lister.user.id);
    const token = await login(t.app, lister.user.email, lister.password);
    const before = (await userRow(t.db, lister.user.id))!;
    const fresh = await confirmCard(t.app, { token }, CARDS.chargeFails);
    const res = await renew(token, 'basic', attempt(), { payment_method: fresh.payment_method });
    expect(res.statusCode).toBe(402);
    expect(res.json().data[0]).toMatchObject({ code: 'card_declined' });
    const after = (await userRow(t.db, lister.user.id))!;
    expect(after.paymentMethod).toBe(before.paymentMethod);
    expect(after.cardDetails).toEqual(before.cardDetails);
    expect(after.expireAt).toEqual(before.expireAt);
    const card = await t.app.inject({ url: '/api/stripe/card', headers: bearer(token) });
    expect(card.json()).toMatchObject({ status: 'active', card: { last4: '4242' } });
    // The declined card went back off the customer: it can never be charged.
    const [declined] = await t.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, fresh.payment_method));
    expect(declined?.customerId).toBeNull();
  });

  it('makes a new card that paid the card on file, and takes the old one off', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const old = (await userRow(t.db, lister.user.id))!.paymentMethod!;
    const fresh = await confirmCard(t.app, { token: lister.token }, '5555 5555 5555 4444');
    const res = await renew(lister.token, 'basic', attempt(), { payment_method: fresh.payment_method });
    expect(res.statusCode).toBe(200);
    const after = (await userRow(t.db, lister.user.id))!;
    expect(after.paymentMethod).toBe(fresh.payment_method);
    expect(after.cardDetails).toMatchObject({ last4: '4444' });
    const [released] = await t.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, old));
    expect(released?.customerId).toBeNull();
  });

  it('refuses a new card of another member and charges nothing', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const other = await signUp(t.app);
    const theirs = await confirmCard(t.app, { token: other.token });
    const res = await renew(lister.token, 'basic', attempt(), { payment_method: theirs.payment_method });
    expect(res.statusCode).toBe(404);
    expect(await chargesOf(theirs.customer_id)).toEqual([]);
    expect((await userRow(t.db, lister.user.id))!.paymentMethod).not.toBe(theirs.payment_method);
  });

  it('marks a card the provider lost as invalid and answers invalid_payment_method', async () => {
    const member = await signUp(t.app);
    await saveCard(t.app, member.token);
    const pm = (await userRow(t.db, member.user.id))!.paymentMethod!;
    await t.db
      .update(sandboxPaymentMethods)
      .set({ customerId: null })
      .where(eq(sandboxPaymentMethods.id, pm));
    const res = await renew(member.token, 'basic');
    expect(res.statusCode).toBe(402);
    expect(res.json().data[0].code).toBe('invalid_payment_method');
    expect((await userRow(t.db, member.user.id))?.paymentMethodInvalidAt).not.toBeNull();
  });

  it('refuses a change of package when the feature is off', async () => {
    const off = await testApp({ FEATURE_CHANGE_PLANS: 'false' });
    try {
      const lister = await paidSignUp(off.app, 'basic');
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/user/renew-subscription',
        headers: bearer(lister.token),
        payload: { user_plan: 'pro', idempotency_key: attempt() },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Changing package is turned off.');
    } finally {
      await off.close();
    }
  });
});
