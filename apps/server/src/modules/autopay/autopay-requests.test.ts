// AutoPay on a rental (docs/decisions/026-autopay-on-rentals.md): the lister's request, the tenant's accept,
// decline and disable request, the lister turning it off, the AutoPay invitation; every refusal writes nothing.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTOPAY_MESSAGES as M, AUTOPAY_REQUEST_MESSAGES as R } from '@crashpad/shared/api/rental-autopay';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { emails, rentalHistory, rentals } from '../../db/schema';
import {
  acceptedTenant,
  autopayLister,
  autopayTransactions,
  bearer,
  CARDS,
  createLister,
  invite,
  inviteForm,
  inviteMember,
  lastEmailTo,
  listerWithCrashpad,
  payoutAccount,
  rentalRow,
  saveCard,
  signedInMember,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();

const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const TERMS = { rental_amount: '500', deposit: '200', payment_date: '5' };

const historyOf = async (id: number) =>
  t.db.select().from(rentalHistory).where(eq(rentalHistory.rentalId, id)).orderBy(rentalHistory.id);
const historyCount = async () => (await t.db.select({ n: count() }).from(rentalHistory))[0]!.n;

/** A ready lister and a current tenant without AutoPay. */
async function tenancy() {
  const crashpad = await autopayLister(t);
  const tenant = await acceptedTenant(t, crashpad.lister, crashpad.listingId, crashpad.beds[0]!);
  return { ...crashpad, ...tenant };
}

/** …with an AutoPay request waiting. */
async function requested() {
  const s = await tenancy();
  const res = await post(`/api/rental/${s.id}/request-autopay`, s.lister.token, TERMS);
  if (res.statusCode !== 200) throw new Error(res.body);
  return s;
}

/** …and accepted with a saved card. */
async function autopayOn() {
  const s = await requested();
  await saveCard(t.app, s.memberToken);
  const res = await post(`/api/rental/${s.id}/accept-autopay`, s.memberToken);
  if (res.statusCode !== 200) throw new Error(res.body);
  return s;
}

describe('POST /api/rental/:id/request-autopay', () => {
  it('fixes rent, deposit and payment day, asks the tenant by e-mail, and both sides see it requested', async () => {
    const s = await tenancy();
    const res = await post(`/api/rental/${s.id}/request-autopay`, s.lister.token, TERMS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'AutoPay request sent successfully!' });
    expect(await rentalRow(t.db, s.id)).toMatchObject({
      autoPay: 2,
      rentalAmountCents: 50000,
      depositCents: 20000,
      paymentDay: 5,
      autopayStartedAt: null,
    });
    const last = (await historyOf(s.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'autopay_requested', actorId: s.lister.id });
    expect(last.changes).toEqual([
      'AutoPay: off → requested',
      'Rent: $425.00 → $500.00',
      'Deposit: $150.00 → $200.00',
      'Payment day: 1st → 5th',
    ]);
    const mail = await lastEmailTo(t.db, s.member.email);
    expect(mail?.subject).toContain('asks you to pay rent by AutoPay');
    expect(mail?.text).toContain('Rent $500.00 a month, charged on the 5th; deposit $200.00');
    expect(mail?.text).toContain('/my-crashpad');

    const mine = await t.app.inject({ url: '/api/rentals', headers: bearer(s.memberToken) });
    expect(mine.json<{ data: RentalView[] }>().data[0]).toMatchObject({
      id: s.id,
      auto_pay: 2,
      rental_amount: 500,
      deposit: 200,
      payment_date: 5,
    });
    const crew = await t.app.inject({ url: '/api/rental', headers: bearer(s.lister.token) });
    expect(crew.json<{ data: RentalView[] }>().data[0]).toMatchObject({ id: s.id, auto_pay: 2 });

    // Sent again while waiting: new terms, and the spec's ?token query is accepted.
    const again = await post(`/api/rental/${s.id}/request-autopay?token=abc`, s.lister.token, {
      ...TERMS,
      rental_amount: 510,
    });
    expect(again.statusCode).toBe(200);
    expect((await rentalRow(t.db, s.id))?.rentalAmountCents).toBe(51000);
  });

  it('checks rent, deposit and payment day in order, digits only, and writes nothing', async () => {
    const s = await tenancy();
    const before = await rentalRow(t.db, s.id);
    const rows = await historyCount();
    const steps: [Record<string, unknown>, string][] = [
      [{ rental_amount: '' }, R.rentalAmount],
      [{ rental_amount: null }, R.rentalAmount],
      [{ rental_amount: 'abc' }, R.rentalAmountDigits],
      [{ rental_amount: '12.50' }, R.rentalAmountDigits],
      [{ rental_amount: '12.3.4' }, R.rentalAmountDigits],
      [{ rental_amount: -5 }, R.rentalAmountDigits],
      [{ rental_amount: '0' }, R.rentalAmountZero],
      [{ rental_amount: '100001' }, R.tooHigh],
      [{ deposit: '' }, R.deposit],
      [{ deposit: '1e3' }, R.depositDigits],
      [{ payment_date: '' }, R.paymentDate],
      [{ payment_date: 29 }, R.paymentDay],
      [{ payment_date: '0' }, R.paymentDay],
    ];
    const empty = await post(`/api/rental/${s.id}/request-autopay`, s.lister.token, {});
    expect(empty.json()).toMatchObject({ message: R.rentalAmount });
    // Every field at once, in order (docs/decisions/045-forms-show-every-error.md).
    expect(empty.json().errors).toEqual({
      rental_amount: [R.rentalAmount],
      deposit: [R.deposit],
      payment_date: [R.paymentDate],
    });
    for (const [change, message] of steps) {
      const res = await post(`/api/rental/${s.id}/request-autopay`, s.lister.token, { ...TERMS, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect(await rentalRow(t.db, s.id)).toEqual(before);
    expect(await historyCount()).toBe(rows);
  });

  it('refuses another lister (404), the tenant (403), a guest (401), a pending invitation and AutoPay on (409)', async () => {
    const s = await tenancy();
    const stranger = await createLister(t, 'pro');
    await payoutAccount(t, stranger, { throughThePage: true, autopay: true });
    const pending = await inviteMember(t, s.lister, s.listingId, s.beds[1]!);
    const rows = await historyCount();
    const url = `/api/rental/${s.id}/request-autopay`;
    expect((await post(url, stranger.token, TERMS)).statusCode).toBe(404);
    expect((await post(url, s.memberToken, TERMS)).statusCode).toBe(403);
    expect((await post(url, undefined, TERMS)).statusCode).toBe(401);
    const notYet = await post(`/api/rental/${pending.id}/request-autopay`, s.lister.token, TERMS);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'NOT_ACCEPTED', message: M.notCurrentTenant });
    expect(await rentalRow(t.db, s.id)).toMatchObject({ autoPay: 0, rentalAmountCents: 42500 });
    expect(await historyCount()).toBe(rows);

    const on = await autopayOn();
    const twice = await post(`/api/rental/${on.id}/request-autopay`, on.lister.token, TERMS);
    expect(twice.json()).toMatchObject({ code: 'AUTOPAY_ON', message: M.alreadyOn });
  });

  it('refuses a lister whose AutoPay is off or whose payout onboarding is not complete (409)', async () => {
    const notOnboarded = await listerWithCrashpad(t);
    const a = await acceptedTenant(t, notOnboarded.lister, notOnboarded.listingId, notOnboarded.beds[0]!);
    const switchOff = await listerWithCrashpad(t);
    await payoutAccount(t, switchOff.lister, { throughThePage: true });
    const b = await acceptedTenant(t, switchOff.lister, switchOff.listingId, switchOff.beds[0]!);
    for (const [lister, id] of [
      [notOnboarded.lister, a.id],
      [switchOff.lister, b.id],
    ] as const) {
      const res = await post(`/api/rental/${id}/request-autopay`, lister.token, TERMS);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'AUTOPAY_SETUP_INCOMPLETE', message: M.listerNotReady });
      expect(await rentalRow(t.db, id)).toMatchObject({ autoPay: 0, rentalAmountCents: 42500 });
    }
  });
});

describe('the tenant answers', () => {
  it('accepts with a saved card: AutoPay on from now, the lister e-mailed, the amounts locked', async () => {
    const s = await requested();
    const noCard = await post(`/api/rental/${s.id}/accept-autopay`, s.memberToken);
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json()).toMatchObject({ code: 'SETUP_PAYMENT_METHOD', message: M.setupPayment });
    expect((await rentalRow(t.db, s.id))?.autoPay).toBe(2);

    await saveCard(t.app, s.memberToken);
    const res = await post(`/api/rental/${s.id}/accept-autopay?token=x`, s.memberToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.accepted });
    const row = await rentalRow(t.db, s.id);
    expect(row).toMatchObject({ autoPay: 1, rentalAmountCents: 50000, depositCents: 20000, paymentDay: 5 });
    expect(row?.autopayStartedAt).toBeInstanceOf(Date);
    expect((await historyOf(s.id)).at(-1)).toMatchObject({
      action: 'autopay_accepted',
      actorId: s.member.id,
      changes: ['AutoPay: requested → on'],
    });
    // The deposit is charged at once into the lister's payout account (docs/product/money.md#autopay).
    expect(await autopayTransactions(t, s.id)).toMatchObject([
      {
        type: 'autopay_deposit',
        status: 'succeeded',
        amountCents: 20000,
        period: 'deposit',
        userId: s.member.id,
      },
    ]);
    expect(
      (await t.db.select().from(emails).where(eq(emails.to, s.lister.email))).map((m) => m.subject),
    ).toEqual(expect.arrayContaining([expect.stringContaining('accepted AutoPay')]));
    // Answered once.
    const again = await post(`/api/rental/${s.id}/accept-autopay`, s.memberToken);
    expect(again.json()).toMatchObject({ code: 'AUTOPAY_NOT_REQUESTED' });

    // The lister's edit cannot change the amounts any more; other fields still change.
    const view = (await t.app.inject({ url: '/api/rental', headers: bearer(s.lister.token) }))
      .json<{ data: RentalView[] }>()
      .data.find((r) => r.id === s.id)!;
    const form = inviteForm(s.listingId, view.bed_id, {
      email: view.email,
      start_date: view.start_date,
      rental_amount: 500,
      deposit: 200,
      payment_date: 5,
    });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/rental/${s.id}`, headers: bearer(s.lister.token), payload });
    for (const change of [{ rental_amount: 450 }, { deposit: 0 }, { payment_date: 1 }]) {
      const locked = await put({ ...form, ...change });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({ code: 'AUTOPAY_LOCKED', message: M.locked });
    }
    const fine = await put({ ...form, airline: 'Delta Air Lines', auto_pay: 0 });
    expect(fine.statusCode).toBe(200);
    expect(await rentalRow(t.db, s.id)).toMatchObject({
      airline: 'Delta Air Lines',
      autoPay: 1,
      rentalAmountCents: 50000,
    });
  });

  it('declines a request: AutoPay off, the lister e-mailed', async () => {
    const s = await requested();
    const res = await post(`/api/rental/${s.id}/decline-autopay`, s.memberToken);
    expect(res.json()).toEqual({ message: M.declined });
    expect((await rentalRow(t.db, s.id))?.autoPay).toBe(0);
    expect((await historyOf(s.id)).at(-1)).toMatchObject({ action: 'autopay_declined' });
    expect((await lastEmailTo(t.db, s.lister.email))?.subject).toContain('declined AutoPay');
    expect((await post(`/api/rental/${s.id}/decline-autopay`, s.memberToken)).statusCode).toBe(409);
  });

  it('refuses another member and the lister (404), and answers only a waiting request (409)', async () => {
    const s = await requested();
    const { token: otherToken } = await signedInMember(t);
    await saveCard(t.app, otherToken);
    const rows = await historyCount();
    for (const action of ['accept-autopay', 'decline-autopay', 'disable-autopay']) {
      expect((await post(`/api/rental/${s.id}/${action}`, otherToken)).statusCode, action).toBe(404);
      expect((await post(`/api/rental/${s.id}/${action}`, s.lister.token)).statusCode, action).toBe(404);
      expect((await post(`/api/rental/${s.id}/${action}`)).statusCode, action).toBe(401);
    }
    const notOn = await post(`/api/rental/${s.id}/disable-autopay`, s.memberToken);
    expect(notOn.json()).toMatchObject({ code: 'AUTOPAY_NOT_ON', message: M.notOn });
    expect((await rentalRow(t.db, s.id))?.autoPay).toBe(2);
    expect(await historyCount()).toBe(rows);

    const plain = await tenancy();
    for (const action of ['accept-autopay', 'decline-autopay']) {
      const res = await post(`/api/rental/${plain.id}/${action}`, plain.memberToken);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'AUTOPAY_NOT_REQUESTED', message: M.notRequested });
    }
  });
});

describe('turning AutoPay off', () => {
  it('the tenant asks (charges go on), the lister turns it off, each e-mailing the other', async () => {
    const s = await autopayOn();
    const asked = await post(`/api/rental/${s.id}/disable-autopay`, s.memberToken);
    expect(asked.json()).toEqual({ message: 'Disable AutoPay request sent successfully!' });
    const row = await rentalRow(t.db, s.id);
    expect(row).toMatchObject({ autoPay: 3 });
    expect(row?.autopayStartedAt).toBeInstanceOf(Date);
    expect((await historyOf(s.id)).at(-1)).toMatchObject({
      action: 'autopay_disable_requested',
      changes: ['AutoPay: on → disable requested'],
    });
    expect((await lastEmailTo(t.db, s.lister.email))?.subject).toContain('asks to turn AutoPay off');
    expect((await post(`/api/rental/${s.id}/disable-autopay`, s.memberToken)).statusCode).toBe(409);

    const stranger = await createLister(t, 'pro');
    expect((await post(`/api/rental/${s.id}/stop-autopay`, stranger.token)).statusCode).toBe(404);
    expect((await post(`/api/rental/${s.id}/stop-autopay`, s.memberToken)).statusCode).toBe(403);
    expect((await rentalRow(t.db, s.id))?.autoPay).toBe(3);

    const off = await post(`/api/rental/${s.id}/stop-autopay`, s.lister.token);
    expect(off.json()).toEqual({ message: M.stopped });
    expect(await rentalRow(t.db, s.id)).toMatchObject({ autoPay: 0, autopayStartedAt: null });
    expect((await historyOf(s.id)).at(-1)).toMatchObject({
      action: 'autopay_stopped',
      actorId: s.lister.id,
      changes: ['AutoPay: disable requested → off'],
    });
    expect((await lastEmailTo(t.db, s.member.email))?.subject).toContain('AutoPay is off');
    const twice = await post(`/api/rental/${s.id}/stop-autopay`, s.lister.token);
    expect(twice.json()).toMatchObject({ code: 'AUTOPAY_OFF', message: M.alreadyOff });

    // Asked and accepted again: AutoPay restarts, and the deposit already paid is not charged again.
    expect((await post(`/api/rental/${s.id}/request-autopay`, s.lister.token, TERMS)).statusCode).toBe(200);
    expect((await post(`/api/rental/${s.id}/accept-autopay`, s.memberToken)).json()).toEqual({
      message: M.accepted,
    });
    expect((await rentalRow(t.db, s.id))?.autoPay).toBe(1);
    expect(await autopayTransactions(t, s.id)).toHaveLength(1);
  });

  it('keeps AutoPay on when the card is refused for the deposit, and says so', async () => {
    const s = await requested();
    await saveCard(t.app, s.memberToken, CARDS.chargeFails);
    const res = await post(`/api/rental/${s.id}/accept-autopay`, s.memberToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.acceptedDepositFailed });
    expect((await rentalRow(t.db, s.id))?.autoPay).toBe(1);
    expect(await autopayTransactions(t, s.id)).toMatchObject([{ type: 'autopay_deposit', status: 'failed' }]);
  });
});

describe('the lister turns their AutoPay off', () => {
  it('stops AutoPay on all their rentals and invitations at once, and no one else’s', async () => {
    const s = await autopayOn();
    const invited = await inviteMember(t, s.lister, s.listingId, s.beds[1]!, { auto_pay: 1 });
    const other = await autopayOn();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/lister/settings/autopay',
      headers: bearer(s.lister.token),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await rentalRow(t.db, s.id)).toMatchObject({ autoPay: 0, autopayStartedAt: null });
    expect(await rentalRow(t.db, invited.id)).toMatchObject({ autoPay: 0 });
    expect((await historyOf(s.id)).at(-1)).toMatchObject({
      action: 'autopay_stopped',
      changes: ['AutoPay: on → off (the CP owner turned AutoPay off)'],
    });
    expect((await rentalRow(t.db, other.id))?.autoPay).toBe(1);
    // Off, they cannot ask again until they turn it back on.
    const again = await post(`/api/rental/${s.id}/request-autopay`, s.lister.token, TERMS);
    expect(again.json()).toMatchObject({ code: 'AUTOPAY_SETUP_INCOMPLETE' });
  });
});

describe('invitations with AutoPay', () => {
  it('refuses an AutoPay invitation from a lister not ready, and writes nothing', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const before = (await t.db.select({ n: count() }).from(rentals))[0]!.n;
    const res = await invite(t, lister, inviteForm(listingId, beds[0]!, { auto_pay: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'AUTOPAY_SETUP_INCOMPLETE', message: M.listerNotReady });
    expect((await t.db.select({ n: count() }).from(rentals))[0]!.n).toBe(before);

    // Nor can an edit turn it on for a pending invitation.
    const plain = await invite(t, lister, inviteForm(listingId, beds[1]!));
    const id = plain.json<{ id: number }>().id;
    const row = (await rentalRow(t.db, id))!;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/rental/${id}`,
      headers: bearer(lister.token),
      payload: inviteForm(listingId, beds[1]!, { email: row.email, start_date: row.startDate, auto_pay: 1 }),
    });
    expect(edit.statusCode).toBe(409);
    expect((await rentalRow(t.db, id))?.autoPay).toBe(0);
  });

  it('starts AutoPay when the tenant with a card accepts an AutoPay invitation', async () => {
    const { lister, listingId, beds } = await autopayLister(t);
    const { memberToken, id } = await inviteMember(t, lister, listingId, beds[0]!, { auto_pay: 1 });
    expect(await rentalRow(t.db, id)).toMatchObject({
      status: 'pending',
      autoPay: 1,
      autopayStartedAt: null,
    });
    await saveCard(t.app, memberToken);
    const res = await post(`/api/rental/${id}/accept`, memberToken);
    expect(res.statusCode).toBe(200);
    const row = await rentalRow(t.db, id);
    expect(row).toMatchObject({ status: 'accepted', autoPay: 1 });
    expect(row?.autopayStartedAt).toBeInstanceOf(Date);
    expect((await historyOf(id)).at(-1)?.changes).toEqual(['Status: pending → accepted', 'AutoPay: on']);
    expect(await autopayTransactions(t, id)).toMatchObject([
      { type: 'autopay_deposit', status: 'succeeded', amountCents: 15000 },
    ]);
  });
});
