// Manual payments and the payment history (docs/product/specification/3-money-and-messaging.md §3, §5, §7, §9; docs/decisions/027): a lister records money
// received outside the platform from their own tenant; it shows in the tenant's history and counts as revenue in
// My Crew's summary, the revenue history, the monthly report and the CSV export.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as M, latestPaidDay } from '@crashpad/shared/api/payment-requests';
import {
  acceptedTenant,
  bearer,
  createLister,
  inviteMember,
  listerWithCrashpad,
  signedInMember,
  suiteApp,
} from '../../../test/factory';
import { transactions } from '../../db/schema';

const t = suiteApp();

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const manual = (rentalId: number, overrides: object = {}) => ({
  tenant_id: rentalId,
  payment_type: 'rent',
  payment_method: 'cash',
  amount: '425.25',
  notes: 'March rent, cash in hand',
  ...overrides,
});

const rowsOf = (rentalId: number) =>
  t.db.select().from(transactions).where(eq(transactions.rentalId, rentalId));

describe('POST /api/transaction (manual payment)', () => {
  it('records a succeeded manual payment that counts toward every revenue figure', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const res = await call('POST', '/api/transaction', lister.token, manual(tenant.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.recorded });
    const [row] = await rowsOf(tenant.id);
    expect(row).toMatchObject({
      type: 'manual_payment',
      status: 'succeeded',
      provider: 'manual',
      method: 'cash',
      amountCents: 42525,
      listerId: lister.id,
      userId: tenant.member.id,
      notes: 'March rent, cash in hand',
    });
    expect(row!.paidAt).not.toBeNull();

    const report = await call('GET', '/api/lister/tenants/monthly-report', lister.token);
    expect(report.json().thismonth.total_amount).toBe(425.25);
    const history = await call('GET', '/api/lister/payments', lister.token);
    expect(history.json().data[0].amounts).toBe(425.25);
    const csv = await call('GET', '/api/lister/tenants/export', lister.token);
    expect(csv.body).toContain('"$425.25"');
    expect(csv.body).toContain('"manual"');
    const listingReport = await call('GET', `/api/lister/listings/${listingId}/report`, lister.token);
    expect(listingReport.json().data.at(-1).revenue).toBe(425.25);
    const myCrashpads = await call('GET', '/api/crashpads', lister.token);
    const crashpad = myCrashpads.json().data.data.find((l: { id: number }) => l.id === listingId);
    expect(crashpad.monthly_revenue).toBe(425.25);
  });

  it('takes the spec’s PAYMENT_MANUAL label as rent, and rent when no type is given', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    for (const payment_type of ['PAYMENT_MANUAL', undefined])
      expect(
        (await call('POST', '/api/transaction', lister.token, manual(tenant.id, { payment_type })))
          .statusCode,
      ).toBe(200);
    expect((await rowsOf(tenant.id)).map((r) => r.item)).toEqual(['rent', 'rent']);
  });

  it('dates a payment on the day given, and counts it in that month', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10));
    const day = lastMonth.toISOString().slice(0, 10);
    const res = await call(
      'POST',
      '/api/transaction',
      lister.token,
      manual(tenant.id, { paid_at: day, amount: 100 }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(tenant.id);
    expect(row!.paidAt!.toISOString()).toBe(`${day}T12:00:00.000Z`);
    const report = await call('GET', '/api/lister/tenants/monthly-report', lister.token);
    expect(report.json()).toMatchObject({ thismonth: { total_amount: 0 }, lastmonth: { total_amount: 100 } });
  });

  const tomorrow = () => {
    const d = new Date(`${latestPaidDay()}T00:00:00Z`);
    return new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10);
  };
  it.each([
    [{ amount: '' }, 'amount', M.amountRequired],
    [{ amount: undefined }, 'amount', M.amountRequired],
    [{ amount: 0 }, 'amount', M.amountPositive],
    [{ amount: -1 }, 'amount', M.amountPositive],
    [{ amount: 1.234 }, 'amount', M.amountCents],
    [{ amount: 2_147_483_648 }, 'amount', M.amountTooHigh],
    // Text that is not an amount is refused as typed (docs/decisions/045-forms-show-every-error.md).
    [{ amount: 'abc' }, 'amount', M.amountNumber],
    [{ amount: '12.3.4' }, 'amount', M.amountNumber],
    [{ amount: 'Infinity' }, 'amount', M.amountNumber],
    [{ payment_method: '' }, 'payment_method', M.method],
    [{ payment_method: 'stripe' }, 'payment_method', M.method],
    [{ payment_type: 'beer' }, 'payment_type', M.paymentFor],
    [{ paid_at: '2025-02-30' }, 'paid_at', M.paidAtFormat],
    [{ paid_at: 'tomorrow' }, 'paid_at', M.paidAtFormat],
    [{ notes: 'x'.repeat(1001) }, 'notes', M.notesTooLong],
  ])('refuses %j with its message, writing nothing', async (change, field, message) => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const res = await call('POST', '/api/transaction', lister.token, manual(tenant.id, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it('refuses a payment dated in the future', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const res = await call(
      'POST',
      '/api/transaction',
      lister.token,
      manual(tenant.id, { paid_at: tomorrow() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.paid_at).toEqual([M.paidAtFuture]);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it('refuses another lister’s tenant (404), an invitation not accepted (409) and a tenant (403)', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const other = await createLister(t, 'pro');
    expect((await call('POST', '/api/transaction', other.token, manual(tenant.id))).statusCode).toBe(404);
    const pending = await inviteMember(t, lister, listingId, beds[1]!);
    const notYet = await call('POST', '/api/transaction', lister.token, manual(pending.id));
    expect(notYet.statusCode).toBe(409);
    const self = await call('POST', '/api/transaction', tenant.memberToken, manual(tenant.id));
    expect(self.statusCode).toBe(403);
    expect(await rowsOf(tenant.id)).toEqual([]);
    expect(await rowsOf(pending.id)).toEqual([]);
  });
});

describe('gross, fees and net', () => {
  it('add up to the cent in the history, the revenue history, the monthly report, the report and the CSV', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    // A $500.00 rent by card carrying the $3.00 monthly fee: $14.80 card, $5.00 platform, $3.00 flat (decision 051)…
    await t.db.insert(transactions).values({
      idempotencyKey: `fees:${tenant.id}`,
      userId: tenant.member.id,
      listerId: lister.id,
      rentalId: tenant.id,
      type: 'autopay_rent',
      status: 'succeeded',
      amountCents: 50_000,
      feeCents: 2280,
      providerFeeCents: 1480,
      flatFeeCents: 300,
      provider: 'sandbox',
      method: 'card',
      description: 'Rent',
      paidAt: new Date(),
    });
    // …and $425.25 in cash, which no one took a fee from.
    await call('POST', '/api/transaction', lister.token, manual(tenant.id));

    const history = (await call('GET', `/api/transaction?tenant_id=${tenant.id}`, lister.token)).json().data;
    expect(
      history.map((h: { amount: number; fees: object; net: number }) => [h.amount, h.fees, h.net]),
    ).toEqual(
      expect.arrayContaining([
        [500, { provider: 14.8, platform: 5, flat: 3, total: 22.8 }, 477.2],
        [425.25, { provider: 0, platform: 0, flat: 0, total: 0 }, 425.25],
      ]),
    );
    const month = { total_amount: 925.25, fees: 22.8, net: 902.45 };
    expect((await call('GET', '/api/lister/tenants/monthly-report', lister.token)).json().thismonth).toEqual(
      month,
    );
    expect((await call('GET', '/api/lister/payments', lister.token)).json().data[0]).toMatchObject({
      amounts: 925.25,
      fees: 22.8,
      net: 902.45,
    });
    const report = (await call('GET', `/api/lister/listings/${listingId}/report`, lister.token)).json();
    expect(report.data.at(-1)).toMatchObject({ revenue: 925.25, fees: 22.8, net: 902.45 });
    const csv = (await call('GET', '/api/lister/tenants/export', lister.token)).body;
    expect(csv).toContain(
      '"Amount","Refunded","Card processing fee","Platform fee","Payout account fee","Net","Provider"',
    );
    expect(csv).toContain('"$500.00","$0.00","$14.80","$5.00","$3.00","$477.20","sandbox"');
    expect(csv).toContain('"$425.25","$0.00","$0.00","$0.00","$0.00","$425.25","manual"');
  });
});

describe('GET /api/transaction', () => {
  it('shows the lister their tenants’ payments under combined filters, the tenant their own, others nothing', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const first = await acceptedTenant(t, lister, listingId, beds[0]!);
    const second = await acceptedTenant(t, lister, listingId, beds[1]!, { deposit: 0 });
    for (const [rental, amount, method] of [
      [first.id, 100, 'cash'],
      [first.id, 50, 'zelle'],
      [second.id, 70, 'venmo'],
    ] as const)
      expect(
        (
          await call(
            'POST',
            '/api/transaction',
            lister.token,
            manual(rental, { amount, payment_method: method }),
          )
        ).statusCode,
      ).toBe(200);

    const all = await call('GET', '/api/transaction', lister.token);
    expect(all.json().data).toHaveLength(3);
    const one = await call(
      'GET',
      `/api/transaction?tenant_id=${first.id}&listing_id=${listingId}`,
      lister.token,
    );
    expect(
      one
        .json()
        .data.map((r: { amount: number }) => r.amount)
        .sort(),
    ).toEqual([100, 50].sort());
    expect(one.json().data[0]).toMatchObject({
      type: 'manual_payment',
      status: 'paid',
      currency: 'USD',
      provider: 'manual',
      location_name: expect.any(String),
      with_deposit: true,
      tenant_id: first.id,
    });
    const bed = await call(
      'GET',
      `/api/transaction?bed_id=${beds[1]}&location_id=${listingId}`,
      lister.token,
    );
    expect(bed.json().data).toEqual([
      expect.objectContaining({ amount: 70, method: 'venmo', with_deposit: false }),
    ]);
    const mismatch = await call(
      'GET',
      `/api/transaction?tenant_id=${first.id}&bed_id=${beds[1]}`,
      lister.token,
    );
    expect(mismatch.json().data).toEqual([]);

    const mine = await call('GET', '/api/transaction', first.memberToken);
    expect(mine.json().data).toHaveLength(2);
    const other = await createLister(t, 'pro');
    expect((await call('GET', `/api/transaction?tenant_id=${first.id}`, other.token)).json().data).toEqual(
      [],
    );
    const { token: strangerToken } = await signedInMember(t);
    expect((await call('GET', '/api/transaction', strangerToken)).json().data).toEqual([]);
    expect((await call('GET', '/api/transaction?tenant_id=abc', lister.token)).statusCode).toBe(400);
  });
});
