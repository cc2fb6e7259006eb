// Check-out (spec 2 §4.6; docs/decisions/021-tenants-and-rentals.md): a tenant asks for a date, held as
// checkout_requested_* until the lister confirms it; a lister sets the check-out; a tenant may leave at once;
// a rental ends at its check-out (the hourly job below), freeing the bed.
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { serverToday } from '@crashpad/shared/api/rentals';
import { INVITE_MESSAGES, RENTAL_MESSAGES as M, hourOf } from '@crashpad/shared/rules/rentals';
import type { Db } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { rentals } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import { syncBeds, type Tx } from './bed-holds';
import { changeLines, recordHistory } from './history';
import { assertLister, ownRental } from './invitations';
import { rentalsOf } from './tenancy';

type RentalRow = typeof rentals.$inferSelect;

const invalid = (message: string, field: string) => new Invalid(message, { [field]: [message] });

/** A check-out the form sent: a real date not before today and one of the 24 hours. */
function checkoutOf(input: { checkout_date: string; checkout_time: string }) {
  if (!input.checkout_date || !/^\d{4}-\d{2}-\d{2}$/.test(input.checkout_date))
    throw invalid('check-out date is required', 'checkout_date');
  const hour = hourOf(input.checkout_time);
  if (hour === null) throw invalid(INVITE_MESSAGES.checkoutTime, 'checkout_time');
  if (input.checkout_date < serverToday()) throw invalid(INVITE_MESSAGES.checkoutPast, 'checkout_date');
  return { date: input.checkout_date, hour };
}

function assertAfterStart(rental: RentalRow, date: string, hour: number) {
  const start = `${rental.startDate} ${String(rental.startHour).padStart(2, '0')}`;
  if (`${date} ${String(hour).padStart(2, '0')}` <= start)
    throw invalid(INVITE_MESSAGES.checkoutBeforeStart, 'checkout_date');
}

async function keepingBed<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    // A later check-out would run into the next tenant already invited into the bed.
    if (isExclusionViolation(err)) throw new Conflict(M.bedTaken, 'BED_TAKEN');
    throw err;
  }
}

/** The signed-in tenant's own accepted rental, locked. */
async function ownTenancy(tx: Tx, member: UserRow, id: number): Promise<RentalRow> {
  const [rental] = await tx
    .select()
    .from(rentals)
    .where(and(eq(rentals.id, id), rentalsOf(member)))
    .for('update');
  if (!rental) throw new NotFound(M.notFound, 'RENTAL_NOT_FOUND');
  if (rental.status !== 'accepted') throw new Conflict(M.notAccepted, 'NOT_ACCEPTED');
  return rental;
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
    const rental = await ownTenancy(tx, member, id);
    assertAfterStart(rental, date, hour);
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
      `Requested check-out: ${date} ${String(hour).padStart(2, '0')}:00`,
    ]);
    return { message: M.checkoutRequested };
  });
}

/** Sets a rental's check-out; one at or before now ends it at once. */
async function setCheckout(tx: Tx, before: RentalRow, date: string, hour: number, now: Date) {
  const due = `${date} ${String(hour).padStart(2, '0')}:00` <= wallClock(now);
  const [after] = await tx
    .update(rentals)
    .set({
      checkoutDate: date,
      checkoutHour: hour,
      checkoutRequestedDate: null,
      checkoutRequestedHour: null,
      checkoutRequestedAt: null,
      ...(due && { status: 'ended' as const, endedAt: now }),
      updatedAt: now,
    })
    .where(eq(rentals.id, before.id))
    .returning();
  if (due) await syncBeds(tx, [before.bedId], [before.listingId]);
  return after!;
}

/** POST /rental/{id}/checkout-date/confirm: the lister takes the tenant's requested date. */
export async function confirmRequestedCheckout(db: Db, lister: UserRow, id: number) {
  assertLister(lister);
  return keepingBed(() =>
    db.transaction(async (tx) => {
      const rental = await ownRental(tx, lister.id, id, true);
      if (rental.status !== 'accepted') throw new Conflict(M.notAccepted, 'NOT_ACCEPTED');
      if (!rental.checkoutRequestedDate || rental.checkoutRequestedHour === null)
        throw new Conflict(M.noCheckoutRequest, 'NO_CHECKOUT_REQUEST');
      const after = await setCheckout(
        tx,
        rental,
        rental.checkoutRequestedDate,
        rental.checkoutRequestedHour,
        new Date(),
      );
      await recordHistory(tx, id, lister.id, 'checkout_confirmed', changeLines(rental, after));
      return { message: M.checkoutRequested };
    }),
  );
}

/** POST /rental/{id}/checkout: the lister checks a tenant out at a date and time (now or later). */
export async function checkOutTenant(
  db: Db,
  lister: UserRow,
  id: number,
  input: { checkout_date: string; checkout_time: string },
) {
  assertLister(lister);
  const { date, hour } = checkoutOf(input);
  return keepingBed(() =>
    db.transaction(async (tx) => {
      const rental = await ownRental(tx, lister.id, id, true);
      if (rental.status !== 'accepted') throw new Conflict(M.notAccepted, 'NOT_ACCEPTED');
      assertAfterStart(rental, date, hour);
      const after = await setCheckout(tx, rental, date, hour, new Date());
      await recordHistory(tx, id, lister.id, 'checked_out', changeLines(rental, after));
      return { message: M.checkedOut };
    }),
  );
}

/** POST /rental/{id}/leave: Leave Crashpad. The tenancy ends now and the bed is free. */
export async function leaveCrashpad(db: Db, member: UserRow, id: number) {
  return db.transaction(async (tx) => {
    const rental = await ownTenancy(tx, member, id);
    const now = new Date();
    await tx.update(rentals).set({ status: 'ended', endedAt: now, updatedAt: now }).where(eq(rentals.id, id));
    await syncBeds(tx, [rental.bedId], [rental.listingId]);
    await recordHistory(tx, id, member.id, 'left', ['Status: accepted → ended']);
    return { message: 'You have left the crashpad.' };
  });
}

/** "YYYY-MM-DD HH:00" of an instant in UTC, the clock check-outs are read on (docs/decisions/021). */
export function wallClock(now: Date): string {
  return `${now.toISOString().slice(0, 10)} ${String(now.getUTCHours()).padStart(2, '0')}:00`;
}

/**
 * The hourly job: accepted rentals whose check-out has come end, and their beds are freed. Each rental ends in
 * its own transaction under a row lock, so two processes running the job end it once.
 */
export async function endDueRentals(db: Db, now = new Date()): Promise<{ ended: number }> {
  const today = now.toISOString().slice(0, 10);
  const hour = now.getUTCHours();
  const due = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(
      and(
        eq(rentals.status, 'accepted'),
        or(
          sql`${rentals.checkoutDate} < ${today}`,
          and(eq(rentals.checkoutDate, today), lte(rentals.checkoutHour, hour)),
        ),
      ),
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
      await tx
        .update(rentals)
        .set({ status: 'ended', endedAt: now, updatedAt: now })
        .where(eq(rentals.id, id));
      await syncBeds(tx, [rental.bedId], [rental.listingId]);
      await recordHistory(tx, id, null, 'ended', ['Status: accepted → ended']);
      ended += 1;
    });
  return { ended };
}
