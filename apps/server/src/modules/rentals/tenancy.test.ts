// The tenant's side of an invitation (docs/product/specification/2-listings-and-tenants.md §2.6, §2.7): accepting by
// link or on My CrashPad Rentals, a saved card first (docs/decisions/054-accepting-needs-a-card.md), and declining.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import { rentals, users } from '../../db/schema';
import {
  autopayLister,
  bedStatus,
  invite,
  inviteForm,
  inviteMember,
  lastEmailTo,
  linkToken,
  listerWithCrashpad,
  login,
  registration,
  rentalRow,
  requestsTo,
  saveCard,
  signUp,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();
const { get, post } = requestsTo(t);

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
