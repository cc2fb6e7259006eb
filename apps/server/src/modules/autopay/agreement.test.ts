// Rent due at the moment a tenant agrees to AutoPay (docs/decisions/055-rent-due-at-acceptance.md): an invitation
// accepted after 07:00 UTC on its move-in day is charged its first rent then, not at the next day's run, and never
// twice; before 07:00 the day's run charges it.
import { describe, expect, it } from 'vitest';
import { firstRentCents } from '@crashpad/shared/rules/autopay';
import { autopayRental, autopayTransactions, suiteApp } from '../../../test/factory';
import { runAutopay } from './daily-run';
import { chargeAutopayOnAgreement } from './index';

const t = suiteApp();

const paid = async (rentalId: number) =>
  (await autopayTransactions(t, rentalId))
    .filter((x) => x.status === 'succeeded')
    .map((x) => [x.period, x.amountCents])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('agreeing to AutoPay on the move-in day', () => {
  it('after 07:00 UTC charges the deposit and the first, prorated rent at once, and the next run nothing more', async () => {
    const r = await autopayRental(t, {
      startDate: '2031-03-20',
      paymentDay: 1,
      rentCents: 62_000,
      depositCents: 30_000,
    });
    const at = new Date('2031-03-20T15:30:00Z');
    expect(await chargeAutopayOnAgreement(t.ctx, r.rentalId, { now: at })).toBe('charged');
    const first = firstRentCents(62_000, '2031-03-20', 1); // 12 of March's 31 days
    expect(await paid(r.rentalId)).toEqual([
      ['2031-03-20', first],
      ['deposit', 30_000],
    ]);
    // A doubled call, and the next two days' runs, charge nothing again.
    await chargeAutopayOnAgreement(t.ctx, r.rentalId, { now: at });
    await runAutopay(t.ctx, { now: new Date('2031-03-21T07:00:00Z') });
    await runAutopay(t.ctx, { now: new Date('2031-03-22T07:00:00Z') });
    expect(await paid(r.rentalId)).toHaveLength(2);
  });

  it('before 07:00 UTC charges the deposit only: that day’s run charges the first rent', async () => {
    const r = await autopayRental(t, {
      startDate: '2031-04-20',
      paymentDay: 1,
      rentCents: 60_000,
      depositCents: 10_000,
    });
    await chargeAutopayOnAgreement(t.ctx, r.rentalId, { now: new Date('2031-04-20T06:59:00Z') });
    expect(await paid(r.rentalId)).toEqual([['deposit', 10_000]]);
    await runAutopay(t.ctx, { now: new Date('2031-04-20T07:00:00Z') });
    expect(await paid(r.rentalId)).toEqual([
      ['2031-04-20', firstRentCents(60_000, '2031-04-20', 1)],
      ['deposit', 10_000],
    ]);
  });

  it('a day before the move-in charges no rent yet', async () => {
    const r = await autopayRental(t, { startDate: '2031-05-20', paymentDay: 20, rentCents: 60_000 });
    await chargeAutopayOnAgreement(t.ctx, r.rentalId, { now: new Date('2031-05-19T12:00:00Z') });
    expect(await paid(r.rentalId)).toEqual([]);
  });

  it('AutoPay agreed after the move-in charges nothing of the current period: it starts at the next payment day', async () => {
    const r = await autopayRental(t, {
      startDate: '2031-06-01',
      paymentDay: 1,
      rentCents: 60_000,
      autopayStartedAt: new Date('2031-06-02T10:00:00Z'),
    });
    await chargeAutopayOnAgreement(t.ctx, r.rentalId, { now: new Date('2031-06-02T10:00:00Z') });
    await runAutopay(t.ctx, { now: new Date('2031-06-03T07:00:00Z') });
    expect(await paid(r.rentalId)).toEqual([]);
    await runAutopay(t.ctx, { now: new Date('2031-07-01T07:00:00Z') });
    expect(await paid(r.rentalId)).toEqual([['2031-07-01', 60_000]]);
  });

  it('on the evening of the move-in in the crashpad’s zone, already the next day in UTC, charges that day’s rent', async () => {
    // The crashpad is in Dallas; the day of agreement is on its calendar, as the move-in date is (decision 055).
    const agreedAt = async (at: string) => {
      const r = await autopayRental(t, {
        startDate: '2031-01-03',
        paymentDay: 10,
        rentCents: 31_000,
        autopayStartedAt: new Date(at),
      });
      await chargeAutopayOnAgreement(t.ctx, r.rentalId, { now: new Date(at) });
      return r.rentalId;
    };
    const evening = await agreedAt('2031-01-04T02:00:00Z'); // 20:00 on Jan 3 in Dallas
    expect(await paid(evening)).toEqual([['2031-01-03', firstRentCents(31_000, '2031-01-03', 10)]]);
    // The next morning there: that rent is collected by hand, AutoPay starts at the payment day.
    const nextMorning = await agreedAt('2031-01-04T15:00:00Z'); // 09:00 on Jan 4 in Dallas
    await runAutopay(t.ctx, { now: new Date('2031-01-04T07:00:00Z') });
    await runAutopay(t.ctx, { now: new Date('2031-01-05T07:00:00Z') });
    expect(await paid(evening)).toHaveLength(1);
    expect(await paid(nextMorning)).toEqual([]);
  });
});
