import { describe, expect, it } from 'vitest';
import { STRIPE_US_CARD_FEES, chargeFees, providerFeeCents, recordedFees } from './platform-fee';

describe('the fee on card money paid to a lister', () => {
  it('is the provider fee + 1%: a $500.00 rent leaves the lister $480.20', () => {
    expect(chargeFees(50_000, STRIPE_US_CARD_FEES)).toEqual({
      grossCents: 50_000,
      providerFeeCents: 1480,
      platformFeeCents: 500,
      flatFeeCents: 0,
      totalFeeCents: 1980,
      netCents: 48_020,
    });
  });

  it('adds the flat monthly fee on the charge that carries it', () => {
    const fees = chargeFees(42_500, STRIPE_US_CARD_FEES, 300);
    expect(fees).toMatchObject({ providerFeeCents: 1263, platformFeeCents: 425, flatFeeCents: 300 });
    expect(fees.totalFeeCents).toBe(1988);
    expect(fees.netCents).toBe(40_512);
  });

  it('rounds each part to the cent and the parts always add up to the gross', () => {
    for (const amount of [50, 99, 101, 1234, 45_049, 45_055, 99_999, 123_457]) {
      const f = chargeFees(amount, STRIPE_US_CARD_FEES, 500);
      expect(f.providerFeeCents + f.platformFeeCents + f.flatFeeCents + f.netCents).toBe(amount);
      expect(f.netCents).toBeGreaterThanOrEqual(0);
    }
    expect(providerFeeCents(45_055, STRIPE_US_CARD_FEES)).toBe(1337); // 1306.595 → 1307, + 30
  });

  it('never takes more than the charge: the flat fee gives way first, then the 1%', () => {
    expect(chargeFees(100, STRIPE_US_CARD_FEES, 500)).toMatchObject({
      providerFeeCents: 33,
      platformFeeCents: 1,
      flatFeeCents: 66,
      netCents: 0,
    });
    expect(chargeFees(20, STRIPE_US_CARD_FEES)).toMatchObject({ providerFeeCents: 20, platformFeeCents: 0 });
  });

  it('follows a configured schedule', () => {
    expect(chargeFees(10_000, { percentBps: 350, fixedCents: 0 }).providerFeeCents).toBe(350);
  });

  it('reads a recorded transaction back into the same parts, a refund coming out of the net', () => {
    expect(
      recordedFees({
        amountCents: 50_000,
        refundedCents: 0,
        feeCents: 1980,
        providerFeeCents: 1480,
        flatFeeCents: 0,
      }),
    ).toEqual(chargeFees(50_000, STRIPE_US_CARD_FEES));
    expect(
      recordedFees({
        amountCents: 50_000,
        refundedCents: 10_000,
        feeCents: 1980,
        providerFeeCents: 1480,
        flatFeeCents: 0,
      }).netCents,
    ).toBe(38_020);
    const refused = {
      amountCents: 50_000,
      refundedCents: 0,
      feeCents: 1980,
      providerFeeCents: 1480,
      flatFeeCents: 0,
    };
    expect(recordedFees({ ...refused, status: 'failed' })).toMatchObject({ totalFeeCents: 0, netCents: 0 });
  });
});
