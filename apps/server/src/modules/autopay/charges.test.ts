// AutoPay's charges (docs/decisions/025-autopay-charges.md): the deposit at acceptance, and which rent the daily
// job charges on which day, with the fee and the payout account recorded. The job's exactly-once proofs are in
// modules/autopay/daily-run.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firstRentCents } from '@crashpad/shared/rules/autopay';
import { rentals, sandboxCharges, transactions } from '../../db/schema';
import {
  autopayRental,
  autopayTransactions,
  CARDS,
  listerWithCrashpad,
  payoutAccount,
  sandboxChargesFor,
  saveCard,
  suiteApp,
} from '../../../test/factory';
import { emailsTo } from '../../../test/jobs';
import { runAutopay } from './daily-run';
import { chargeAutopayDeposit } from './index';

const t = suiteApp();

const at7 = (day: string) => new Date(`${day}T07:00:00Z`);
/** The rent periods a rental was charged, with their amounts, oldest first. */
const charged = async (rentalId: number) =>
  (await autopayTransactions(t, rentalId))
    .filter((x) => x.type === 'autopay_rent' && x.status === 'succeeded')
    .map((x) => [x.period, x.amountCents])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('the AutoPay deposit', () => {
  it('is charged once at acceptance into the payout account, the platform keeping the card fee + 1%, with a receipt', async () => {
    const r = await autopayRental(t, { startDate: '2031-06-10', paymentDay: 1, depositCents: 45_055 });
    expect(await chargeAutopayDeposit(t.ctx, r.rentalId)).toBe('charged');
    expect(await chargeAutopayDeposit(t.ctx, r.rentalId)).toBe('charged'); // a doubled call
    await runAutopay(t.ctx, { now: at7('2031-06-09') }); // the job does not charge it again

    const txns = await autopayTransactions(t, r.rentalId);
    expect(txns).toHaveLength(1);
    expect(txns[0]).toMatchObject({
      idempotencyKey: `autopay:${r.rentalId}:deposit`,
      type: 'autopay_deposit',
      period: 'deposit',
      status: 'succeeded',
      amountCents: 45_055,
      // the card provider's 2.9% + 30¢ ($13.37) and the platform's 1% ($4.51), rounded to the cent
      feeCents: 1788,
      providerFeeCents: 1337,
      flatFeeCents: 0,
      providerFeeActualCents: 1337, // the provider's own fee for the charge, as it answered
      destinationAccount: r.accountId,
      listerId: r.lister.id,
      userId: r.tenant.member.id,
      rentalId: r.rentalId,
      method: 'card',
      attempts: 1,
    });
    expect(txns[0]!.paidAt).not.toBeNull();
    const sandbox = await sandboxChargesFor(t, r.rentalId, 'deposit');
    expect(sandbox).toHaveLength(1);
    expect(sandbox[0]).toMatchObject({ destination: r.accountId, feeCents: 1788, amountCents: 45_055 });

    const receipts = (await emailsTo(t.db, r.tenant.member.email)).filter((m) =>
      m.subject.includes('receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain('$450.55');
    expect(receipts[0]!.text).toContain('Security deposit');
  });

  it('charges nothing without a deposit, or while the lister has no finished payout account', async () => {
    const none = await autopayRental(t, { startDate: '2031-06-10', paymentDay: 1, depositCents: 0 });
    expect(await chargeAutopayDeposit(t.ctx, none.rentalId)).toBe('none');
    const unready = await autopayRental(t, {
      startDate: '2031-07-10',
      paymentDay: 1,
      depositCents: 20_000,
      onboarded: false,
    });
    expect(await chargeAutopayDeposit(t.ctx, unready.rentalId)).toBe('none');
    // The rent is not charged either: no payout account to pay into.
    await runAutopay(t.ctx, { now: at7('2031-07-10') });
    for (const r of [none, unready]) expect(await autopayTransactions(t, r.rentalId)).toEqual([]);
    expect(await sandboxChargesFor(t, unready.rentalId, '2031-07-10')).toEqual([]);
    expect(await chargeAutopayDeposit(t.ctx, 999_999)).toBe('none'); // no such rental
  });

  it('a refused deposit does not throw: it is recorded failed and both sides are e-mailed', async () => {
    const r = await autopayRental(t, {
      startDate: '2031-06-10',
      paymentDay: 1,
      depositCents: 30_000,
      card: CARDS.chargeFails,
    });
    expect(await chargeAutopayDeposit(t.ctx, r.rentalId)).toBe('failed');
    const [txn] = await autopayTransactions(t, r.rentalId);
    expect(txn).toMatchObject({ status: 'failed', failureCode: 'card_declined', attempts: 1 });
    const toTenant = await emailsTo(t.db, r.tenant.member.email);
    const toLister = await emailsTo(t.db, r.lister.email);
    expect(toTenant.filter((m) => m.subject === 'Your AutoPay payment of $300.00 USD failed')).toHaveLength(
      1,
    );
    expect(toLister.filter((m) => m.subject.includes('AutoPay payment of $300.00 USD'))).toHaveLength(1);

    // The daily job tries it again the next day, on the card the tenant saved since: charged once.
    await saveCard(t.app, r.tenant.memberToken, CARDS.ok);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await runAutopay(t.ctx, { now: at7(tomorrow.toISOString().slice(0, 10)) });
    const [paid] = await autopayTransactions(t, r.rentalId);
    expect(paid).toMatchObject({ status: 'succeeded', attempts: 2, amountCents: 30_000, feeCents: 1200 }); // $8.70 + 30¢ + $3.00
    const sandbox = await sandboxChargesFor(t, r.rentalId, 'deposit');
    expect(sandbox.filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });
});

describe('the AutoPay rent calendar (fixed dates in 2031)', () => {
  it('prorates the first rent on the move-in date, then charges the full rent on each payment day until the check-out', async () => {
    // 20 Jan, payment day 5: 16 days (20–31 Jan is 12, then 1–4 Feb) of 31.
    const a = await autopayRental(t, {
      startDate: '2031-01-20',
      paymentDay: 5,
      rentCents: 62_000,
      checkoutDate: '2031-03-05', // the check-out day itself is not charged
    });
    // Moving in on the payment day starts a whole month.
    const b = await autopayRental(t, { startDate: '2031-01-05', paymentDay: 5, rentCents: 62_000 });
    // AutoPay agreed on 7 Jan, after the 3 Jan move-in: from the next payment day on, no prorated rent.
    const c = await autopayRental(t, {
      startDate: '2031-01-03',
      paymentDay: 10,
      rentCents: 50_000,
      autopayStartedAt: new Date('2031-01-07T15:00:00Z'),
    });
    // A rental that ended is not charged.
    const d = await autopayRental(t, { startDate: '2031-01-02', paymentDay: 5, rentCents: 40_000 });
    await t.db.update(rentals).set({ status: 'ended' }).where(eq(rentals.id, d.rentalId));
    // Check-out before the next payment day: nothing after the first rent.
    const e = await autopayRental(t, {
      startDate: '2031-01-20',
      paymentDay: 1,
      rentCents: 31_000,
      checkoutDate: '2031-01-30',
    });

    for (const day of ['2031-01-03', '2031-01-05', '2031-01-10', '2031-01-20', '2031-02-01', '2031-02-05'])
      await runAutopay(t.ctx, { now: at7(day) });
    await runAutopay(t.ctx, { now: at7('2031-03-05') });
    await runAutopay(t.ctx, { now: at7('2031-03-05') });

    expect(firstRentCents(62_000, '2031-01-20', 5)).toBe(32_000);
    expect(await charged(a.rentalId)).toEqual([
      ['2031-01-20', 32_000],
      ['2031-02-05', 62_000],
    ]);
    expect(await charged(b.rentalId)).toEqual([
      ['2031-01-05', 62_000],
      ['2031-02-05', 62_000],
      ['2031-03-05', 62_000], // open-ended: charged on (once, though the job ran twice)
    ]);
    expect(await charged(c.rentalId)).toEqual([['2031-01-10', 50_000]]);
    expect(await charged(d.rentalId)).toEqual([]);
    expect(await charged(e.rentalId)).toEqual([['2031-01-20', Math.round((31_000 * 12) / 31)]]);

    const [first] = (await autopayTransactions(t, a.rentalId)).filter((x) => x.period === '2031-01-20');
    // $320.00: $9.58 to the card provider, $3.20 to the platform
    expect(first).toMatchObject({
      feeCents: 1278,
      providerFeeCents: 958,
      destinationAccount: a.accountId,
      type: 'autopay_rent',
    });
  });

  it('catches up the periods of the 2 days before a run (a missed day), not older ones', async () => {
    const missed = await autopayRental(t, { startDate: '2031-04-01', paymentDay: 12, rentCents: 30_000 });
    const older = await autopayRental(t, { startDate: '2031-04-01', paymentDay: 11, rentCents: 30_000 });
    await runAutopay(t.ctx, { now: at7('2031-05-14') });
    expect(await charged(missed.rentalId)).toEqual([['2031-05-12', 30_000]]);
    expect(await charged(older.rentalId)).toEqual([]);
  });

  it('charges the configured card fee schedule and records the provider’s real fee beside it', async () => {
    const r = await autopayRental(t, { startDate: '2031-07-10', paymentDay: 1, depositCents: 50_000 });
    const ctx = {
      ...t.ctx,
      config: {
        ...t.ctx.config,
        autopay: { ...t.ctx.config.autopay, providerFees: { percentBps: 350, fixedCents: 0 } },
      },
    };
    expect(await chargeAutopayDeposit(ctx, r.rentalId)).toBe('charged');
    const [txn] = await autopayTransactions(t, r.rentalId);
    // 3.5% of $500.00 = $17.50 + 1% $5.00 kept; the sandbox, priced as Stripe's US cards, cost $14.80
    expect(txn).toMatchObject({ feeCents: 2250, providerFeeCents: 1750, providerFeeActualCents: 1480 });
  });

  it('adds the flat monthly payout-account fee to one rent charge per lister and month', async () => {
    const made = await listerWithCrashpad(t);
    const accountId = await payoutAccount(t, made.lister);
    const rentalsOfOne = [];
    for (const bedId of made.beds.slice(0, 2))
      rentalsOfOne.push(
        await autopayRental(t, {
          startDate: '2031-08-20',
          paymentDay: 20,
          rentCents: 70_000,
          sameLister: { lister: made.lister, listingId: made.listingId, bedId, accountId },
        }),
      );
    const ctx = {
      ...t.ctx,
      config: { ...t.ctx.config, autopay: { ...t.ctx.config.autopay, flatFeeCents: 300 } },
    };
    await runAutopay(ctx, { now: at7('2031-08-20') });
    await runAutopay(ctx, { now: at7('2031-09-20') });
    const fees = async (period: string) =>
      (await t.db.select().from(transactions).where(eq(transactions.listerId, made.lister.id)))
        .filter((x) => x.period === period)
        .map((x) => [x.feeCents, x.flatFeeCents])
        .sort();
    // $700.00: card $20.60 + 1% $7.00, and $3.00 on one of the two
    expect(await fees('2031-08-20')).toEqual([
      [2760, 0],
      [3060, 300],
    ]);
    expect(await fees('2031-09-20')).toEqual([
      [2760, 0],
      [3060, 300],
    ]); // again the next month
    const sandbox = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.destination, accountId));
    expect(sandbox.map((s) => s.feeCents).sort()).toEqual([2760, 2760, 3060, 3060]);
  });
});
