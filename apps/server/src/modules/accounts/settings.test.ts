import { describe, expect, it } from 'vitest';
import { accountServices } from '../../db/schema';
import { bearer, signUp, suiteApp, userRow } from '../../../test/factory';

const t = suiteApp();

describe('GET /api/account-service', () => {
  it("lists the member's own services only, newest first", async () => {
    const mine = await signUp(t.app);
    const theirs = await signUp(t.app);
    await t.db.insert(accountServices).values([
      {
        userId: mine.user.id,
        title: 'The New Hire',
        description: '1 location',
        amountCents: 4900,
        paymentType: 'card',
        txnCode: 'PAYMENT.FEE.LISTER',
        repeat: 'year',
        createdAt: new Date('2026-01-01'),
      },
      {
        userId: mine.user.id,
        title: 'Boost for 1 week',
        description: 'Listing boost',
        amountCents: 500,
        paymentType: 'card',
        txnCode: 'PAYMENT.FEATURED',
        createdAt: new Date('2026-02-01'),
      },
      {
        userId: theirs.user.id,
        title: 'Seeker',
        description: '6 months',
        amountCents: 999,
        paymentType: 'card',
        txnCode: 'PAYMENT.FEE.SEEKER',
      },
    ]);
    const res = await t.app.inject({ url: '/api/account-service', headers: bearer(mine.token) });
    const { data } = res.json<{
      data: { title: string; amount: number; txn_code: string; repeat: string | null }[];
    }>();
    expect(data.map((r) => r.title)).toEqual(['Boost for 1 week', 'The New Hire']);
    expect(data[1]).toMatchObject({ amount: 4900, txn_code: 'PAYMENT.FEE.LISTER', repeat: 'year' });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/account-service' })).statusCode).toBe(401);
  });
});

describe('member counters and settings', () => {
  it('answers whether the member has a payment method', async () => {
    const { token } = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/user/payment-method', headers: bearer(token) })).json()).toEqual({
      have_card: false,
    });
    expect((await t.app.inject({ url: '/api/user/payment-method' })).statusCode).toBe(401);
  });

  it('keeps the language, English for any language that does not exist yet', async () => {
    const { token, user } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/switch-language',
      headers: bearer(token),
      payload: { locale: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(t.db, user.id)).language).toBe('en');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/switch-language',
      headers: bearer(token),
      payload: { locale: 'french' },
    });
    expect(bad.json()).toMatchObject({ message: 'locale must be a 2-letter language code' });
  });
});
