// A tenant's card payment the provider made while the database went away is recorded exactly once
// (docs/decisions/058-charges-across-a-database-outage.md): a payment request paid by the tenant and AutoPay's
// rent are each cut between the provider's answer and the write that records it; the database comes back; one
// charge, one transaction, the payment applied. The member's own purchases are in
// payments/charges-across-outage.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import { utcDay } from '@crashpad/shared/rules/autopay';
import { paymentRequests, transactions } from '../../db/schema';
import { runAutopay } from '../autopay';
import {
  autopayRental,
  autopayTransactions,
  bearer,
  lastEmailTo,
  requestedPayment,
  sandboxChargesFor,
} from '../../../test/factory';
import { emailsTo } from '../../../test/jobs';
import { cuttableApp, type CuttableApp } from '../../../test/cuttable-app';

/**
 * How long a charge's write waits for the database (PAYMENT_RECORD_WAIT_MS): three times the 1 s cuts the calls must
 * outlast (their write is back within about 1.5 s), and short, as the calls cut for longer sit through all of it.
 */
const WAIT_MS = 4_000;

let t: CuttableApp;
beforeAll(async () => {
  t = await cuttableApp({ PAYMENT_RECORD_WAIT_MS: String(WAIT_MS) });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('a payment request paid by the tenant (PUT /api/payment-request/{id})', () => {
  const requested = () => requestedPayment(t, '45.50');
  const pay = (tenant: { memberToken: string }, id: number) =>
    call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
  const chargesOf = (id: number) =>
    t.db
      .select()
      .from(transactions)
      .where(eq(transactions.idempotencyKey, `payment-request:${id}`));

  /** Paid once: one succeeded transaction, the request complete on it (as the tenant's list shows), a receipt. */
  async function paidOnce(tenant: { member: { email: string }; memberToken: string }, id: number) {
    const charges = await chargesOf(id);
    expect(charges.map((c) => c.status)).toEqual(['succeeded']);
    const [request] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    expect(request).toMatchObject({ status: 'complete', transactionId: charges[0]!.id });
    const mine = await call('GET', '/api/payment-request', tenant.memberToken);
    expect(mine.json().data).toEqual([expect.objectContaining({ id, status: 'complete' })]);
    expect((await lastEmailTo(t.db, tenant.member.email))?.subject).toContain('receipt: $45.50');
  }

  it('waits for the database the provider charged into, and completes the request once', async () => {
    const { tenant, id } = await requested();
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(1_000);
    const res = await pay(tenant, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.paid, data: { id, status: 'complete' } });
    expect(t.providerCharges.length - before).toBe(1);
    await paidOnce(tenant, id);
  });

  it('answers 503 when the database stays away past the wait, and the tenant’s retry records the one charge', async () => {
    const { tenant, id } = await requested();
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(t.pastTheWaitMs);
    const cut = await pay(tenant, id);
    expect(cut.statusCode).toBe(503);
    expect(cut.headers['retry-after']).toBe('60');
    expect(cut.json()).toMatchObject({ code: 'PAYMENT_NOT_RECORDED' });
    await t.outageOver();
    // Within two minutes the request is the first call's: the tenant is asked to wait.
    const soon = await pay(tenant, id);
    expect(soon.statusCode).toBe(409);
    expect(soon.json()).toMatchObject({ message: M.processing, code: 'PAYMENT_IN_PROGRESS' });
    // Three minutes on, the first call is taken to have died: the request and its charge may be resumed.
    const stale = new Date(Date.now() - 3 * 60_000);
    await t.db.update(paymentRequests).set({ updatedAt: stale }).where(eq(paymentRequests.id, id));
    await t.db
      .update(transactions)
      .set({ updatedAt: stale })
      .where(eq(transactions.idempotencyKey, `payment-request:${id}`));
    const again = await pay(tenant, id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ data: { id, status: 'complete' } });
    // The provider answered the same key with the charge it had made.
    expect(t.providerCharges.length - before).toBe(1);
    await paidOnce(tenant, id);
  }, 30_000);
});

describe('AutoPay (autopay/daily-run.ts runAutopay → autopay/charges.ts chargeAutopay)', () => {
  const today = utcDay(new Date());
  const at7 = new Date(`${today}T07:00:00Z`);
  /** A payment day other than today's day of the month (the first rent is prorated), as in autopay/daily-run.test.ts. */
  const paymentDay = ((Number(today.slice(8)) + 9) % 28) + 1;

  it('waits for the database the provider charged into, pays the period once, and a second run charges nothing', async () => {
    // A tenant moving in today: the first rent is due at 07:00 today; the only AutoPay rental in this app.
    const r = await autopayRental(t, { startDate: today, paymentDay });
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(1_000);
    expect(await runAutopay(t.ctx, { now: at7 })).toMatchObject({ due: 1, charged: 1, errors: 0 });
    expect(t.providerCharges.length - before).toBe(1);
    const paidOnce = async () => {
      const txns = await autopayTransactions(t, r.rentalId);
      expect(txns).toMatchObject([{ period: today, type: 'autopay_rent', status: 'succeeded' }]);
      expect(await sandboxChargesFor(t, r.rentalId, today)).toHaveLength(1);
      // The tenant's payment history shows the rent paid, once.
      const history = await call('GET', `/api/transaction?tenant_id=${r.rentalId}`, r.tenant.memberToken);
      expect(history.json().data).toEqual([
        expect.objectContaining({ type: 'autopay_rent', status: 'paid' }),
      ]);
      const receipts = (await emailsTo(t.db, r.tenant.member.email)).filter((m) =>
        m.subject.includes('receipt'),
      );
      expect(receipts).toHaveLength(1);
    };
    await paidOnce();

    expect(await runAutopay(t.ctx, { now: at7 })).toMatchObject({
      due: 0,
      retried: 0,
      charged: 0,
      errors: 0,
    });
    expect(t.providerCharges.length - before).toBe(1);
    await paidOnce();
  });
});
