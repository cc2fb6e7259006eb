// The job that settles charges whose answer was lost (docs/decisions/058-charges-across-a-database-outage.md): the
// database stays away past the wait, the member never tries again; the job finds the charge at the provider and
// completes the purchase, refunds a sign-up it cannot complete, or releases a claim the provider never charged.
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRequests, sandboxCharges, transactions, users } from '../db/schema';
import {
  bearer,
  confirmCard,
  lastEmailTo,
  login,
  paidSignUp,
  registration,
  requestedPayment,
  subscription,
} from '../../test/factory';
import { DAY } from '../../test/jobs';
import { cuttableApp, type CuttableApp } from '../../test/cuttable-app';
import { resumeInterruptedCharges } from './interrupted-charges';

/** A short wait for the database: these tests cut it for longer. */
const WAIT_MS = 3_000;

let t: CuttableApp;
beforeAll(async () => {
  t = await cuttableApp({ PAYMENT_RECORD_WAIT_MS: String(WAIT_MS) });
});
afterAll(() => t.close());

/** The call answers 503 PAYMENT_NOT_RECORDED: the provider charged, the database stayed away past the wait. */
async function cutOff(call: () => Promise<{ statusCode: number; body: string }>) {
  t.cutAfterNextCharge(t.pastTheWaitMs);
  const res = await call();
  expect(res.statusCode, res.body).toBe(503);
  expect(res.body).toContain('PAYMENT_NOT_RECORDED');
  await t.outageOver();
}
/** Time passes: the claims are older than the two minutes after which a call is taken to have died. */
const laterOn = () =>
  t.db
    .update(transactions)
    .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
    .where(eq(transactions.status, 'pending'));
const run = () => resumeInterruptedCharges(t.ctx);

describe('resumeInterruptedCharges', () => {
  it('leaves a claim younger than two minutes to its call, then completes the plan checkout never sent again', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    await cutOff(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/renew-subscription',
        headers: bearer(lister.token),
        payload: { user_plan: 'premium', idempotency_key: randomUUID() },
      }),
    );
    expect(await run()).toMatchObject({ found: 0 });
    await laterOn();
    const before = t.providerCharges.length;
    // The plan checkout: the package the member paid for, once, with its receipt.
    expect(await run()).toMatchObject({ found: 1, completed: 1, errors: 0 });
    expect(t.providerCharges.length).toBe(before);
    const [user] = await t.db.select().from(users).where(eq(users.id, lister.user.id));
    expect(user!.userPlan).toBe('premium');
    const rows = await t.db.select().from(transactions).where(eq(transactions.userId, lister.user.id));
    expect(rows.map((r) => `${r.type} ${r.status}`).sort()).toEqual([
      'plan_change succeeded',
      'plan_signup succeeded',
    ]);
    expect((await lastEmailTo(t.db, lister.user.email))?.subject).toContain('receipt');
    // A second run finds nothing more to do.
    expect(await run()).toMatchObject({ found: 0 });
  }, 30_000);

  it('completes a payment request the tenant never paid again', async () => {
    const { tenant, id } = await requestedPayment(t, '45.50');
    await cutOff(() =>
      t.app.inject({ method: 'PUT', url: `/api/payment-request/${id}`, headers: bearer(tenant.memberToken) }),
    );
    await t.db
      .update(paymentRequests)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(paymentRequests.id, id));
    await laterOn();
    const before = t.providerCharges.length;
    expect(await run()).toMatchObject({ found: 1, completed: 1, errors: 0 });
    expect(t.providerCharges.length).toBe(before);
    const [request] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    expect(request!.status).toBe('complete');
    expect((await lastEmailTo(t.db, tenant.member.email))?.subject).toContain('receipt: $45.50');
  }, 30_000);

  it('refunds a sign-up whose account could not be made, and tells the person', async () => {
    const form = registration();
    const card = await confirmCard(t.app, { email: form.email as string });
    await cutOff(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/account',
        payload: subscription('basic', card, form),
      }),
    );
    await laterOn();
    expect(await run()).toMatchObject({ found: 1, refunded: 1, errors: 0 });
    const [claim] = await t.db
      .select()
      .from(transactions)
      .where(like(transactions.idempotencyKey, `signup:${(form.email as string).toLowerCase()}:%`));
    expect(claim).toMatchObject({ status: 'failed', failureType: 'refunded' });
    const refunds = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, `refund:${claim!.idempotencyKey}:${claim!.providerRef}`));
    expect(refunds).toHaveLength(1);
    expect((await lastEmailTo(t.db, form.email as string))?.subject).toContain(
      'sign-up payment was refunded',
    );
    // Signing up again works, and charges once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/account',
      payload: subscription('basic', await confirmCard(t.app, { email: form.email as string }), form),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await login(t.app, form.email as string, form.password as string)).toBeTruthy();
  }, 30_000);

  it('releases a claim the provider never charged: the request is payable again', async () => {
    const { lister, tenant, id } = await requestedPayment(t, '12.00');
    // A call that died after claiming, before the provider was asked.
    const [member] = await t.db.select().from(users).where(eq(users.email, tenant.member.email));
    const stale = new Date(Date.now() - 3 * 60_000);
    await t.db
      .update(paymentRequests)
      .set({ status: 'processing', updatedAt: stale })
      .where(eq(paymentRequests.id, id));
    await t.db.insert(transactions).values({
      idempotencyKey: `payment-request:${id}`,
      userId: member!.id,
      type: 'payment_request',
      amountCents: 1200,
      provider: 'sandbox',
      description: 'Payment request',
      item: 'parking',
      listerId: lister.id,
      customerRef: member!.customerId,
      paymentMethodRef: member!.paymentMethod,
      attempts: 1,
      updatedAt: stale,
      createdAt: stale,
    });
    expect(await run()).toMatchObject({ found: 1, released: 1, errors: 0 });
    const [request] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    expect(request!.status).toBe('pending');
    // The tenant pays it: charged once.
    const before = t.providerCharges.length;
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/payment-request/${id}`,
      headers: bearer(tenant.memberToken),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(t.providerCharges.length - before).toBe(1);
    expect(
      (
        await t.db
          .select()
          .from(transactions)
          .where(like(transactions.idempotencyKey, `payment-request:${id}%`))
      )
        .map((r) => r.status)
        .sort(),
    ).toEqual(['failed', 'succeeded']);
  }, 30_000);

  it('leaves claims older than a week to an operator', async () => {
    const old = new Date(Date.now() - 8 * DAY);
    await t.db.insert(transactions).values({
      idempotencyKey: `payment-request:${2_000_000_000}`,
      userId: null,
      type: 'payment_request',
      amountCents: 1200,
      provider: 'sandbox',
      description: 'Payment request',
      item: 'parking',
      customerRef: 'cus_old',
      attempts: 1,
      updatedAt: old,
      createdAt: old,
    });
    expect(await run()).toMatchObject({ found: 0 });
  });
});
