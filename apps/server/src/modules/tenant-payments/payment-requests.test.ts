// Payment requests (docs/product/specification/3-money-and-messaging.md §4, §5, §7, §8; docs/decisions/027): a lister asks their own current tenant for money,
// the tenant pays it with the saved card (once, whatever is clicked twice) or rejects it; nobody else reaches it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import {
  acceptedTenant,
  bearer,
  CARDS,
  createLister,
  crew,
  inviteMember,
  lastEmailTo,
  type Lister,
  listerWithCrashpad,
  payoutAccount,
  saveCard,
  signedInMember,
  suiteApp,
  testApp,
} from '../../../test/factory';
import { paymentRequests, sandboxCharges, transactions, users } from '../../db/schema';

const t = suiteApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const form = (rentalId: number, overrides: object = {}) => ({
  tenant_id: rentalId,
  payment_for: 'parking',
  amount: '45.50',
  notes: 'Parking for March',
  ...overrides,
});

async function requestsOf(rentalId: number) {
  return t.db.select().from(paymentRequests).where(eq(paymentRequests.rentalId, rentalId));
}

async function send(lister: Lister, rentalId: number, overrides: object = {}) {
  const res = await call('POST', '/api/payment-request', lister.token, form(rentalId, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}

describe('POST /api/payment-request', () => {
  it('sends the tenant a request in cents, e-mails them, and lists it on both sides', async () => {
    const { lister, listingId, tenant } = await crew(t, CARDS.ok);
    const res = await call('POST', '/api/payment-request', lister.token, {
      ...form(tenant.id),
      tenant_user_id: tenant.member.id,
      listing_id: listingId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.sent,
      data: {
        amount: 45.5,
        currency: 'USD',
        payment_for: 'parking',
        status: 'pending',
        notes: 'Parking for March',
      },
    });
    const [row] = await requestsOf(tenant.id);
    expect(row).toMatchObject({ amountCents: 4550, listerId: lister.id, tenantUserId: tenant.member.id });
    const mail = await lastEmailTo(t.db, tenant.member.email);
    expect(mail?.subject).toContain('$45.50');
    expect(mail?.text).toContain('/account-setting?tab=one-time-payment');

    const mine = await call('GET', '/api/payment-request', tenant.memberToken);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        id: row!.id,
        amount: 45.5,
        status: 'pending',
        crashpad_name: expect.any(String),
      }),
    ]);
    expect(mine.json().data[0].lister_name).toMatch(/\S+ \S+/);
    const sent = await call('GET', `/api/payment-request?tenant_id=${tenant.id}`, lister.token);
    expect(sent.json().data.map((r: { id: number }) => r.id)).toEqual([row!.id]);
  });

  it.each([
    [{ payment_for: undefined }, 'payment_for', M.paymentFor],
    [{ payment_for: 'beer' }, 'payment_for', M.paymentFor],
    [{ amount: '' }, 'amount', M.amountRequired],
    [{ amount: 0 }, 'amount', M.amountPositive],
    [{ amount: -5 }, 'amount', M.amountPositive],
    // Text that is not an amount is refused as typed, never read as another number (docs/decisions/045).
    [{ amount: 'ten' }, 'amount', M.amountNumber],
    [{ amount: '12.3.4' }, 'amount', M.amountNumber],
    [{ amount: '0x10' }, 'amount', M.amountNumber],
    [{ amount: '1e3' }, 'amount', M.amountNumber],
    [{ amount: '-5' }, 'amount', M.amountNumber],
    [{ amount: '10.005' }, 'amount', M.amountCents],
    [{ amount: 10.005 }, 'amount', M.amountCents],
    [{ amount: 21474836.48 }, 'amount', M.amountTooHigh],
    [{ notes: 'x'.repeat(1001) }, 'notes', M.notesTooLong],
    [{ tenant_id: 2_147_483_648 }, 'tenant_id', 'id is too large'],
  ])('refuses %j with the message of its field, writing nothing', async (change, field, message) => {
    const { lister, tenant } = await crew(t);
    const res = await call('POST', '/api/payment-request', lister.token, form(tenant.id, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await requestsOf(tenant.id)).toEqual([]);
  });

  it('refuses another lister’s tenant (404), a pending invitation (409) and a non-lister (403)', async () => {
    const { tenant } = await crew(t);
    const other = await createLister(t, 'pro');
    await payoutAccount(t, other);
    const foreign = await call('POST', '/api/payment-request', other.token, form(tenant.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.tenantNotFound);
    // The right rental with someone else's user id named is not found either.
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    await payoutAccount(t, lister);
    const own = await acceptedTenant(t, lister, listingId, beds[0]!);
    const mixed = await call('POST', '/api/payment-request', lister.token, {
      ...form(own.id),
      tenant_user_id: tenant.member.id,
    });
    expect(mixed.statusCode).toBe(404);
    const pending = await inviteMember(t, lister, listingId, beds[1]!);
    const notYet = await call('POST', '/api/payment-request', lister.token, form(pending.id));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(M.notAccepted);
    const { token: seekerToken } = await signedInMember(t, { userPlan: 'seeker' });
    expect((await call('POST', '/api/payment-request', seekerToken, form(own.id))).statusCode).toBe(403);
    expect(await requestsOf(tenant.id)).toEqual([]);
    expect(await requestsOf(own.id)).toEqual([]);
    expect(await requestsOf(pending.id)).toEqual([]);
    // and another lister asking for the list of this tenant's requests gets none
    await send(lister, own.id);
    const peek = await call('GET', `/api/payment-request?tenant_id=${own.id}`, other.token);
    expect(peek.json().data).toEqual([]);
  });

  it('refuses a lister whose payout account is not onboarded, so card money is never held by the platform', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const res = await call('POST', '/api/payment-request', lister.token, form(tenant.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.payoutRequired, code: 'PAYOUT_ACCOUNT_REQUIRED' });
    expect(await requestsOf(tenant.id)).toEqual([]);
  });
});

describe('PUT /api/payment-request/{id}', () => {
  it('charges the saved card into the lister’s payout account, keeping the card fee + 1%, and completes the request', async () => {
    const { lister, tenant, accountId } = await crew(t, CARDS.ok);
    const id = await send(lister, tenant.id, { amount: 200 });
    const res = await call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.paid, data: { id, status: 'complete' } });
    const [request] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    const [txn] = await t.db.select().from(transactions).where(eq(transactions.id, request!.transactionId!));
    expect(txn).toMatchObject({
      idempotencyKey: `payment-request:${id}`,
      type: 'payment_request',
      status: 'succeeded',
      amountCents: 20000,
      listerId: lister.id,
      rentalId: tenant.id,
      userId: tenant.member.id,
      destinationAccount: accountId,
      feeCents: 810, // $200.00: card 2.9% + 30¢ $6.10, platform 1% $2.00, no flat fee
      providerFeeCents: 610,
      flatFeeCents: 0,
    });
    const charges = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, `payment-request:${id}`));
    expect(charges).toHaveLength(1);
    // The tenant gets a receipt, the lister a notice.
    const receipt = await lastEmailTo(t.db, tenant.member.email);
    expect(receipt?.subject).toContain('receipt: $200.00');
    expect(receipt?.text).toContain('VISA ending in 4242');
    expect(receipt?.text).toContain(
      'Amount: $200.00\nCard processing fee: $6.10\nPlatform fee: $2.00\nYour CP owner receives: $191.90',
    );
    const notice = await lastEmailTo(t.db, lister.email);
    expect(notice?.subject).toContain('paid your payment request of $200.00');
    expect(notice?.text).toContain('Card processing fee: $6.10\nPlatform fee: $2.00\nYou receive: $191.90');
    // Paid is paid: a second click is refused and nothing more is charged.
    const again = await call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notPending);
    // It is the lister's revenue this month.
    const report = await call('GET', '/api/lister/tenants/monthly-report', lister.token);
    expect(report.json().thismonth).toEqual({ total_amount: 200, fees: 8.1, net: 191.9 });
    // Both histories show the payment's gross, fees and net.
    for (const token of [lister.token, tenant.memberToken]) {
      const history = await call('GET', `/api/transaction?tenant_id=${tenant.id}`, token);
      expect(history.json().data[0]).toMatchObject({
        amount: 200,
        fees: { provider: 6.1, platform: 2, flat: 0, total: 8.1 },
        net: 191.9,
      });
    }
  });

  it('charges once when the tenant clicks Pay twice at the same time', async () => {
    const { lister, tenant } = await crew(t, CARDS.ok);
    const id = await send(lister, tenant.id, { amount: 75 });
    const answers = await Promise.all([
      call('PUT', `/api/payment-request/${id}`, tenant.memberToken),
      call('PUT', `/api/payment-request/${id}`, tenant.memberToken),
      call('PUT', `/api/payment-request/${id}`, tenant.memberToken),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const charged = await t.db.select().from(transactions).where(eq(transactions.rentalId, tenant.id));
    expect(charged.filter((x) => x.status === 'succeeded')).toHaveLength(1);
    const provider = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, `payment-request:${id}`));
    expect(provider).toHaveLength(1);
  });

  it('puts the request back to pending with the card’s refusal (402), and a new card can pay it after', async () => {
    const { lister, tenant } = await crew(t, CARDS.chargeFails);
    const id = await send(lister, tenant.id);
    const res = await call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      data: [expect.objectContaining({ type: 'card_error' })],
    });
    const [back] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    expect(back).toMatchObject({ status: 'pending', transactionId: null });
    const report = await call('GET', '/api/lister/tenants/monthly-report', lister.token);
    expect(report.json().thismonth.total_amount).toBe(0);

    await saveCard(t.app, tenant.memberToken, CARDS.ok);
    const retry = await call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
    expect(retry.statusCode, retry.body).toBe(200);
    const rows = await t.db.select().from(transactions).where(eq(transactions.rentalId, tenant.id));
    expect(rows.map((r) => [r.idempotencyKey, r.status]).sort()).toEqual([
      [`payment-request:${id}`, 'failed'],
      [`payment-request:${id}:retry-1`, 'succeeded'],
    ]);
  });

  it('asks for a payment method (409 with error_code and guidance) when the tenant has no card', async () => {
    const { lister, tenant } = await crew(t);
    const id = await send(lister, tenant.id);
    const res = await call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: expect.stringMatching(/^(PAYMENT_METHOD_REQUIRED|CUSTOMER_ID_MISSING)$/),
      guidance: M.methodGuidance,
    });
    // A customer without a card: PAYMENT_METHOD_REQUIRED.
    await t.db.update(users).set({ customerId: 'cus_nocard' }).where(eq(users.id, tenant.member.id));
    const noCard = await call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
    expect(noCard.json()).toMatchObject({ error_code: 'PAYMENT_METHOD_REQUIRED', message: M.methodRequired });
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    expect(row!.status).toBe('pending');
  });

  it('refuses to charge when the lister’s payout account is no longer onboarded', async () => {
    const { lister, tenant } = await crew(t, CARDS.ok);
    const id = await send(lister, tenant.id);
    await t.db.update(users).set({ payoutOnboardedAt: null }).where(eq(users.id, lister.id));
    const res = await call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.listerPayoutMissing);
    expect(await t.db.select().from(transactions).where(eq(transactions.rentalId, tenant.id))).toEqual([]);
  });

  it('is 404 for anyone but the tenant it was sent to, the lister included', async () => {
    const { lister, tenant } = await crew(t, CARDS.ok);
    const id = await send(lister, tenant.id);
    const { token: strangerToken } = await signedInMember(t);
    for (const token of [strangerToken, lister.token]) {
      expect((await call('PUT', `/api/payment-request/${id}`, token)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/payment-request/${id}`, token, { reason: 'no' })).statusCode).toBe(
        404,
      );
    }
    expect((await call('GET', '/api/payment-request', strangerToken)).json().data).toEqual([]);
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    expect(row!.status).toBe('pending');
  });
});

describe('DELETE /api/payment-request/{id}', () => {
  it('rejects with the reason, e-mails the lister, and cannot be paid after', async () => {
    const { lister, tenant } = await crew(t, CARDS.ok);
    const id = await send(lister, tenant.id);
    const res = await call('DELETE', `/api/payment-request/${id}`, tenant.memberToken, {
      reason: 'I paid in cash',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.rejected,
      data: { status: 'rejected', reject_reason: 'I paid in cash' },
    });
    const mail = await lastEmailTo(t.db, lister.email);
    expect(mail?.subject).toContain('rejected your payment request');
    expect(mail?.text).toContain('I paid in cash');
    expect((await call('PUT', `/api/payment-request/${id}`, tenant.memberToken)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/payment-request/${id}`, tenant.memberToken)).statusCode).toBe(409);
  });

  it('rejects without a reason, and refuses a reason that is too long', async () => {
    const { lister, tenant } = await crew(t, CARDS.ok);
    const id = await send(lister, tenant.id);
    const long = await call('DELETE', `/api/payment-request/${id}`, tenant.memberToken, {
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.reason).toEqual([M.reasonTooLong]);
    const res = await call('DELETE', `/api/payment-request/${id}`, tenant.memberToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', reject_reason: null });
  });
});

describe('with the payment requests feature turned off', () => {
  it('answers 404 FEATURE_OFF to every payment request call, while manual payments still work', async () => {
    const off = await testApp({ FEATURE_PAYMENT_REQUESTS: 'false' });
    try {
      const { lister, listingId, beds } = await listerWithCrashpad(off);
      const tenant = await acceptedTenant(off, lister, listingId, beds[0]!);
      const ask = await off.app.inject({
        method: 'POST',
        url: '/api/payment-request',
        headers: bearer(lister.token),
        payload: form(tenant.id),
      });
      expect(ask.statusCode).toBe(404);
      expect(ask.json().code).toBe('FEATURE_OFF');
      const list = await off.app.inject({ url: '/api/payment-request', headers: bearer(tenant.memberToken) });
      expect(list.statusCode).toBe(404);
      const manual = await off.app.inject({
        method: 'POST',
        url: '/api/transaction',
        headers: bearer(lister.token),
        payload: { tenant_id: tenant.id, payment_method: 'cash', amount: 10 },
      });
      expect(manual.statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
