// Every change to a rental appends a history row listing what changed, old → new
// (docs/decisions/021-tenants-and-rentals.md "History"; docs/product/specification/2-listings-and-tenants.md §3
// "Rental history row").
import { formatCents } from '@crashpad/shared/format/money';
import { hourLabel, ordinal } from '@crashpad/shared/rules/rentals';
import type { rentals } from '../../db/schema';
import { rentalHistory } from '../../db/schema';
import type { Tx } from './bed-holds';

type RentalRow = typeof rentals.$inferSelect;
export type RentalAction =
  | 'invited'
  | 'edited'
  | 'resent'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'removed'
  | 'checkout_requested'
  | 'checkout_confirmed'
  | 'checked_out'
  | 'left'
  | 'ended'
  | 'closed'
  | 'autopay_requested'
  | 'autopay_accepted'
  | 'autopay_declined'
  | 'autopay_disable_requested'
  | 'autopay_stopped'
  /** a late fee the lister added (docs/decisions/056-payment-types-services-and-late-fees.md) */
  | 'late_fee';

const moment = (date: string | null, hour: number | null) =>
  date ? `${date} ${hourLabel(hour ?? 0)}` : 'Recurring monthly';

/** The fields a person reads in a change summary, each as its displayed text. */
function displayed(r: Partial<RentalRow>, beds?: Map<number, string>): Record<string, string | undefined> {
  return {
    'E-mail': r.email,
    Name: r.firstName !== undefined ? `${r.firstName} ${r.lastName ?? ''}`.trim() : undefined,
    Phone: r.phoneNumber,
    Airline: r.airline,
    Position: r.jobPosition,
    Bed: r.bedId !== undefined ? (beds?.get(r.bedId) ?? `#${r.bedId}`) : undefined,
    Rent: r.rentalAmountCents !== undefined ? formatCents(r.rentalAmountCents) : undefined,
    Deposit: r.depositCents !== undefined ? formatCents(r.depositCents) : undefined,
    'Payment day': r.paymentDay !== undefined ? ordinal(r.paymentDay) : undefined,
    'Check-in': r.startDate !== undefined ? moment(r.startDate, r.startHour ?? null) : undefined,
    'Check-out': r.checkoutDate !== undefined ? moment(r.checkoutDate, r.checkoutHour ?? null) : undefined,
    Status: r.status,
  };
}

/** "Rent: $400.00 → $450.00" for each displayed field that differs; a new rental lists its values. */
export function changeLines(
  before: Partial<RentalRow> | null,
  after: Partial<RentalRow>,
  beds?: Map<number, string>,
): string[] {
  const now = displayed(after, beds);
  const then = before ? displayed(before, beds) : {};
  const lines: string[] = [];
  for (const [label, value] of Object.entries(now)) {
    if (value === undefined) continue;
    const old = then[label];
    if (before === null) lines.push(`${label}: ${value}`);
    else if (old !== undefined && old !== value) lines.push(`${label}: ${old} → ${value}`);
  }
  return lines;
}

export async function recordHistory(
  tx: Tx,
  rentalId: number,
  actorId: number | null,
  action: RentalAction,
  changes: string[],
): Promise<void> {
  await tx.insert(rentalHistory).values({ rentalId, actorId, action, changes });
}
