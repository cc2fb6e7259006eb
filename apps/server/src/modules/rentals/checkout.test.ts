// Check-out (docs/product/specification/2-listings-and-tenants.md §4.6; docs/decisions/021-tenants-and-rentals.md): a
// tenant's requested date waits for the lister, a rental ends at its check-out, a tenant may leave at once, and
// however a rental ends AutoPay stops (docs/decisions/043-money-and-rental-states.md).
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { todayIn } from '@crashpad/shared/rules/calendar';
import { rentalHistory, rentals } from '../../db/schema';
import {
  bearer,
  bedStatus,
  createLister,
  inDays,
  invite,
  inviteForm,
  inviteMember,
  lastEmailTo,
  listerWithCrashpad,
  rentalRow,
  requestsTo,
  saveCard,
  suiteApp,
} from '../../../test/factory';
import { runEndRentals } from '../../jobs/end-rentals';

const t = suiteApp();
const { get, post } = requestsTo(t);

describe('check-out', () => {
  async function tenancy() {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { member, memberToken, id } = await inviteMember(t, lister, listingId, beds[0]!, {
      start_date: inDays(1),
    });
    await saveCard(t.app, memberToken);
    await post(`/api/rental/${id}/accept`, memberToken);
    return { lister, listingId, beds, member, memberToken, id };
  }

  it('holds the tenant’s requested date until the lister confirms it', async () => {
    const { lister, memberToken, id } = await tenancy();
    const bad = await post(`/api/rental/${id}/checkout-date`, memberToken, {
      checkout_date: inDays(20),
      checkout_time: '',
    });
    expect(bad.statusCode).toBe(400);
    const asked = await post(`/api/rental/${id}/checkout-date`, memberToken, {
      checkout_date: inDays(20),
      checkout_time: '11:00',
    });
    // It waits for the lister, and says so (docs/decisions/045-forms-show-every-error.md).
    expect(asked.json()).toEqual({ message: 'Check-out date request sent to your CP owner.' });
    expect(await rentalRow(t.db, id)).toMatchObject({
      checkoutDate: null,
      checkoutRequestedDate: inDays(20),
      checkoutRequestedHour: 11,
    });
    const stranger = await createLister(t, 'pro');
    expect((await post(`/api/rental/${id}/checkout-date/confirm`, stranger.token)).statusCode).toBe(404);
    expect((await post(`/api/rental/${id}/checkout-date/confirm`, memberToken)).statusCode).toBe(403);
    const confirmed = await post(`/api/rental/${id}/checkout-date/confirm`, lister.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Check-out date updated!' });
    expect(await rentalRow(t.db, id)).toMatchObject({
      status: 'accepted',
      checkoutDate: inDays(20),
      checkoutHour: 11,
      checkoutRequestedDate: null,
    });
    const [last] = await t.db
      .select()
      .from(rentalHistory)
      .where(eq(rentalHistory.rentalId, id))
      .orderBy(rentalHistory.id)
      .offset(3);
    expect(last).toMatchObject({ action: 'checkout_confirmed' });
    expect(last!.changes[0]).toMatch(/^Check-out: Recurring monthly → \d{4}-\d{2}-\d{2} 11:00$/);
  });

  it('ends the rental at its check-out through the hourly job, freeing the bed', async () => {
    const { lister, beds, id } = await tenancy();
    const res = await post(`/api/rental/${id}/checkout`, lister.token, {
      checkout_date: inDays(2),
      checkout_time: '10:00',
    });
    // The tenant is not out yet: the date is set (docs/product/specification/3-money-and-messaging.md §8; docs/decisions/048-what-pages-say.md).
    expect(res.json()).toEqual({ message: 'Check-out date updated!' });
    expect(await bedStatus(t.db, beds[0]!)).toBe('BUSY');
    expect((await runEndRentals(t.ctx, { now: new Date(Date.now() + 86_400_000) })).ended).toBe(0);
    // 10:00 on the crashpad's clock (Dallas, UTC−6 or −5): at 10:30 UTC it is still the night before there.
    expect((await runEndRentals(t.ctx, { now: new Date(`${inDays(2)}T10:30:00Z`) })).ended).toBe(0);
    expect((await rentalRow(t.db, id))?.status).toBe('accepted');
    const later = new Date(`${inDays(2)}T17:00:00Z`);
    expect((await runEndRentals(t.ctx, { now: later })).ended).toBeGreaterThanOrEqual(1);
    expect(await rentalRow(t.db, id)).toMatchObject({ status: 'ended' });
    expect(await bedStatus(t.db, beds[0]!)).toBe('ACTIVE');
    // Run twice: nothing more.
    const again = await runEndRentals(t.ctx, { now: later });
    expect(
      (await t.db.select().from(rentalHistory).where(eq(rentalHistory.rentalId, id))).filter(
        (h) => h.action === 'ended',
      ),
    ).toHaveLength(1);
    expect(again.errors).toBe(0);
  });

  it('says the tenant is checked out when the lister’s check-out ends the rental now', async () => {
    const { lister, beds, id } = await tenancy();
    // A tenant in since last week, checked out at midnight today at the crashpad (Dallas): an hour already past.
    await t.db
      .update(rentals)
      .set({ startDate: inDays(-7) })
      .where(eq(rentals.id, id));
    const res = await post(`/api/rental/${id}/checkout`, lister.token, {
      checkout_date: todayIn('America/Chicago'),
      checkout_time: '00:00',
    });
    expect(res.json()).toEqual({ message: 'The tenant has been checked out.' });
    expect(await rentalRow(t.db, id)).toMatchObject({ status: 'ended' });
    expect(await bedStatus(t.db, beds[0]!)).toBe('ACTIVE');
  });

  it('lets a tenant leave at once; the lister sees it in History', async () => {
    const { lister, beds, memberToken, id } = await tenancy();
    expect((await post(`/api/rental/${id}/leave`, memberToken)).statusCode).toBe(200);
    expect(await bedStatus(t.db, beds[0]!)).toBe('ACTIVE');
    const history = await get('/api/rental?status=history', lister.token);
    expect(history.json()).toMatchObject({ total: 1, data: [{ id, status: 'ended' }] });
    const active = await get('/api/rental', lister.token);
    expect(active.json()).toMatchObject({ total: 0 });
  });

  it('ends AutoPay and sets the check-out to when it really ended, however the rental ends', async () => {
    // the crashpads of test/rentals.ts are in Dallas: the end is written on their clock
    const today = todayIn('America/Chicago');
    const ways: [string, (r: Awaited<ReturnType<typeof tenancy>>) => Promise<unknown>][] = [
      ['left', (r) => post(`/api/rental/${r.id}/leave`, r.memberToken)],
      ['removed', (r) => post(`/api/rental/${r.id}/remove`, r.lister.token)],
      [
        'closed',
        async (r) => {
          await get('/api/user/request-deactivation-account', r.memberToken);
          const code = /Your code: (\d{6})/.exec((await lastEmailTo(t.db, r.member.email))?.text ?? '')?.[1];
          return t.app.inject({
            method: 'DELETE',
            url: '/api/user/verify-deactivation-code',
            headers: bearer(r.memberToken),
            payload: { code },
          });
        },
      ],
    ];
    for (const [action, end] of ways) {
      const r = await tenancy();
      await t.db
        .update(rentals)
        .set({
          startDate: inDays(-5),
          autoPay: 1,
          checkoutDate: inDays(21),
          checkoutHour: 12,
          checkoutRequestedDate: inDays(25),
          checkoutRequestedHour: 10,
          checkoutRequestedAt: new Date(),
        })
        .where(eq(rentals.id, r.id));
      const res = (await end(r)) as { statusCode: number; body: string };
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      const row = await rentalRow(t.db, r.id);
      expect(row, action).toMatchObject({
        autoPay: 0,
        checkoutDate: today,
        checkoutRequestedDate: null,
        checkoutRequestedAt: null,
      });
      expect(row?.endedAt).not.toBeNull();
      const [last] = await t.db
        .select()
        .from(rentalHistory)
        .where(eq(rentalHistory.rentalId, r.id))
        .orderBy(desc(rentalHistory.id))
        .limit(1);
      expect(last?.action).toBe(action);
      expect(last?.changes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^Check-out: ${inDays(21)} 12:00 → ${today} \\d\\d:00$`)),
          'AutoPay: on → off',
        ]),
      );
      // What the lister reads in History says the same.
      const history = (await get('/api/rental?status=history', r.lister.token)).json<{
        data: RentalView[];
      }>();
      expect(history.data.find((x) => x.id === r.id)).toMatchObject({ auto_pay: 0, checkout_date: today });
    }
  });

  it('ends a rental left before its check-in at its check-in, never before it', async () => {
    const r = await tenancy();
    await t.db
      .update(rentals)
      .set({ startDate: inDays(10), autoPay: 1 })
      .where(eq(rentals.id, r.id));
    expect((await post(`/api/rental/${r.id}/leave`, r.memberToken)).statusCode).toBe(200);
    expect(await rentalRow(t.db, r.id)).toMatchObject({
      status: 'ended',
      autoPay: 0,
      checkoutDate: inDays(10),
      checkoutHour: 12,
    });
  });

  it('frees every bed of a member who closes the account', async () => {
    const { beds, member, memberToken, id } = await tenancy();
    await get('/api/user/request-deactivation-account', memberToken);
    const code = /Your code: (\d{6})/.exec((await lastEmailTo(t.db, member.email))?.text ?? '')?.[1];
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/verify-deactivation-code',
      headers: bearer(memberToken),
      payload: { code },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await rentalRow(t.db, id))?.status).toBe('ended');
    expect(await bedStatus(t.db, beds[0]!)).toBe('ACTIVE');
  });

  // PGlite runs one transaction at a time; on a server the two closures interleave
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'closes the accounts of two listers who rent from each other at the same moment, both at once',
    async () => {
      for (let round = 0; round < 3; round++) {
        const a = await listerWithCrashpad(t);
        const b = await listerWithCrashpad(t);
        const tenantOf = async (host: typeof a, guest: typeof a) => {
          const form = inviteForm(host.listingId, host.beds[0]!, { email: guest.lister.email });
          const id = (await invite(t, host.lister, form)).json<{ id: number }>().id;
          expect((await post(`/api/rental/${id}/accept`, guest.lister.token)).statusCode).toBe(200);
          return id;
        };
        const rentalIds = [await tenantOf(a, b), await tenantOf(b, a)];
        const codes: (string | undefined)[] = [];
        for (const { lister } of [a, b]) {
          await get('/api/user/request-deactivation-account', lister.token);
          codes.push(/Your code: (\d{6})/.exec((await lastEmailTo(t.db, lister.email))?.text ?? '')?.[1]);
        }
        const closed = await Promise.all(
          [a, b].map(({ lister }, i) =>
            t.app.inject({
              method: 'DELETE',
              url: '/api/user/verify-deactivation-code',
              headers: bearer(lister.token),
              payload: { code: codes[i] },
            }),
          ),
        );
        expect(closed.map((r) => r.statusCode)).toEqual([200, 200]);
        for (const id of rentalIds) expect((await rentalRow(t.db, id))?.status).toBe('ended');
      }
    },
  );
});
