// The fee on card money paid to a lister, AutoPay rent and paid payment requests alike
// (docs/decisions/051-fees-that-cover-the-card-provider.md): the card provider's fee for the charge, from a
// configured schedule (default Stripe's US card pricing, 2.9% + 30¢), plus the platform's 1%, plus the flat monthly
// payout-account fee on the one charge of the month that carries it. The platform keeps the total from each
// destination charge; the rest is the lister's. Every figure is whole cents and they add up:
// gross = provider fee + platform fee + flat fee + net.
import { AUTOPAY_FEE_PERCENT } from '../plans';

/** A card provider's price for one charge: a share in basis points (290 = 2.9%) plus a fixed amount. */
export type ProviderFeeSchedule = { percentBps: number; fixedCents: number };

/** Stripe's standard price for US cards (2.9% + 30¢), the default schedule. */
export const STRIPE_US_CARD_FEES: ProviderFeeSchedule = { percentBps: 290, fixedCents: 30 };

/** The platform's own share of a charge, rounded to the cent: 42500 → 425. */
export const platformFeeCents = (amountCents: number): number =>
  Math.round((amountCents * AUTOPAY_FEE_PERCENT) / 100);

/** The provider's fee on a charge of `amountCents` under `schedule`, rounded to the cent: 50000 → 1480. */
export const providerFeeCents = (amountCents: number, schedule: ProviderFeeSchedule): number =>
  amountCents <= 0 ? 0 : Math.round((amountCents * schedule.percentBps) / 10_000) + schedule.fixedCents;

export type ChargeFees = {
  grossCents: number;
  providerFeeCents: number;
  platformFeeCents: number;
  flatFeeCents: number;
  /** what the platform keeps: the three fees together */
  totalFeeCents: number;
  /** what the lister receives */
  netCents: number;
};

/**
 * The fees of one charge. Never more than the charge: a charge too small for them all gives up the flat fee
 * first, then the platform's share, then the provider's fee, so the parts still add up to the gross.
 * $500.00 → provider $14.80, platform $5.00, lister $480.20.
 */
export function chargeFees(amountCents: number, schedule: ProviderFeeSchedule, flatFeeCents = 0): ChargeFees {
  let left = Math.max(0, amountCents);
  const take = (cents: number) => {
    const taken = Math.min(Math.max(0, cents), left);
    left -= taken;
    return taken;
  };
  const provider = take(providerFeeCents(amountCents, schedule));
  const platform = take(platformFeeCents(amountCents));
  const flat = take(flatFeeCents);
  return {
    grossCents: Math.max(0, amountCents),
    providerFeeCents: provider,
    platformFeeCents: platform,
    flatFeeCents: flat,
    totalFeeCents: provider + platform + flat,
    netCents: left,
  };
}

/**
 * The fees as recorded on a transaction, for showing it: `feeCents` is the total the platform kept,
 * `providerFeeCents` and `flatFeeCents` its parts, the platform's share the rest; a refund comes out of the net.
 */
export function recordedFees(t: {
  amountCents: number;
  refundedCents: number;
  feeCents: number;
  providerFeeCents: number;
  flatFeeCents: number;
  /** a charge that did not succeed moved no money: no gross, no fees */
  status?: string;
}): ChargeFees {
  if (t.status !== undefined && t.status !== 'succeeded')
    return {
      grossCents: 0,
      providerFeeCents: 0,
      platformFeeCents: 0,
      flatFeeCents: 0,
      totalFeeCents: 0,
      netCents: 0,
    };
  const gross = t.amountCents - t.refundedCents;
  return {
    grossCents: gross,
    providerFeeCents: t.providerFeeCents,
    platformFeeCents: t.feeCents - t.providerFeeCents - t.flatFeeCents,
    flatFeeCents: t.flatFeeCents,
    totalFeeCents: t.feeCents,
    netCents: gross - t.feeCents,
  };
}
