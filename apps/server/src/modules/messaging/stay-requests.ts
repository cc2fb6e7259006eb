// "Book Your Stay" (docs/decisions/065-book-your-stay.md): a member asks a lister for nights at a listing that takes
// stays by the night. The request is a message in the listing's thread (so the lister reads it, gets the e-mail
// notice and answers where they answer everything) and a row with its dates, which the thread shows as a request
// the lister can invite from. Checked in this order: the sender may write, the listing is public, it is not the
// sender's own, it takes nights, the dates fit it, its lister is active.
import { and, eq, sql } from 'drizzle-orm';
import {
  nightsBetween,
  STAY_MAX_DAYS_AHEAD,
  STAY_MESSAGES as M,
  type StayRequestView,
  type stayRequestInput,
} from '@crashpad/shared/api/stay-requests';
import type { ChatEvent } from '@crashpad/shared/api/realtime';
import { calendarDay, todayIn } from '@crashpad/shared/rules/calendar';
import { formatPrice } from '@crashpad/shared/format/money';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { MESSAGE_SEND_MESSAGES as MM } from '@crashpad/shared/api/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listings, stayRequests, users } from '../../db/schema';
import { Forbidden, Invalid, NotFound, Refused } from '../../errors';
import { zoneOfPoint } from '../../lib/time-zones';
import type { UserRow } from '../accounts';
import { canWrite } from './messages';
import { stayRequestView } from './stay-request-view';
import { chatEvent, writeMessage } from './thread-writes';

type Input = z.output<typeof stayRequestInput>;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The message the lister reads: what was asked, at what nightly rate, and the member's note. */
export function stayRequestBody(v: StayRequestView): string {
  const rate =
    v.rate_to !== null && v.rate_to > v.rate_from
      ? `${formatPrice(v.rate_from * 100)} – ${formatPrice(v.rate_to * 100)}`
      : formatPrice(v.rate_from * 100);
  const lines = [
    `Stay request: ${calendarDay(v.check_in)} – ${calendarDay(v.check_out)} · ${v.nights} ${v.nights === 1 ? 'night' : 'nights'} · ${v.guests} ${v.guests === 1 ? 'guest' : 'guests'}`,
    `Nightly rate shown: ${rate}`,
  ];
  return v.note ? `${lines.join('\n')}\n\n${v.note}` : lines.join('\n');
}

export async function requestStay(
  db: Db,
  me: UserRow,
  listingId: number,
  input: Input,
  now = new Date(),
): Promise<{ threadId: number; listerId: number; view: StayRequestView; body: string; event: ChatEvent }> {
  if (!canWrite(me)) throw new Forbidden(MM.inactive, 'ACCOUNT_INACTIVE');
  const [listing] = await db
    .select({
      userId: listings.userId,
      latitude: listings.latitude,
      longitude: listings.longitude,
      maxNights: listings.maxNights,
      fromCents: listings.ratePerDayFromCents,
      toCents: listings.ratePerDayToCents,
      listerStatus: users.status,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(and(eq(listings.id, listingId), eq(listings.status, LISTING_STATUS.active)));
  if (!listing) throw new NotFound('This listing was not found.');
  if (listing.userId === me.id) throw new Refused(M.ownListing, 'OWN_LISTING');
  if (listing.fromCents === null) throw new Refused(M.noNightly, 'NO_NIGHTLY_RATE');
  // The dates are on the crashpad's calendar (docs/product/dates.md).
  const today = todayIn(zoneOfPoint(listing.latitude, listing.longitude), now);
  if (input.check_in < today) throw Invalid.field('check_in', M.past);
  if (input.check_in > addDays(today, STAY_MAX_DAYS_AHEAD)) throw Invalid.field('check_in', M.tooFar);
  const nights = nightsBetween(input.check_in, input.check_out);
  if (listing.maxNights !== null && listing.maxNights > 0 && nights > listing.maxNights)
    throw Invalid.field('check_out', M.overMaxNights(listing.maxNights));
  if (listing.listerStatus !== 'ACTIVE') throw new Forbidden(MM.notAllowed, 'MESSAGE_NOT_ALLOWED');

  const toCents = listing.toCents !== null && listing.toCents > listing.fromCents ? listing.toCents : null;
  return db.transaction(async (tx) => {
    const draft: StayRequestView = {
      id: 0,
      check_in: input.check_in,
      check_out: input.check_out,
      nights,
      guests: input.guests,
      note: input.note,
      rate_from: listing.fromCents! / 100,
      rate_to: toCents === null ? null : toCents / 100,
    };
    const body = stayRequestBody(draft);
    const m = { fromId: me.id, toId: listing.userId, listingId, body };
    const written = await writeMessage(tx, m);
    const [row] = await tx
      .insert(stayRequests)
      .values({
        messageId: written.messageId,
        listingId,
        requesterId: me.id,
        checkIn: input.check_in,
        checkOut: input.check_out,
        guests: input.guests,
        note: input.note,
        rateFromCents: listing.fromCents!,
        rateToCents: toCents,
      })
      .returning();
    return {
      threadId: written.threadId,
      listerId: listing.userId,
      view: stayRequestView(row!),
      body,
      event: chatEvent(written, m),
    };
  });
}

/** Stay requests a member sent about a listing (tests and the lister's thread read them through the thread). */
export const stayRequestCount = async (db: Db, listingId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(stayRequests)
      .where(eq(stayRequests.listingId, listingId))
  )[0]?.n ?? 0;
