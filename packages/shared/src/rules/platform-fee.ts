// The platform's fee on card money paid to a lister (docs/decisions.md "Autopay (rent by card)"; spec 3 §9:
// "1% above provider fees"): kept from each destination charge, the rest goes to the lister's payout account.
import { AUTOPAY_FEE_PERCENT } from '../plans';

/** The fee on a charge of `amountCents`, rounded to the cent: 42500 → 425. */
export const platformFeeCents = (amountCents: number): number =>
  Math.round((amountCents * AUTOPAY_FEE_PERCENT) / 100);
