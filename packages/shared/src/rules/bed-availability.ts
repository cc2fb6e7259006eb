// A bed's availability on the public listing page (spec 2 §2.8; docs/decisions/023-reports-and-bed-availability.md):
// worked out from the live rentals holding it, never showing who holds it.
import type { BedStatus } from './listings';

export const BED_AVAILABILITIES = ['available', 'available_from', 'occupied', 'reserved'] as const;
export type BedAvailabilityState = (typeof BED_AVAILABILITIES)[number];

/** What the bed's pending and accepted rentals say, without a tenant in it. */
export type BedHold = {
  status: Exclude<BedStatus, 'NEW' | 'DELETED'>;
  /** a pending invitation holds the bed */
  pending: boolean;
  /** an accepted rental with no check-out date holds it */
  openEnded: boolean;
  /** the latest check-out date (YYYY-MM-DD) of the accepted rentals holding it, if any */
  until: string | null;
};

export type BedAvailability = { availability: BedAvailabilityState; available_from: string | null };

/**
 * - reserved: a pending invitation holds it (the bed is promised, though nobody may live in it yet);
 * - occupied: an accepted rental with no check-out holds it (or the bed is BUSY with no rental to date it);
 * - available from the latest check-out of the accepted rentals holding it, when that is today or later;
 * - available now otherwise (a check-out already past is ended by the hourly job).
 * `today` is YYYY-MM-DD.
 */
export function bedAvailability(hold: BedHold, today: string): BedAvailability {
  if (hold.pending || hold.status === 'PENDING') return { availability: 'reserved', available_from: null };
  if (hold.openEnded || (hold.status === 'BUSY' && hold.until === null))
    return { availability: 'occupied', available_from: null };
  if (hold.until !== null && hold.until >= today)
    return { availability: 'available_from', available_from: hold.until };
  return { availability: 'available', available_from: null };
}
