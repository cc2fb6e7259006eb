// Check-out (docs/product/specification/2-listings-and-tenants.md §4.6; docs/decisions/021-tenants-and-rentals.md): a tenant asks for a date, held as
// checkout_requested_* until the lister confirms it; a lister sets the check-out; a tenant may leave at once;
// a rental ends at its check-out (the hourly job below), freeing the bed.
import { and, eq, lte } from 'drizzle-orm';
import { lockListings } from '../listings';
import { serverToday } from '@crashpad/shared/api/rentals';
import { wallClockIn } from '@crashpad/shared/rules/calendar';
import {
  INVITE_MESSAGES,
  RENTAL_MESSAGES as M,
  hourLabel,
  hourOf,
  isIsoDate,
} from '@crashpad/shared/rules/rentals';
import type { Db } from '../../db/client';
import { zoneOfPoint } from '../../lib/time-zones';
import { listings, rentals } from '../../db/schema';
import { Conflict, Invalid } from '../../errors';
import type { UserRow } from '../accounts';
import { holdingBed, syncBeds, type Tx } from './bed-holds';
import { changeLines, recordHistory } from './history';
import { assertLister, ownRental } from './invitations';
import { crashpadToday, endRental, rentalZone } from './rental-end';
import { memberRental } from './tenancy';

type RentalRow = typeof rentals.$inferSelect;

/** A check-out the form sent: a real date not before today and one of the 24 hours. */
function checkoutOf(input: { checkout_date: string; checkout_time: string }) {
  if (!isIsoDate(input.checkout_date)) throw Invalid.field('checkout_date', 'check-out date is required');
  const hour = hourOf(input.checkout_time);
  if (hour === null) throw Invalid.field('checkout_time', INVITE_MESSAGES.checkoutTime);
  if (input.checkout_date < serverToday()) throw Invalid.field('checkout_date', INVITE_MESSAGES.checkoutPast);
  return { date: input.checkout_date, hour };
}

/** "YYYY-MM-DD HH:00": moments written this way compare as text. */
const moment = (date: string, hour: number) => `${date} ${hourLabel(hour)}`;

/** A check-out after the check-in and not before today at the crashpad (docs/product/dates.md). */
async function assertCheckoutFits(tx: Tx, rental: RentalRow, date: string, hour: number) {
  if (date < (await crashpadToday(tx, rental)))
    throw Invalid.field('checkout_date', INVITE_MESSAGES.checkoutPast);
  if (moment(date, hour) <= moment(rental.startDate, rental.startHour))
    throw Invalid.field('checkout_date', INVITE_MESSAGES.checkoutBeforeStart);
}

/** POST /rental/{id}/checkout-date: the tenant's Change Check-Out Date, held until the lister confirms. */
export async function requestCheckout(
  db: Db,
  member: UserRow,
  id: number,
  input: { checkout_date: string; checkout_time: string },
) {
  const { date, hour } = checkoutOf(input);
  return db.transaction(async (tx) => {
    const rental = await memberRental(tx, member, id, 'accepted');
    await assertCheckoutFits(tx, rental, date, hour);
    await tx
      .update(rentals)
      .set({
        checkoutRequestedDate: date,
        checkoutRequestedHour: hour,
        checkoutRequestedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(rentals.id, id));
    await recordHistory(tx, id, member.id, 'checkout_requested', [
      `Requested check-out: ${moment(date, hour)}`,
    ]);
    return { message: M.checkoutRequested };
  });
}

/**
 * Sets a rental's check-out and records it as `action`; one at or before now ends the rental at once, the way every
 * rental ends (endRental: AutoPay stops with it). Answers whether it ended now.
 */
async function setCheckout(
  tx: Tx,
  before: RentalRow,
  date: string,
  hour: number,
  now: Date,
  actorId: number,
  action: 'checkout_confirmed' | 'checked_out',
): Promise<boolean> {
  const [after] = await tx
    .update(rentals)
    .set({
      checkoutDate: date,
      checkoutHour: hour,
      checkoutRequestedDate: null,
      checkoutRequestedHour: null,
      checkoutRequestedAt: null,
      updatedAt: now,
    })
    .where(eq(rentals.id, before.id))
    .returning();
  if (moment(date, hour) > wallClock(now, await rentalZone(tx, before))) {
    await recordHistory(tx, before.id, actorId, action, changeLines(before, after!));
    return false;
  }
  await endRental(tx, after!, { status: 'ended', now, actorId, action, atCheckout: true, since: before });
  await syncBeds(tx, [before.bedId], [before.listingId]);
  return true;
}

/** POST /rental/{id}/checkout-date/confirm: the lister takes the tenant's requested date. */
export async function confirmRequestedCheckout(db: Db, lister: UserRow, id: number) {
  assertLister(lister);
  return holdingBed(() =>
    db.transaction(async (tx) => {
      const rental = await ownRental(tx, lister.id, id, true);
      if (rental.status !== 'accepted') throw new Conflict(M.notAccepted, 'NOT_ACCEPTED');
      if (!rental.checkoutRequestedDate || rental.checkoutRequestedHour === null)
        throw new Conflict(M.noCheckoutRequest, 'NO_CHECKOUT_REQUEST');
      await setCheckout(
        tx,
        rental,
        rental.checkoutRequestedDate,
        rental.checkoutRequestedHour,
        new Date(),
        lister.id,
        'checkout_confirmed',
      );
      return { message: M.checkoutConfirmed };
    }),
  );
}

/**
 * POST /rental/{id}/checkout: the lister checks a tenant out at a date and time (now or later). A check-out still to
 * come answers docs/product/specification/3-money-and-messaging.md §8's "Check-out date updated!"; one that ends the rental now says the tenant is checked out
 * (docs/decisions/048-what-pages-say.md).
 */
export async function checkOutTenant(
  db: Db,
  lister: UserRow,
  id: number,
  input: { checkout_date: string; checkout_time: string },
) {
  assertLister(lister);
  const { date, hour } = checkoutOf(input);
  return holdingBed(() =>
    db.transaction(async (tx) => {
      const rental = await ownRental(tx, lister.id, id, true);
      if (rental.status !== 'accepted') throw new Conflict(M.notAccepted, 'NOT_ACCEPTED');
      await assertCheckoutFits(tx, rental, date, hour);
      const ended = await setCheckout(tx, rental, date, hour, new Date(), lister.id, 'checked_out');
      return { message: ended ? M.checkedOut : M.checkoutConfirmed };
    }),
  );
}

/** POST /rental/{id}/leave: Leave Crashpad. The tenancy ends now and the bed is free. */
export async function leaveCrashpad(db: Db, member: UserRow, id: number) {
  return db.transaction(async (tx) => {
    const rental = await memberRental(tx, member, id, 'accepted');
    await endRental(tx, rental, { status: 'ended', now: new Date(), actorId: member.id, action: 'left' });
    await syncBeds(tx, [rental.bedId], [rental.listingId]);
    return { message: 'You have left the crashpad.' };
  });
}

/** "YYYY-MM-DD HH:00" of an instant on the wall clock of `zone`, the crashpad's (docs/product/dates.md). */
export function wallClock(now: Date, zone: string): string {
  const { date, hour } = wallClockIn(zone, now);
  return moment(date, hour);
}

/**
 * The hourly job: accepted rentals whose check-out has come on their crashpad's wall clock end, and their beds are
 * freed. The query takes every check-out up to the day after today in UTC (no zone is a day and a half ahead), and
 * each is then read on its crashpad's clock. Each rental ends in its own transaction under a row lock, so two
 * processes running the job end it once.
 */
export async function endDueRentals(db: Db, now = new Date()): Promise<{ ended: number }> {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const candidates = await db
    .select({
      id: rentals.id,
      checkoutDate: rentals.checkoutDate,
      checkoutHour: rentals.checkoutHour,
      latitude: listings.latitude,
      longitude: listings.longitude,
    })
    .from(rentals)
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .where(and(eq(rentals.status, 'accepted'), lte(rentals.checkoutDate, tomorrow)));
  const due = candidates.filter(
    (c) =>
      c.checkoutDate !== null &&
      moment(c.checkoutDate, c.checkoutHour ?? 0) <= wallClock(now, zoneOfPoint(c.latitude, c.longitude)),
  );
  let ended = 0;
  for (const { id } of due)
    await db.transaction(async (tx) => {
      const [rental] = await tx
        .select()
        .from(rentals)
        .where(and(eq(rentals.id, id), eq(rentals.status, 'accepted')))
        .for('update');
      if (!rental) return;
      // its listing before the rental changes (docs/decisions/037-search-read-model.md "Lock order")
      await lockListings(tx, [rental.listingId]);
      await endRental(tx, rental, { status: 'ended', now, actorId: null, action: 'ended', atCheckout: true });
      await syncBeds(tx, [rental.bedId], [rental.listingId]);
      ended += 1;
    });
  return { ended };
}
