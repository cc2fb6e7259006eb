// The lister's invitation into a bed (docs/product/specification/2-listings-and-tenants.md §2.4, §5 "Invite tenant";
// docs/decisions/021-tenants-and-rentals.md "Invitations"): its checks in the order a lister reads them, the tenant
// limit, one bed held once, and the lists the invite modal starts from.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InviteRequest } from '@crashpad/shared/api/rentals';
import { INVITE_MESSAGES, RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import { rentalHistory, rentals } from '../../db/schema';
import {
  bearer,
  bedStatus,
  createLister,
  createListing,
  createMember,
  inDays,
  invite,
  inviteForm,
  lastEmailTo,
  linkToken,
  listerWithCrashpad,
  listingRow,
  rentalRow,
  signedInMember,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();

const rentalCount = async () => (await t.db.select({ n: count() }).from(rentals))[0]!.n;

describe('POST /api/rental/invite', () => {
  it('invites a new person into a bed: pending rental, PENDING bed, history and the sign-up e-mail', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const form = inviteForm(listingId, beds[0]!, { checkout_date: inDays(40), checkout_time: '10:00' });
    const res = await invite(t, lister, form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), message: RENTAL_MESSAGES.invited });
    const id = res.json<{ id: number }>().id;

    expect(await rentalRow(t.db, id)).toMatchObject({
      status: 'pending',
      userId: null,
      email: form.email,
      rentalAmountCents: 42500,
      depositCents: 15000,
      startHour: 12,
      checkoutHour: 10,
      paymentDay: 1,
    });
    expect(await bedStatus(t.db, beds[0]!)).toBe('PENDING');
    const history = await t.db.select().from(rentalHistory).where(eq(rentalHistory.rentalId, id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'invited', actorId: lister.id });
    expect(history[0]!.changes).toContain('Rent: $425.00');

    const mail = await lastEmailTo(t.db, form.email!);
    expect(mail?.subject).toContain('invited you to Love Field Crew House');
    expect(mail?.text).toContain(
      `/create-account/join-crashpad?email=${encodeURIComponent(form.email!)}&vcode=`,
    );
    // The steps it describes are the real ones: the account, then a card, which accepts it (decision 054).
    expect(mail?.text).toContain('The invitation is accepted as soon as your card is saved.');
    expect(mail?.text).not.toContain('AutoPay');
    const code = linkToken(mail?.text, 'vcode=');
    expect(code.length).toBeGreaterThanOrEqual(22); // at least 128 bits
    // Only its hash is stored.
    expect((await rentalRow(t.db, id))?.tokenHash).not.toContain(code);

    // The lister's list shows it, the listing counts it.
    const list = await t.app.inject({ url: '/api/rental', headers: bearer(lister.token) });
    expect(list.json()).toMatchObject({
      total: 1,
      data: [{ id, booking_ref: String(id).padStart(6, '0'), status: 'pending', first_name: 'Casey' }],
    });
  });

  it('sends an existing member the accept link', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const member = await createMember(t.db);
    const res = await invite(
      t,
      lister,
      inviteForm(listingId, beds[0]!, { email: member.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(200);
    expect((await rentalRow(t.db, res.json<{ id: number }>().id))?.userId).toBe(member.id);
    expect((await lastEmailTo(t.db, member.email))?.text).toContain('/tenant/accept/');
  });

  it('checks the form in the spec order, each with its message, and writes nothing', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const before = await rentalCount();
    const steps: [Record<string, unknown>, string][] = [
      [{ email: '' }, INVITE_MESSAGES.email],
      [{ listing_id: null }, INVITE_MESSAGES.location],
      [{ bed_id: '' }, INVITE_MESSAGES.bed],
      [{ rental_amount: '' }, INVITE_MESSAGES.rentalAmount],
      [{ start_date: '' }, INVITE_MESSAGES.startDate],
      [{ start_time: '' }, INVITE_MESSAGES.startTime],
      [{ checkout_date: inDays(30), checkout_time: '' }, INVITE_MESSAGES.checkoutTime],
      [{ payment_date: null }, INVITE_MESSAGES.paymentDate],
      [{ first_name: ' ' }, INVITE_MESSAGES.firstName],
      [{ last_name: '' }, INVITE_MESSAGES.lastName],
      [{ payment_date: 29 }, INVITE_MESSAGES.paymentDay],
      [{ start_time: '12:30' }, INVITE_MESSAGES.hour],
      [{ start_date: inDays(-3) }, INVITE_MESSAGES.startPast],
      [{ checkout_date: inDays(1), checkout_time: '12:00' }, INVITE_MESSAGES.checkoutBeforeStart],
      // Text that is not an amount is refused as typed, never read as another number (docs/decisions/045).
      [{ rental_amount: 'abc' }, INVITE_MESSAGES.rentalAmountNumber],
      [{ rental_amount: '12.3.4' }, INVITE_MESSAGES.rentalAmountNumber],
      [{ rental_amount: '0x10' }, INVITE_MESSAGES.rentalAmountNumber],
      [{ rental_amount: 450.005 }, INVITE_MESSAGES.rentalAmountNumber],
      [{ rental_amount: 100_001 }, INVITE_MESSAGES.rentalAmountTooHigh],
      [{ deposit: -5 }, INVITE_MESSAGES.depositNumber],
      [{ deposit: '-5' }, INVITE_MESSAGES.depositNumber],
      [{ deposit: 'abc' }, INVITE_MESSAGES.depositNumber],
      [{ deposit: '1e3' }, INVITE_MESSAGES.depositNumber],
    ];
    // Everything missing at once: the first check is the message, and every field is named in the spec's
    // order (docs/decisions/045-forms-show-every-error.md).
    const empty = await invite(t, lister, { deposit: 'abc' } as unknown as InviteRequest);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: INVITE_MESSAGES.email });
    expect(Object.entries(empty.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      ['email', [INVITE_MESSAGES.email]],
      ['listing_id', [INVITE_MESSAGES.location]],
      ['bed_id', [INVITE_MESSAGES.bed]],
      ['rental_amount', [INVITE_MESSAGES.rentalAmount]],
      ['start_date', [INVITE_MESSAGES.startDate]],
      ['start_time', [INVITE_MESSAGES.startTime]],
      ['payment_date', [INVITE_MESSAGES.paymentDate]],
      ['first_name', [INVITE_MESSAGES.firstName]],
      ['last_name', [INVITE_MESSAGES.lastName]],
      ['deposit', [INVITE_MESSAGES.depositNumber]],
    ]);
    for (const [change, message] of steps) {
      const res = await invite(t, lister, inviteForm(listingId, beds[0]!, change));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await rentalCount()).toBe(before);
    expect(await bedStatus(t.db, beds[0]!)).toBe('ACTIVE');
  });

  it('refuses another lister’s crashpad (404), a non-lister (403) and a guest (401), writing nothing', async () => {
    const { listingId, beds } = await listerWithCrashpad(t);
    const stranger = await createLister(t, 'pro');
    const { token: seekerToken } = await signedInMember(t, { userPlan: 'seeker' });
    const before = await rentalCount();
    expect((await invite(t, stranger, inviteForm(listingId, beds[0]!))).statusCode).toBe(404);
    const asSeeker = await t.app.inject({
      method: 'POST',
      url: '/api/rental/invite',
      headers: bearer(seekerToken),
      payload: inviteForm(listingId, beds[0]!),
    });
    expect(asSeeker.statusCode).toBe(403);
    expect(asSeeker.json()).toMatchObject({ message: RENTAL_MESSAGES.notLister });
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/rental/invite',
      payload: inviteForm(listingId, beds[0]!),
    });
    expect(guest.statusCode).toBe(401);
    // A bed of another listing of someone else is not a bed of this one.
    const other = await listerWithCrashpad(t);
    const { lister } = await listerWithCrashpad(t);
    const mine = await createListing(t, lister);
    expect((await invite(t, lister, inviteForm(mine, other.beds[0]!))).json()).toMatchObject({
      message: RENTAL_MESSAGES.bedUnavailable,
    });
    expect(await rentalCount()).toBe(before);
  });

  it('opens the invite requirements for an inactive crashpad, and refuses inviting oneself', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/crashpads/status/${listingId}`,
      headers: bearer(lister.token),
      payload: { status: 1 },
    });
    const inactive = await invite(t, lister, inviteForm(listingId, beds[0]!));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({
      code: 'INVITE_REQUIREMENTS',
      message: RENTAL_MESSAGES.inviteRequirements,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/crashpads/status/${listingId}`,
      headers: bearer(lister.token),
      payload: { status: 2 },
    });
    const self = await invite(t, lister, inviteForm(listingId, beds[0]!, { email: lister.email }));
    expect(self.json()).toMatchObject({ message: RENTAL_MESSAGES.selfInvite });
  });

  it('holds the basic package to 15 pending and accepted tenants: the 16th is refused with the upgrade message', async () => {
    const { lister, listingId } = await listerWithCrashpad(t, 'basic');
    const listing = await listingRow(t.db, listingId);
    expect(listing?.numBeds).toBe(3);
    const { rooms } = await t.app
      .inject({ url: `/api/lister/${listingId}/listings/unrented`, headers: bearer(lister.token) })
      .then((r) => r.json<{ rooms: { beds: { id: number }[] }[] }>());
    const bedIds = rooms.flatMap((r) => r.beds.map((b) => b.id));
    // Three beds, each held over five separate months: fifteen live rentals.
    let n = 0;
    for (const bed of bedIds)
      for (let month = 0; month < 5; month += 1) {
        const res = await invite(
          t,
          lister,
          inviteForm(listingId, bed, {
            start_date: inDays(1 + month * 40),
            checkout_date: inDays(30 + month * 40),
            checkout_time: '10:00',
          }),
        );
        expect(res.statusCode, res.body).toBe(200);
        n += 1;
      }
    expect(n).toBe(15);
    const over = await invite(
      t,
      lister,
      inviteForm(listingId, bedIds[0]!, { start_date: inDays(400), checkout_date: '', checkout_time: '' }),
    );
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'TENANT_LIMIT', message: RENTAL_MESSAGES.tenantLimit(15) });
  });

  it('gives a bed to exactly one of 20 invitations sent at once', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => invite(t, lister, inviteForm(listingId, beds[1]!))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      message: RENTAL_MESSAGES.bedTaken,
    });
    const held = await t.db.select().from(rentals).where(eq(rentals.bedId, beds[1]!));
    expect(held).toHaveLength(1);
  });

  it('lets a later invitation follow a check-out on the same bed, never overlap it', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const first = await invite(
      t,
      lister,
      inviteForm(listingId, beds[0]!, { checkout_date: inDays(20), checkout_time: '11:00' }),
    );
    expect(first.statusCode).toBe(200);
    const overlapping = await invite(t, lister, inviteForm(listingId, beds[0]!, { start_date: inDays(19) }));
    expect(overlapping.statusCode).toBe(409);
    const after = await invite(
      t,
      lister,
      inviteForm(listingId, beds[0]!, { start_date: inDays(20), start_time: '11:00' }),
    );
    expect(after.statusCode).toBe(200);
  });
});

describe('the invite modal’s lists', () => {
  it('gives each crashpad its rate and deposit to start the form with, and its beds by room', async () => {
    // docs/decisions/045-forms-show-every-error.md: the modal prefills rent and deposit from the listing.
    const { lister, listingId } = await listerWithCrashpad(t);
    // GET /lister/available-bed is the spec's path for the same list (docs/decisions/021-tenants-and-rentals.md).
    for (const url of ['/api/lister/listings/unrented', '/api/lister/available-bed']) {
      const res = await t.app.inject({ url, headers: bearer(lister.token) });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ listings: unknown[] }>().listings).toEqual([
        expect.objectContaining({ id: listingId, rate_per_from: 300, deposit_required: 150 }),
      ]);
    }
    expect((await t.app.inject({ url: '/api/lister/available-bed' })).statusCode).toBe(401);
    const beds = await t.app.inject({
      url: `/api/lister/${listingId}/listings/unrented`,
      headers: bearer(lister.token),
    });
    expect(
      beds
        .json<{ rooms: { room_name: string; beds: { bed_name: string }[] }[] }>()
        .rooms.map((r) => [r.room_name, r.beds.map((b) => b.bed_name)]),
    ).toEqual([
      ['Front room', ['Lower bunk', 'Bed 2']],
      ['Bedroom 2', ['Bed 1']],
    ]);
  });
});
