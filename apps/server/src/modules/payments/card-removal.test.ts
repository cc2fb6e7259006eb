// Removing the card AutoPay charges (docs/decisions/049-removing-the-autopay-card.md): the page can name what it
// stops, AutoPay stops with the card in one step, the lister is told once, and the daily job then charges nothing
// and e-mails nobody.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CardAnswer } from '@crashpad/shared/api/payments';
import { rentalHistory, transactions } from '../../db/schema';
import { autopayRental, bearer, CARDS, rentalRow, saveCard, signUp, suiteApp } from '../../../test/factory';
import { emailsTo } from '../../../test/jobs';
import { runAutopay } from '../autopay';

const t = suiteApp();

const card = async (token: string) =>
  (await t.app.inject({ url: '/api/stripe/card', headers: bearer(token) })).json<CardAnswer>();
const remove = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/stripe/remove-payment-method', headers: bearer(token) });

describe('removing the card AutoPay charges', () => {
  it('names the rentals it pays for to the tenant only', async () => {
    const r = await autopayRental(t, { startDate: '2031-06-10', paymentDay: 1 });
    const mine = await card(r.tenant.memberToken);
    expect(mine.autopay).toEqual([{ rental_id: r.rentalId, listing_title: expect.any(String) }]);
    const stranger = await signUp(t.app);
    await saveCard(t.app, stranger.token, CARDS.ok);
    expect((await card(stranger.token)).autopay).toEqual([]);
  });

  it('stops AutoPay with the card and tells the lister once; the job then charges nothing and e-mails nobody', async () => {
    const r = await autopayRental(t, { startDate: '2031-06-10', paymentDay: 1 });
    const res = await remove(r.tenant.memberToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/AutoPay is now off on .+, and your CP owner has been told\.$/);
    expect(res.json().card).toBeNull();
    expect(await rentalRow(t.db, r.rentalId)).toMatchObject({ autoPay: 0, status: 'accepted' });
    const history = await t.db.select().from(rentalHistory).where(eq(rentalHistory.rentalId, r.rentalId));
    expect(history.at(-1)).toMatchObject({
      action: 'autopay_stopped',
      actorId: r.tenant.member.id,
      changes: ['AutoPay: on → off (the tenant removed their card)'],
    });
    const told = (await emailsTo(t.db, r.lister.email)).filter((m) =>
      m.subject.startsWith('AutoPay stopped'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('send them a payment request');
    expect((await card(r.tenant.memberToken)).autopay).toEqual([]);

    const before = {
      tenant: (await emailsTo(t.db, r.tenant.member.email)).length,
      lister: (await emailsTo(t.db, r.lister.email)).length,
    };
    for (const day of ['2031-07-01', '2031-07-02', '2031-07-03'])
      await runAutopay(t.ctx, { now: new Date(`${day}T07:00:00Z`) });
    expect(await t.db.select().from(transactions).where(eq(transactions.rentalId, r.rentalId))).toEqual([]);
    expect((await emailsTo(t.db, r.tenant.member.email)).length).toBe(before.tenant);
    expect((await emailsTo(t.db, r.lister.email)).length).toBe(before.lister);
  });

  it('keeps the plain answer for a member whose card pays no AutoPay', async () => {
    const member = await signUp(t.app);
    await saveCard(t.app, member.token, CARDS.ok);
    const res = await remove(member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The account is now inactive and you will not be charged again.');
  });
});
