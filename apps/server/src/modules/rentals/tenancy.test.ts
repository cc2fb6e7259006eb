import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { todayIn } from '@crashpad/shared/rules/calendar';
import { RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import { rentalHistory, rentals, transactions, users } from '../../db/schema';
import {
  autopayLister,
  bearer,
  bedStatus,
  createLister,
  inDays,
  invite,
  inviteForm,
  inviteMember,
  lastEmailTo,
  linkToken,
  listerWithCrashpad,
  login,
  registration,
  rentalRow,
  saveCard,
  signUp,
  suiteApp,
} from '../../../test/factory';
import { runEndRentals } from '../../jobs/end-rentals';

const t = suiteApp();

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

describe('accepting and declining', () => {
  it('signs a new person up by invitation: prefilled names, accepted once a card is saved, the bed BUSY', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const form = inviteForm(listingId, beds[0]!);
    const id = (await invite(t, lister, form)).json<{ id: number }>().id;
    const vcode = linkToken((await lastEmailTo(t.db, form.email!))?.text, 'vcode=');

    const check = await get(
      `/api/rental/check-invite?email=${encodeURIComponent(form.email!)}&vcode=${vcode}`,
    );
    expect(check.json()).toEqual({
      tenant: { first_name: 'Casey', last_name: 'Nguyen', airline: 'Southwest Airlines' },
    });
    expect(
      (await get(`/api/rental/check-invite?email=other@example.com&vcode=${vcode}`)).json(),
    ).toMatchObject({
      message: RENTAL_MESSAGES.expiredInvite,
    });

    const res = await post(
      '/api/rental/register',
      undefined,
      registration({ email: form.email, confirm_email: form.email, verification_code: vcode }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Accepting needs a card (docs/decisions/054-accepting-needs-a-card.md): pending until it is saved.
    expect(res.json().data.tenant).toEqual({ id, status: 'pending', token: '', auto_pay: 0 });
    const member = res.json<{ data: { user: { id: number } } }>().data.user;
    await saveCard(t.app, res.json().token);
    expect((await post(`/api/rental/${id}/accept`, res.json().token)).statusCode).toBe(200);
    expect(await rentalRow(t.db, id)).toMatchObject({ status: 'accepted', userId: member.id });
    expect(await bedStatus(t.db, beds[0]!)).toBe('BUSY');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
    // The code works once; used again, it says what became of it.
    const used = await get(
      `/api/rental/check-invite?email=${encodeURIComponent(form.email!)}&vcode=${vcode}`,
    );
    expect(used.statusCode).toBe(404);
    expect(used.json()).toMatchObject({ code: 'INVITE_ACCEPTED', message: RENTAL_MESSAGES.inviteAccepted });
    const mine = await get('/api/rentals', res.json().token);
    expect(mine.json()).toMatchObject({
      invites: [],
      data: [{ id, status: 'accepted', location: 'Love Field Crew House' }],
    });
  });

  it('accepts an existing member’s invitation through the link, logged out; the link works once', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { member, id } = await inviteMember(t, lister, listingId, beds[0]!);
    const token = linkToken((await lastEmailTo(t.db, member.email))?.text, '/tenant/accept/');
    const memberToken = await login(t.app, member.email, member.password);
    await saveCard(t.app, memberToken);
    expect((await get('/api/user/get-count-pending-invite', memberToken)).json()).toEqual({ count: 1 });

    // Another signed-in member cannot use it.
    const intruder = await signUp(t.app);
    const wrong = await get(`/api/rental/accept?token=${token}`, intruder.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: RENTAL_MESSAGES.notYourInvite });
    expect((await rentalRow(t.db, id))?.status).toBe('pending');

    const accepted = await get(`/api/rental/accept?token=${token}`);
    expect(accepted.json()).toEqual({ id, message: RENTAL_MESSAGES.accepted });
    expect(await bedStatus(t.db, beds[0]!)).toBe('BUSY');
    expect((await get('/api/user/get-count-pending-invite', memberToken)).json()).toEqual({ count: 0 });
    // The link works once, and afterwards tells the truth: accepted, not expired (docs/decisions/043-money-and-rental-states.md).
    const again = await get(`/api/rental/accept?token=${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'INVITE_ACCEPTED', message: RENTAL_MESSAGES.inviteAccepted });
    expect((await rentalRow(t.db, id))?.status).toBe('accepted');
  });

  it('says a declined or cancelled invitation’s link was declined or cancelled, and an unknown one expired', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const declined = await inviteMember(t, lister, listingId, beds[0]!);
    const declinedLink = linkToken((await lastEmailTo(t.db, declined.member.email))?.text, '/tenant/accept/');
    const memberToken = await login(t.app, declined.member.email, declined.member.password);
    expect((await post(`/api/rental/${declined.id}/decline`, memberToken)).statusCode).toBe(200);
    expect((await get(`/api/rental/accept?token=${declinedLink}`)).json()).toMatchObject({
      code: 'INVITE_DECLINED',
      message: RENTAL_MESSAGES.inviteDeclined,
    });
    expect((await rentalRow(t.db, declined.id))?.status).toBe('deleted');

    const cancelled = await inviteMember(t, lister, listingId, beds[1]!);
    const cancelledLink = linkToken(
      (await lastEmailTo(t.db, cancelled.member.email))?.text,
      '/tenant/accept/',
    );
    expect((await post(`/api/rental/${cancelled.id}/cancel-invite`, lister.token)).statusCode).toBe(200);
    expect((await get(`/api/rental/accept?token=${cancelledLink}`)).json()).toMatchObject({
      code: 'INVITE_CANCELLED',
      message: RENTAL_MESSAGES.inviteCancelled,
    });
    expect((await rentalRow(t.db, cancelled.id))?.status).toBe('deleted');
    expect((await get('/api/rental/accept?token=nothing-like-a-token')).json()).toMatchObject({
      code: 'INVITE_EXPIRED',
    });
  });

  it('refuses an expired link and an unknown one with the expired-invite message', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { member, id } = await inviteMember(t, lister, listingId, beds[0]!);
    const token = linkToken((await lastEmailTo(t.db, member.email))?.text, '/tenant/accept/');
    await t.db
      .update(rentals)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(rentals.id, id));
    expect((await get(`/api/rental/accept?token=${token}`)).statusCode).toBe(404);
    expect((await get('/api/rental/accept?token=nonsense')).statusCode).toBe(404);
    expect((await rentalRow(t.db, id))?.status).toBe('pending');
    // The member no longer sees it among their invitations, nor in the pending count; the lister still does.
    const memberToken = await login(t.app, member.email, member.password);
    expect((await get('/api/rentals', memberToken)).json()).toMatchObject({ invites: [] });
    expect((await get('/api/user/get-count-pending-invite', memberToken)).json()).toEqual({ count: 0 });
    const [listed] = (await get('/api/rental', lister.token)).json<{ data: RentalView[] }>().data;
    expect(listed).toMatchObject({ id, status: 'pending' });
    // …told when the link stopped working, to resend or cancel it.
    expect(Date.parse(listed!.invite_expires_at!)).toBeLessThan(Date.now());
  });

  it('lets the invited member accept or decline on My CrashPad Rentals; others get 404', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { member, memberToken, id: first } = await inviteMember(t, lister, listingId, beds[0]!);
    const second = (await invite(t, lister, inviteForm(listingId, beds[1]!, { email: member.email }))).json<{
      id: number;
    }>().id;
    const stranger = await signUp(t.app);
    expect((await post(`/api/rental/${first}/accept`, stranger.token)).statusCode).toBe(404);
    expect((await post(`/api/rental/${first}/decline`, stranger.token)).statusCode).toBe(404);
    expect((await post(`/api/rental/${first}/accept`, lister.token)).statusCode).toBe(404);

    await saveCard(t.app, memberToken);
    expect((await post(`/api/rental/${first}/accept`, memberToken)).json()).toMatchObject({
      message: RENTAL_MESSAGES.accepted,
    });
    expect((await post(`/api/rental/${second}/decline`, memberToken)).json()).toEqual({
      message: RENTAL_MESSAGES.declined,
    });
    expect(await bedStatus(t.db, beds[0]!)).toBe('BUSY');
    expect(await bedStatus(t.db, beds[1]!)).toBe('ACTIVE');
    expect((await rentalRow(t.db, second))?.status).toBe('deleted');
    // Answered once.
    expect((await post(`/api/rental/${first}/accept`, memberToken)).statusCode).toBe(409);

    const history = await get('/api/rental-history', memberToken);
    const actions = history
      .json<{ data: { action: string; booking_ref: string }[] }>()
      .data.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['invited', 'accepted', 'declined']));
  });

  it('asks for a card before accepting an invitation with AutoPay', async () => {
    const { lister, listingId, beds } = await autopayLister(t);
    const { memberToken, id } = await inviteMember(t, lister, listingId, beds[0]!, { auto_pay: 1 });
    const res = await post(`/api/rental/${id}/accept`, memberToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SETUP_PAYMENT_METHOD' });
    expect((await rentalRow(t.db, id))?.status).toBe('pending');
  });
});

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
