// Accept Invitation needs a saved card, for every invitation (docs/product/specification/2-listings-and-tenants.md §2.6; docs/decisions/054-accepting-needs-a-card.md):
// without one the answer is 409 SETUP_PAYMENT_METHOD and nothing changes; with one it is accepted once, however
// often it is pressed; a sign-up by invitation leaves it pending until the new member's card is saved.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RENTAL_MESSAGES as M } from '@crashpad/shared/rules/rentals';
import { rentalHistory, users } from '../../db/schema';
import {
  autopayLister,
  autopayTransactions,
  bearer,
  bedStatus,
  invite,
  inviteForm,
  inviteMember,
  lastEmailTo,
  linkToken,
  listerWithCrashpad,
  registration,
  rentalRow,
  sandboxChargesFor,
  saveCard,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

const accepted = async (id: number) =>
  t.db
    .select()
    .from(rentalHistory)
    .where(and(eq(rentalHistory.rentalId, id), eq(rentalHistory.action, 'accepted')));

/** The rental, its bed and its history as they were: a refusal changes none of them. */
async function unchanged(id: number, bedId: number) {
  expect(await rentalRow(t.db, id)).toMatchObject({ status: 'pending', acceptedAt: null });
  expect(await bedStatus(t.db, bedId)).toBe('PENDING');
  expect(await accepted(id)).toEqual([]);
}

describe('Accept Invitation needs a saved card', () => {
  it('refuses an invitation without AutoPay until a card is saved, changing nothing, then accepts it', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { memberToken, id, member } = await inviteMember(t, lister, listingId, beds[0]!);

    const refused = await post(`/api/rental/${id}/accept`, memberToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SETUP_PAYMENT_METHOD', message: M.cardToAccept });
    await unchanged(id, beds[0]!);

    // A card the provider no longer has (marked invalid) is no card either.
    await saveCard(t.app, memberToken);
    await t.db.update(users).set({ paymentMethodInvalidAt: new Date() }).where(eq(users.id, member.id));
    expect((await post(`/api/rental/${id}/accept`, memberToken)).json()).toMatchObject({
      code: 'SETUP_PAYMENT_METHOD',
    });
    await unchanged(id, beds[0]!);

    await saveCard(t.app, memberToken);
    const res = await post(`/api/rental/${id}/accept`, memberToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, message: M.accepted });
    expect(await rentalRow(t.db, id)).toMatchObject({ status: 'accepted', userId: member.id });
    expect(await bedStatus(t.db, beds[0]!)).toBe('BUSY');
    // Nothing is charged for an invitation without AutoPay.
    expect(await autopayTransactions(t, id)).toEqual([]);
  });

  it('says why for an AutoPay invitation, and charges its deposit once when accepted', async () => {
    const { lister, listingId, beds } = await autopayLister(t);
    const { memberToken, id } = await inviteMember(t, lister, listingId, beds[0]!, { auto_pay: 1 });
    const refused = await post(`/api/rental/${id}/accept`, memberToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SETUP_PAYMENT_METHOD', message: M.cardToAcceptAutoPay });
    await unchanged(id, beds[0]!);
    expect(await autopayTransactions(t, id)).toEqual([]);

    await saveCard(t.app, memberToken);
    expect((await post(`/api/rental/${id}/accept`, memberToken)).statusCode).toBe(200);
    expect(await autopayTransactions(t, id)).toMatchObject([
      { type: 'autopay_deposit', status: 'succeeded', amountCents: 15_000 },
    ]);
  });

  it('refuses the e-mail link without a card, logged out or in, and accepts it once the card is saved', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const { member, memberToken, id } = await inviteMember(t, lister, listingId, beds[0]!);
    const token = linkToken((await lastEmailTo(t.db, member.email))?.text, '/tenant/accept/');
    // The e-mail says a card comes first, and that saving it accepts.
    expect((await lastEmailTo(t.db, member.email))?.text).toContain(
      'Accepting needs a saved credit or debit card',
    );

    for (const session of [undefined, memberToken]) {
      const res = await get(`/api/rental/accept?token=${token}`, session);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SETUP_PAYMENT_METHOD', message: M.cardToAccept });
    }
    await unchanged(id, beds[0]!);

    await saveCard(t.app, memberToken);
    expect((await get(`/api/rental/accept?token=${token}`, memberToken)).json()).toEqual({
      id,
      message: M.accepted,
    });
    expect((await rentalRow(t.db, id))?.status).toBe('accepted');
  });

  it('accepts once when pressed twice at once, or in two tabs: one history row, one deposit', async () => {
    const { lister, listingId, beds } = await autopayLister(t);
    const { memberToken, id, member } = await inviteMember(t, lister, listingId, beds[0]!, { auto_pay: 1 });
    const token = linkToken((await lastEmailTo(t.db, member.email))?.text, '/tenant/accept/');
    await saveCard(t.app, memberToken);

    const answers = await Promise.all([
      post(`/api/rental/${id}/accept`, memberToken),
      post(`/api/rental/${id}/accept`, memberToken),
      get(`/api/rental/accept?token=${token}`, memberToken),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // the others were told it was answered already (409 by id, 404 "already accepted" by link)
    for (const r of answers.filter((a) => a.statusCode !== 200))
      expect(['NOT_PENDING', 'INVITE_ACCEPTED']).toContain(r.json().code);
    expect(await accepted(id)).toHaveLength(1);
    expect(await autopayTransactions(t, id)).toHaveLength(1);
    expect(await sandboxChargesFor(t, id, 'deposit')).toHaveLength(1);
  });
});

describe('sign-up by invitation', () => {
  for (const autoPay of [false, true])
    it(`keeps ${autoPay ? 'an AutoPay' : 'an'} invitation pending until the new member saves a card, then accepts it once`, async () => {
      const { lister, listingId, beds } = autoPay ? await autopayLister(t) : await listerWithCrashpad(t);
      const form = inviteForm(listingId, beds[0]!, autoPay ? { auto_pay: 1 } : {});
      const id = (await invite(t, lister, form)).json<{ id: number }>().id;
      const mail = await lastEmailTo(t.db, form.email!);
      expect(mail?.text).toContain('then save a credit or debit card when asked');
      const vcode = linkToken(mail?.text, 'vcode=');

      const res = await post(
        '/api/rental/register',
        undefined,
        registration({ email: form.email, confirm_email: form.email, verification_code: vcode }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { token, data } = res.json<{ token: string; data: { user: { id: number } } }>();
      expect(res.json().data.tenant).toEqual({ id, status: 'pending', token: '', auto_pay: autoPay ? 1 : 0 });
      // The invitation is the new member's, still holding its bed, and nothing was charged.
      expect(await rentalRow(t.db, id)).toMatchObject({ status: 'pending', userId: data.user.id });
      expect(await bedStatus(t.db, beds[0]!)).toBe('PENDING');
      expect(await autopayTransactions(t, id)).toEqual([]);
      expect((await get('/api/rentals', token)).json()).toMatchObject({
        invites: [{ id, status: 'pending' }],
      });

      // The card dialog saves the card, then accepts: once, with the deposit of an AutoPay invitation charged once.
      expect((await post(`/api/rental/${id}/accept`, token)).json()).toMatchObject({
        code: 'SETUP_PAYMENT_METHOD',
      });
      await saveCard(t.app, token);
      expect((await post(`/api/rental/${id}/accept`, token)).json()).toEqual({ id, message: M.accepted });
      expect((await post(`/api/rental/${id}/accept`, token)).json()).toMatchObject({ code: 'NOT_PENDING' });
      expect(await rentalRow(t.db, id)).toMatchObject({ status: 'accepted', autoPay: autoPay ? 1 : 0 });
      expect(await bedStatus(t.db, beds[0]!)).toBe('BUSY');
      expect(await accepted(id)).toHaveLength(1);
      expect(await autopayTransactions(t, id)).toHaveLength(autoPay ? 1 : 0);
    });
});
