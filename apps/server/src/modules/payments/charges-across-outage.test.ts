// A charge the provider made while the database went away is recorded exactly once
// (docs/decisions/058-charges-across-a-database-outage.md): each money path is cut between the provider's answer
// and the write that records it; the database comes back; one charge, one transaction, what it paid for applied.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountServices, transactions, users } from '../../db/schema';
import { bearer, login } from '../../../test/accounts';
import { paidSignUp } from '../../../test/payments';
import { cuttableApp, type CuttableApp } from '../../../test/cuttable-app';

let t: CuttableApp;
beforeAll(async () => {
  t = await cuttableApp({ PAYMENT_RECORD_WAIT_MS: '8000' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const succeededFor = (userId: number) =>
  t.db
    .select({ id: transactions.id, status: transactions.status, type: transactions.type })
    .from(transactions)
    .where(eq(transactions.userId, userId));

describe('plan checkout (POST /api/user/renew-subscription)', () => {
  it('waits for the database the provider charged into, and records the renewal once', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    await t.db
      .update(users)
      .set({ expireAt: new Date(Date.now() - DAY) })
      .where(eq(users.id, lister.user.id));
    const token = await login(t.app, lister.user.email, lister.password);
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(1_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/renew-subscription',
      headers: bearer(token),
      payload: { user_plan: 'basic', idempotency_key: randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().user.expire_at).getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
    expect(t.providerCharges.length - before).toBe(1);
    const rows = await succeededFor(lister.user.id);
    expect(rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const services = await t.db
      .select()
      .from(accountServices)
      .where(eq(accountServices.userId, lister.user.id));
    expect(services).toHaveLength(2);
  });

  it('answers 503 when the database stays away past the wait, and the retry records the one charge', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const token = await login(t.app, lister.user.email, lister.password);
    const key = randomUUID();
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/renew-subscription',
        headers: bearer(token),
        payload: { user_plan: 'premium', idempotency_key: key },
      });
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(10_000);
    const cut = await pay();
    expect(cut.statusCode).toBe(503);
    expect(cut.headers['retry-after']).toBe('60');
    expect(cut.json()).toMatchObject({ code: 'PAYMENT_NOT_RECORDED' });
    await t.up();
    // Within two minutes the claim is the first call's: the member is asked to wait.
    expect((await pay()).statusCode).toBe(409);
    await t.db
      .update(transactions)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(transactions.userId, lister.user.id));
    const again = await pay();
    expect(again.statusCode).toBe(200);
    expect(again.json().user.user_plan).toBe('premium');
    expect(t.providerCharges.length - before).toBe(1);
    const rows = await succeededFor(lister.user.id);
    expect(rows.filter((r) => r.type === 'plan_change').map((r) => r.status)).toEqual(['succeeded']);
  }, 30_000);
});
