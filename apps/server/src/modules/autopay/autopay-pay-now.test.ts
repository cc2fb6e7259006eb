// A declined AutoPay charge (docs/decisions/043-money-and-rental-states.md): both sides see it on the rental, with
// the card's reason, and the tenant pays it with Pay now once their card works, charged exactly once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyRentalsAnswer, ListerRentalsAnswer } from '@crashpad/shared/api/rentals';
import type { TransactionsAnswer } from '@crashpad/shared/api/payment-requests';
import { rentals, users } from '../../db/schema';
import {
  autopayRental,
  autopayTransactions,
  bearer,
  CARDS,
  sandboxChargesFor,
  saveCard,
  signUp,
  suiteApp,
} from '../../../test/factory';
import { emailsTo } from '../../../test/jobs';
import { chargeAutopayDeposit } from './charges';
import { runAutopay } from './daily-run';
import { IN_PROGRESS } from '../payments';

const t = suiteApp();

const payNow = (token: string, rentalId: number) =>
  t.app.inject({ method: 'POST', url: `/api/rental/${rentalId}/pay-now`, headers: bearer(token) });

/** A tenant whose AutoPay deposit of $200.00 was just declined. */
async function declinedDeposit() {
  const r = await autopayRental(t, {
    startDate: '2031-06-10',
    paymentDay: 1,
    depositCents: 20_000,
    card: CARDS.chargeFails,
  });
  expect(await chargeAutopayDeposit(t.ctx, r.rentalId)).toBe('failed');
  return r;
}

describe('a declined AutoPay charge', () => {
  it('shows on the tenant’s and the lister’s rental, and in the payment history, with the card’s reason', async () => {
    const r = await declinedDeposit();
    const mine = (
      await t.app.inject({ url: '/api/rentals', headers: bearer(r.tenant.memberToken) })
    ).json<MyRentalsAnswer>();
    const rental = mine.data.find((x) => x.id === r.rentalId)!;
    expect(rental.payment_failed).toMatchObject({
      amount: 200,
      description: expect.stringContaining('Security deposit'),
      reason: 'Your card was declined.',
    });
    const crew = (
      await t.app.inject({ url: '/api/rental', headers: bearer(r.lister.token) })
    ).json<ListerRentalsAnswer>();
    expect(crew.data.find((x) => x.id === r.rentalId)?.payment_failed?.reason).toBe(
      'Your card was declined.',
    );
    const history = (
      await t.app.inject({ url: `/api/transaction?tenant_id=${r.rentalId}`, headers: bearer(r.lister.token) })
    ).json<TransactionsAnswer>();
    expect(history.data).toEqual([
      expect.objectContaining({ status: 'failed', amount: 200, failure_reason: 'Your card was declined.' }),
    ]);
    // The failure e-mail tells the tenant they can pay at once.
    const mail = (await emailsTo(t.db, r.tenant.member.email)).find((m) => m.subject.includes('failed'));
    expect(mail?.text).toContain('press Pay now on My CrashPad');
  });

  it('is paid once by Pay now after the tenant saved a card that works, and then shows nowhere', async () => {
    const r = await declinedDeposit();
    // Still the refused card: refused again, nobody e-mailed again.
    const before = (await emailsTo(t.db, r.tenant.member.email)).length;
    const refused = await payNow(r.tenant.memberToken, r.rentalId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: 'Your card was declined.',
      data: [{ type: 'card_error', code: 'card_declined' }],
    });
    expect((await emailsTo(t.db, r.tenant.member.email)).length).toBe(before);

    await saveCard(t.app, r.tenant.memberToken, CARDS.ok);
    // Two presses at once: one charge.
    const [a, b] = await Promise.all([
      payNow(r.tenant.memberToken, r.rentalId),
      payNow(r.tenant.memberToken, r.rentalId),
    ]);
    // The second press is told the payment is under way, or (when the first had finished) finds it paid.
    const [first, second] = [a, b].sort((x, y) => x.statusCode - y.statusCode);
    expect(first!.statusCode).toBe(200);
    if (second!.statusCode === 200) expect(second!.json().message).toBe(first!.json().message);
    else
      expect([IN_PROGRESS, 'There is no declined AutoPay payment to pay on this rental.']).toContain(
        second!.json().message,
      );
    const again = await payNow(r.tenant.memberToken, r.rentalId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is no declined AutoPay payment to pay on this rental.');
    // The daily job finds the deposit paid and leaves it.
    await runAutopay(t.ctx, { now: new Date(Date.now() + 86_400_000) });

    const sandbox = await sandboxChargesFor(t, r.rentalId, 'deposit');
    expect(sandbox.filter((c) => c.status === 'succeeded')).toHaveLength(1);
    const [txn] = await autopayTransactions(t, r.rentalId);
    expect(txn).toMatchObject({ status: 'succeeded', amountCents: 20_000 });
    const mine = (
      await t.app.inject({ url: '/api/rentals', headers: bearer(r.tenant.memberToken) })
    ).json<MyRentalsAnswer>();
    expect(mine.data.find((x) => x.id === r.rentalId)?.payment_failed).toBeNull();
    const receipts = (await emailsTo(t.db, r.tenant.member.email)).filter((m) =>
      m.subject.includes('receipt'),
    );
    expect(receipts).toHaveLength(1);
  });

  it('is the tenant’s own: another member gets 404, the lister cannot press it, and nothing is charged', async () => {
    const r = await declinedDeposit();
    const stranger = await signUp(t.app);
    expect((await payNow(stranger.token, r.rentalId)).statusCode).toBe(404);
    expect((await payNow(r.lister.token, r.rentalId)).statusCode).toBe(404);
    expect((await payNow(r.tenant.memberToken, 2_147_483_648)).statusCode).toBe(400);
    expect(
      (await sandboxChargesFor(t, r.rentalId, 'deposit')).filter((c) => c.status === 'succeeded'),
    ).toEqual([]);
  });

  it('asks for a card first, and refuses once AutoPay is off', async () => {
    const r = await declinedDeposit();
    // A card the provider no longer has is marked invalid: Pay now asks for a card.
    await t.db
      .update(users)
      .set({ paymentMethodInvalidAt: new Date() })
      .where(eq(users.id, r.tenant.member.id));
    const noCard = await payNow(r.tenant.memberToken, r.rentalId);
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json().code).toBe('PAYMENT_METHOD_REQUIRED');
    // Removing the card stops AutoPay (docs/decisions/049-removing-the-autopay-card.md): the lister collects it now.
    await t.app.inject({
      method: 'POST',
      url: '/api/stripe/remove-payment-method',
      headers: bearer(r.tenant.memberToken),
    });
    expect((await t.db.select().from(rentals).where(eq(rentals.id, r.rentalId)))[0]?.autoPay).toBe(0);
    await saveCard(t.app, r.tenant.memberToken, CARDS.ok);
    const off = await payNow(r.tenant.memberToken, r.rentalId);
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('AUTOPAY_OFF');
    expect((await autopayTransactions(t, r.rentalId))[0]).toMatchObject({ status: 'failed' });
  });

  it('names the days a prorated first rent pays for, on the row and the receipt', async () => {
    const r = await autopayRental(t, { startDate: '2031-11-29', paymentDay: 1, rentCents: 42_500 });
    await runAutopay(t.ctx, { now: new Date('2031-11-29T07:00:00Z') });
    const history = (
      await t.app.inject({ url: `/api/transaction?tenant_id=${r.rentalId}`, headers: bearer(r.lister.token) })
    ).json<TransactionsAnswer>();
    expect(history.data[0]).toMatchObject({
      amount: 28.33,
      description: expect.stringContaining('First rent, Nov 29–30, 2031: 2 of 30 days of $425.00'),
    });
    const receipt = (await emailsTo(t.db, r.tenant.member.email)).find((m) => m.subject.includes('$28.33'));
    expect(receipt?.text).toContain('2 of 30 days of $425.00');
  });
});
