// Revenue, occupancy and the tenants' CSV (docs/product/tenants.md, "Revenue" and "Occupancy";
// docs/decisions/023-reports-and-bed-availability.md).
import { describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema';
import {
  invite,
  inviteForm,
  inviteMember,
  listerWithCrashpad,
  requestsTo,
  saveCard,
  signUp,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();
const { get, post } = requestsTo(t);

describe('revenue, occupancy and export', () => {
  it('counts a paid rent in this month’s revenue, on the crashpad row and in the history', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { member, memberToken, id } = await inviteMember(t, lister, listingId, beds[0]!);
    const report = async () => (await get('/api/lister/tenants/monthly-report', lister.token)).json();
    const row = async () =>
      (await get('/api/crashpads', lister.token))
        .json<{ data: { data: { id: number; monthly_revenue: number }[] } }>()
        .data.data.find((l) => l.id === listingId)!;
    expect(await report()).toEqual({
      thismonth: { total_amount: 0, fees: 0, net: 0 },
      lastmonth: { total_amount: 0, fees: 0, net: 0 },
      total_tenants: 0,
      occupancy: 0,
    });
    expect((await row()).monthly_revenue).toBe(0);

    await t.db.insert(transactions).values([
      {
        idempotencyKey: `rent:${id}:now`,
        userId: member.id,
        listerId: lister.id,
        rentalId: id,
        type: 'rent',
        status: 'succeeded',
        amountCents: 42500,
        refundedCents: 2500,
        provider: 'manual',
        description: 'Rent',
        paidAt: new Date(),
      },
      {
        idempotencyKey: `rent:${id}:failed`,
        userId: member.id,
        listerId: lister.id,
        rentalId: id,
        type: 'rent',
        status: 'failed',
        amountCents: 99900,
        provider: 'manual',
        description: 'Rent',
        paidAt: new Date(),
      },
    ]);
    expect(await report()).toMatchObject({
      thismonth: { total_amount: 400 },
      lastmonth: { total_amount: 0 },
    });
    // My Crew's summary: the tenant counts once they accept, and their bed is occupied.
    await saveCard(t.app, memberToken);
    expect((await post(`/api/rental/${id}/accept`, memberToken)).statusCode).toBe(200);
    expect(await report()).toMatchObject({ total_tenants: 1, occupancy: Math.round(100 / beds.length) });
    expect((await row()).monthly_revenue).toBe(400);
    const history = await get('/api/lister/payments', lister.token);
    expect(history.json().data[0]).toMatchObject({ amounts: 400, percentage: expect.any(Number) });

    const csv = await get('/api/lister/tenants/export', lister.token);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="crashpad-tenants-/);
    expect(csv.body).toContain(`"${String(id).padStart(6, '0')}","accepted","Casey"`);
    // a payment made outside the platform: no fees, the net is what was received
    expect(csv.body).toContain('"$425.00","$25.00","$0.00","$0.00","$0.00","$400.00","manual"');
  });

  it('makes a formula in a tenant’s name inert in the CSV, and answers only listers', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    await invite(t, lister, inviteForm(listingId, beds[0]!, { first_name: '=HYPERLINK("http://x")' }));
    const csv = await get('/api/lister/tenants/export', lister.token);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    const seeker = await signUp(t.app);
    for (const url of [
      '/api/lister/tenants/export',
      '/api/lister/payments',
      '/api/lister/tenants/monthly-report',
      '/api/lister/occupancies',
      '/api/rental',
    ])
      expect((await get(url, seeker.token)).statusCode, url).toBe(403);
  });

  it('reports occupancy now: one of three beds taken is 33 %', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { memberToken, id } = await inviteMember(t, lister, listingId, beds[0]!);
    await saveCard(t.app, memberToken);
    await post(`/api/rental/${id}/accept`, memberToken);
    expect((await get('/api/rental', lister.token)).json().total_occupancy).toEqual([{ percentage: 33 }]);
    expect((await get('/api/lister/occupancies', lister.token)).json().data).toEqual([
      {
        listing_id: listingId,
        title: 'Love Field Crew House',
        num_beds: 3,
        num_occupied_beds: 1,
        percentage: 33,
      },
    ]);
  });
});
