// A late fee on a rental (docs/decisions/056-payment-types-services-and-late-fees.md): the owner lister adds it to a
// current tenant, the rental keeps late_fee and fee_id and a history line, the tenant is e-mailed and pays it by
// card with the card fees of decision 051, and it shows in both payment histories. Nobody else can add one, a bad
// amount changes nothing, and a doubled submit adds one fee.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LATE_FEE_MESSAGES as L } from '@crashpad/shared/api/late-fees';
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
  rentalRow,
  saveCard,
  signedInMember,
  suiteApp,
  testApp,
} from '../../../test/factory';
import { emails, paymentRequests, rentalHistory } from '../../db/schema';

const t = suiteApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const addFee = (
  lister: Lister,
  rentalId: number,
  body: object = { amount: '25', notes: 'Rent paid on the 9th' },
) => call('POST', `/api/rental/${rentalId}/late-fee`, lister.token, body);

const requestsOf = (rentalId: number) =>
  t.db.select().from(paymentRequests).where(eq(paymentRequests.rentalId, rentalId));
const lateFeeLines = async (rentalId: number) =>
  (
    await t.db
      .select()
      .from(rentalHistory)
      .where(and(eq(rentalHistory.rentalId, rentalId), eq(rentalHistory.action, 'late_fee')))
  ).map((h) => h.changes);

describe('POST /api/rental/{id}/late-fee', () => {
  it('asks the tenant for the fee, keeps it on the rental and in its history, and e-mails the tenant', async () => {
    const { lister, tenant } = await crew(t);
    const res = await addFee(lister, tenant.id);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: { id: number } }>();
    expect(res.json()).toMatchObject({
      message: L.added,
      data: {
        tenant_id: tenant.id,
        amount: 25,
        payment_for: 'late_fee',
        payment_type: 'PAYMENT.MANUAL',
        payment_method: 'stripe',
        status: 'pending',
        notes: 'Rent paid on the 9th',
      },
    });
    expect(await rentalRow(t.db, tenant.id)).toMatchObject({ lateFeeCents: 2500, feeId: data.id });
    expect(await lateFeeLines(tenant.id)).toEqual([['Late fee $25.00 added', 'Note: Rent paid on the 9th']]);
    const mail = await lastEmailTo(t.db, tenant.member.email);
    expect(mail?.subject).toContain('late fee payment of $25.00');
    expect(mail?.text).toContain('/account-setting?tab=one-time-payment');

    // The rental record carries it on both sides (docs/product/specification/2-listings-and-tenants.md §3 late_fee, fee_id).
    const crewList = await call('GET', '/api/rental', lister.token);
    expect(crewList.json().data.find((r: { id: number }) => r.id === tenant.id)).toMatchObject({
      late_fee: 25,
      fee_id: data.id,
    });
    const mine = await call('GET', '/api/rentals', tenant.memberToken);
    expect(mine.json().data[0]).toMatchObject({ id: tenant.id, late_fee: 25, fee_id: data.id });
    // The history both read.
    const activity = await call('GET', `/api/rental-history/tenant/${tenant.id}`, lister.token);
    expect(activity.json().data[0]).toMatchObject({
      action: 'late_fee',
      change_summary: ['Late fee $25.00 added', 'Note: Rent paid on the 9th'],
    });
    // The tenant's requests and the lister's sent requests list it.
    const toPay = await call('GET', '/api/payment-request', tenant.memberToken);
    expect(toPay.json().data).toEqual([expect.objectContaining({ id: data.id, payment_for: 'late_fee' })]);
    const sent = await call('GET', `/api/payment-request?tenant_id=${tenant.id}`, lister.token);
    expect(sent.json().data.map((r: { id: number }) => r.id)).toEqual([data.id]);
  });

  it('is paid by card like any request, with the card fee + 1%, and shows in both payment histories', async () => {
    const { lister, tenant } = await crew(t);
    const id = (await addFee(lister, tenant.id)).json<{ data: { id: number } }>().data.id;
    await saveCard(t.app, tenant.memberToken, CARDS.ok);
    const paid = await call('PUT', `/api/payment-request/${id}`, tenant.memberToken);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ id, status: 'complete', payment_for: 'late_fee' });
    for (const token of [lister.token, tenant.memberToken]) {
      const history = await call('GET', `/api/transaction?tenant_id=${tenant.id}`, token);
      expect(history.json().data).toEqual([
        expect.objectContaining({
          type: 'payment_request',
          payment_for: 'late_fee',
          status: 'paid',
          amount: 25,
          // $25.00: card 2.9% + 30¢ = $1.03, platform 1% = $0.25 (docs/decisions/051)
          fees: { provider: 1.03, platform: 0.25, flat: 0, total: 1.28 },
          net: 23.72,
          description: expect.stringMatching(/^Payment request #\d+: late fee for /),
        }),
      ]);
    }
    const receipt = await lastEmailTo(t.db, tenant.member.email);
    expect(receipt?.text).toContain('(late fee)');
    // Paid: another late fee may be added now; the rental points at the newest.
    const next = await addFee(lister, tenant.id, { amount: 30 });
    expect(next.statusCode, next.body).toBe(200);
    expect(await rentalRow(t.db, tenant.id)).toMatchObject({
      lateFeeCents: 3000,
      feeId: next.json<{ data: { id: number } }>().data.id,
    });
  });

  it.each([
    [{}, M.amountRequired],
    [{ amount: '' }, M.amountRequired],
    [{ amount: 0 }, M.amountPositive],
    [{ amount: 'ten' }, M.amountNumber],
    [{ amount: '12.3.4' }, M.amountNumber],
    [{ amount: '10.005' }, M.amountCents],
    [{ amount: 100_000.01 }, M.amountTooHigh],
  ])('refuses %j with the amount’s message, changing nothing', async (body, message) => {
    const { lister, tenant } = await crew(t);
    const res = await addFee(lister, tenant.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toEqual([message]);
    expect(await requestsOf(tenant.id)).toEqual([]);
    expect(await rentalRow(t.db, tenant.id)).toMatchObject({ lateFeeCents: null, feeId: null });
    expect(await lateFeeLines(tenant.id)).toEqual([]);
  });

  it('refuses a note that is too long', async () => {
    const { lister, tenant } = await crew(t);
    const res = await addFee(lister, tenant.id, { amount: 25, notes: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.notes).toEqual([M.notesTooLong]);
    expect(await requestsOf(tenant.id)).toEqual([]);
  });

  it('is 404 for another lister’s rental, 403 for a tenant, 409 for an invitation; nothing changes', async () => {
    const { lister, listingId, beds, tenant } = await crew(t);
    const other = await createLister(t, 'pro');
    await payoutAccount(t, other);
    const foreign = await addFee(other, tenant.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.tenantNotFound);
    const asTenant = await call('POST', `/api/rental/${tenant.id}/late-fee`, tenant.memberToken, {
      amount: 25,
    });
    expect(asTenant.statusCode).toBe(403);
    const { token: strangerToken } = await signedInMember(t);
    expect(
      (await call('POST', `/api/rental/${tenant.id}/late-fee`, strangerToken, { amount: 25 })).statusCode,
    ).toBe(403);
    const pending = await inviteMember(t, lister, listingId, beds[1]!);
    const invitation = await addFee(lister, pending.id);
    expect(invitation.statusCode).toBe(409);
    expect(invitation.json().message).toBe(M.notAccepted);
    for (const id of [tenant.id, pending.id]) {
      expect(await requestsOf(id)).toEqual([]);
      expect(await rentalRow(t.db, id)).toMatchObject({ lateFeeCents: null, feeId: null });
      expect(await lateFeeLines(id)).toEqual([]);
    }
  });

  it('refuses a lister whose payout account is not onboarded: card money is never held by the platform', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const res = await addFee(lister, tenant.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYOUT_ACCOUNT_REQUIRED');
    expect(await requestsOf(tenant.id)).toEqual([]);
  });

  it('adds one fee when the lister submits twice at once, and refuses a second while the first waits', async () => {
    const { lister, tenant } = await crew(t);
    const answers = await Promise.all([addFee(lister, tenant.id), addFee(lister, tenant.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      message: L.pending,
      code: 'LATE_FEE_PENDING',
    });
    expect(await requestsOf(tenant.id)).toHaveLength(1);
    expect(await lateFeeLines(tenant.id)).toHaveLength(1);
    const mails = await t.db.select().from(emails).where(eq(emails.to, tenant.member.email));
    expect(mails.filter((m) => m.subject.includes('late fee'))).toHaveLength(1);
    const later = await addFee(lister, tenant.id, { amount: 40 });
    expect(later.statusCode).toBe(409);
    expect(await rentalRow(t.db, tenant.id)).toMatchObject({ lateFeeCents: 2500 });
  });

  it('is in the OpenAPI document with its body and answer', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const op = doc.paths['/api/rental/{id}/late-fee']?.post;
    expect(op?.requestBody).toBeTruthy();
  });

  it('answers 404 FEATURE_OFF with payment requests turned off', async () => {
    const off = await testApp({ FEATURE_PAYMENT_REQUESTS: 'false' });
    try {
      const { lister, listingId, beds } = await listerWithCrashpad(off);
      const tenant = await acceptedTenant(off, lister, listingId, beds[0]!);
      const res = await off.app.inject({
        method: 'POST',
        url: `/api/rental/${tenant.id}/late-fee`,
        headers: bearer(lister.token),
        payload: { amount: 25 },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FEATURE_OFF');
    } finally {
      await off.close();
    }
  });
});
