// Ending a rental, one way for every path (docs/decisions/043-money-and-rental-states.md, "A rental that ends"):
// leaving, a check-out that has come, the lister's removal, the ending job and a closed account. In the caller's
// transaction the rental's status, its real end, its AutoPay and its pending check-out request change together, so
// no page can show an ended rental with AutoPay on or a check-out date in the future. The invitation link's token
// hash stays, so the link can say what became of it (tenancy.ts, usedLink).
import { eq } from 'drizzle-orm';
import { todayIn, wallClockIn } from '@crashpad/shared/rules/calendar';
import { AUTO_PAY } from '@crashpad/shared/rules/rentals';
import { listings, rentals } from '../../db/schema';
import { zoneOfPoint } from '../../lib/time-zones';
import type { Tx } from './bed-holds';
import { changeLines, recordHistory, type RentalAction } from './history';

type RentalRow = typeof rentals.$inferSelect;

const STATE_WORDS = ['off', 'on', 'requested', 'disable requested'];
const pad = (hour: number) => String(hour).padStart(2, '0');

/** The time zone of a rental's crashpad, whose wall clock its check-in and check-out are on (docs/product/dates.md). */
export async function rentalZone(tx: Tx, rental: Pick<RentalRow, 'listingId'>): Promise<string> {
  const [place] = await tx
    .select({ latitude: listings.latitude, longitude: listings.longitude })
    .from(listings)
    .where(eq(listings.id, rental.listingId));
  return zoneOfPoint(place?.latitude, place?.longitude);
}

/** Today's date at the rental's crashpad, YYYY-MM-DD: the day before which no stay date may be set. */
export const crashpadToday = async (tx: Tx, rental: Pick<RentalRow, 'listingId'>, now = new Date()) =>
  todayIn(await rentalZone(tx, rental), now);

/**
 * Ends `rental` (accepted → ended or deleted, pending → deleted) at `now` and records why. An accepted rental's
 * check-out becomes the moment it really ended unless it ends at its own check-out (`atCheckout`); AutoPay stops.
 * The caller frees the bed (syncBeds) once its rentals are ended.
 */
export async function endRental(
  tx: Tx,
  rental: RentalRow,
  end: {
    status: 'ended' | 'deleted';
    now: Date;
    actorId: number | null;
    action: RentalAction;
    atCheckout?: boolean;
    /** the rental as it was before the caller's own change in this transaction, for the history's lines */
    since?: RentalRow;
  },
): Promise<RentalRow> {
  const accepted = rental.status === 'accepted';
  // The end is written on the crashpad's wall clock, as every check-out is. A rental that ends before its check-in
  // never began: its check-out is its check-in, never a moment before it.
  const { date, hour } = wallClockIn(await rentalZone(tx, rental), end.now);
  const begun = `${date} ${pad(hour)}` > `${rental.startDate} ${pad(rental.startHour)}`;
  const checkout: Partial<RentalRow> =
    !accepted || end.atCheckout
      ? {}
      : begun
        ? { checkoutDate: date, checkoutHour: hour }
        : { checkoutDate: rental.startDate, checkoutHour: rental.startHour };
  const [after] = await tx
    .update(rentals)
    .set({
      status: end.status,
      endedAt: end.now,
      autoPay: AUTO_PAY.off,
      checkoutRequestedDate: null,
      checkoutRequestedHour: null,
      checkoutRequestedAt: null,
      ...checkout,
      updatedAt: end.now,
    })
    .where(eq(rentals.id, rental.id))
    .returning();
  const lines = changeLines(end.since ?? rental, after!);
  if (accepted && rental.autoPay !== AUTO_PAY.off)
    lines.push(`AutoPay: ${STATE_WORDS[rental.autoPay]} → off`);
  await recordHistory(tx, rental.id, end.actorId, end.action, lines);
  return after!;
}
