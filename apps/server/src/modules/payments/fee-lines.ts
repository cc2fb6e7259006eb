// A card payment's fees as e-mails show them, under its amount (docs/decisions/051-fees-that-cover-the-card-provider.md):
// each fee kept, then what the lister receives; the lines add up to the amount to the cent.
import { formatCents } from '@crashpad/shared/format/money';
import type { ChargeFees } from '@crashpad/shared/rules/platform-fee';

/** `receiver` names who gets the net: "Your CP owner receives" on a tenant's receipt, "You receive" for the lister. */
export function feeLines(fees: ChargeFees, receiver: string): string[] {
  return [
    `Card processing fee: ${formatCents(fees.providerFeeCents)}`,
    `Platform fee: ${formatCents(fees.platformFeeCents)}`,
    fees.flatFeeCents > 0 ? `Payout account fee (monthly): ${formatCents(fees.flatFeeCents)}` : null,
    `${receiver}: ${formatCents(fees.netCents)}`,
  ].filter((line): line is string => line !== null);
}
