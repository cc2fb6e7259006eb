import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountServices, sandboxCharges, sandboxPaymentMethods, transactions, users } from '../../db/schema';
import { bearer, lastEmailTo, login, signUp, userRow } from '../../../test/accounts';
import { CARDS, paidSignUp, saveCard } from '../../../test/payments';
import { testApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const renew = (token: string, user_plan: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/renew-subscription',
    headers: bearer(token),
    payload: { user_plan },
  });
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

  it('changes package at the new price and restarts the year', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const res = await renew(lister.token, 'premium');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.user_plan).toBe('premium');
    const row = await userRow(t.db, lister.user.id);
    expect(row?.totalLocation).toBe(4);
    const txns = await t.db.select().from(transactions).where(eq(transactions.userId, lister.user.id));
    expect(txns.map((x) => [x.type, x.amountCents]).sort()).toEqual([
      ['plan_change', 8900],
      ['plan_signup', 4900],
    ]);
  });

  it('charges once when renew is clicked twice', async () => {
    const lister = await paidSignUp(t.app, 'pro');
    await expire(lister.user.id);
    const token = await login(t.app, lister.user.email, lister.password);
    const answers = await Promise.all([renew(token, 'pro'), renew(token, 'pro')]);
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const charges = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.customerId, lister.card.customer_id));
    expect(charges).toHaveLength(2); // the sign-up and one renewal
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
        payload: { user_plan: 'pro' },
      });
      expect(res.statusCode).toBe(422);
    } finally {
      await off.close();
    }
  });
});
