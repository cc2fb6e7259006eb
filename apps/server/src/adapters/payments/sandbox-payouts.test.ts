import { describe, expect, it } from 'vitest';
import { payoutDate, payoutsOf, type ReceivedPayment } from './sandbox-payouts';

const payment = (day: string, netCents: number): ReceivedPayment => ({
  id: `ch_${day}`,
  createdAt: new Date(`${day}T07:00:00Z`),
  amountCents: netCents,
  feeCents: 0,
  refundedCents: 0,
  netCents,
  currency: 'usd',
});

describe('the sandbox payout schedule', () => {
  it('pays out two days later daily, the Monday after weekly, and on the 1st of next month monthly', () => {
    const wednesday = new Date('2026-11-25T07:00:00Z');
    expect(payoutDate(wednesday, 1)).toBe('2026-11-27');
    expect(payoutDate(wednesday, 2)).toBe('2026-11-30');
    expect(payoutDate(new Date('2026-11-29T07:00:00Z'), 2)).toBe('2026-12-07');
    expect(payoutDate(wednesday, 3)).toBe('2026-12-01');
    expect(payoutDate(new Date('2026-12-31T23:00:00Z'), 3)).toBe('2027-01-01');
  });

  it('adds the payments of one payout day together and tells paid from in transit', () => {
    const payouts = payoutsOf(
      [
        payment('2026-11-01', 1000),
        payment('2026-11-02', 500),
        payment('2026-11-24', 700),
        payment('2026-11-24', 0),
      ],
      3,
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(payouts).toEqual([{ arrivesOn: '2026-12-01', amountCents: 2200, currency: 'usd', paid: false }]);
    expect(payoutsOf([payment('2026-11-01', 1000)], 1, new Date('2026-11-25T12:00:00Z'))).toEqual([
      { arrivesOn: '2026-11-03', amountCents: 1000, currency: 'usd', paid: true },
    ]);
  });
});
