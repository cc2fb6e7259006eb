// The rental record's end and fees (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record": end_date, end_time, late_fee, fee_id;
// §4.5 "complete (shown as Ended)"; docs/decisions/056-payment-types-services-and-late-fees.md): when it ended on
// the crashpad's clock, and `complete` for a rental that ended at its agreed check-out and owes nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { todayIn, wallClockIn } from '@crashpad/shared/rules/calendar';
import { hourLabel } from '@crashpad/shared/rules/rentals';
import {
  bearer,
  CARDS,
  crew,
  inDays,
  type Lister,
  rentalRow,
  saveCard,
  suiteApp,
} from '../../../test/factory';
import { rentals } from '../../db/schema';
import { runEndRentals } from '../../jobs/end-rentals';

const t = suiteApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A current tenant of an onboarded lister, in since last week. */
async function tenancy() {
  const { lister, tenant } = await crew(t);
  await t.db
    .update(rentals)
    .set({ startDate: inDays(-7) })
    .where(eq(rentals.id, tenant.id));
  return { lister, tenant };
}

/** The rental as the lister's My Crew (either tab) and the tenant's My CrashPad Rentals show it. */
async function views(lister: Lister, memberToken: string, id: number) {
  const find = (rows: RentalView[]) => rows.find((r) => r.id === id);
  const crew = [
    ...(await call('GET', '/api/rental', lister.token)).json<{ data: RentalView[] }>().data,
    ...(await call('GET', '/api/rental?status=history', lister.token)).json<{ data: RentalView[] }>().data,
  ];
  const mine = (await call('GET', '/api/rentals', memberToken)).json<{ data: RentalView[] }>().data;
  return { lister: find(crew)!, tenant: find(mine)! };
}

/** The lister checks the tenant out at midnight today at the crashpad (Dallas): an hour already past. */
const checkOutNow = (lister: Lister, id: number) =>
  call('POST', `/api/rental/${id}/checkout`, lister.token, {
    checkout_date: todayIn('America/Chicago'),
    checkout_time: '00:00',
  });

describe('the rental record', () => {
  it('has no end and no late fee while the tenant lives there', async () => {
    const { lister, tenant } = await tenancy();
    const both = await views(lister, tenant.memberToken, tenant.id);
    for (const view of [both.lister, both.tenant])
      expect(view).toMatchObject({
        status: 'accepted',
        end_date: null,
        end_time: null,
        late_fee: null,
        fee_id: null,
      });
  });

  it('is complete once checked out at its check-out with nothing owed, with its end on the crashpad’s clock', async () => {
    const { lister, tenant } = await tenancy();
    expect((await checkOutNow(lister, tenant.id)).statusCode).toBe(200);
    const row = await rentalRow(t.db, tenant.id);
    expect(row?.status).toBe('ended');
    const both = await views(lister, tenant.memberToken, tenant.id);
    const end = wallClockIn(both.lister.time_zone, row!.endedAt!);
    for (const view of [both.lister, both.tenant])
      expect(view).toMatchObject({ status: 'complete', end_date: end.date, end_time: hourLabel(end.hour) });
  });

  it('is complete when the hourly job ends it at its check-out', async () => {
    const { lister, tenant } = await tenancy();
    await t.db
      .update(rentals)
      .set({ checkoutDate: inDays(-1), checkoutHour: 10 })
      .where(eq(rentals.id, tenant.id));
    expect((await runEndRentals(t.ctx)).ended).toBeGreaterThanOrEqual(1);
    expect((await views(lister, tenant.memberToken, tenant.id)).lister.status).toBe('complete');
  });

  it('stays ended when the tenant left at once', async () => {
    const { lister, tenant } = await tenancy();
    expect((await call('POST', `/api/rental/${tenant.id}/leave`, tenant.memberToken)).statusCode).toBe(200);
    const both = await views(lister, tenant.memberToken, tenant.id);
    expect([both.lister.status, both.tenant.status]).toEqual(['ended', 'ended']);
    expect(both.lister.end_date).not.toBeNull();
  });

  it('stays ended while a late fee waits, and completes when the tenant pays it', async () => {
    const { lister, tenant } = await tenancy();
    const fee = await call('POST', `/api/rental/${tenant.id}/late-fee`, lister.token, { amount: 25 });
    expect(fee.statusCode, fee.body).toBe(200);
    const feeId = fee.json<{ data: { id: number } }>().data.id;
    expect((await checkOutNow(lister, tenant.id)).statusCode).toBe(200);
    let both = await views(lister, tenant.memberToken, tenant.id);
    for (const view of [both.lister, both.tenant])
      expect(view).toMatchObject({ status: 'ended', late_fee: 25, fee_id: feeId });

    await saveCard(t.app, tenant.memberToken, CARDS.ok);
    const paid = await call('PUT', `/api/payment-request/${feeId}`, tenant.memberToken);
    expect(paid.statusCode, paid.body).toBe(200);
    both = await views(lister, tenant.memberToken, tenant.id);
    for (const view of [both.lister, both.tenant])
      expect(view).toMatchObject({ status: 'complete', late_fee: 25, fee_id: feeId });
  });
});
