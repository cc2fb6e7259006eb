// Rentals as the API shows them (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record"): one query joins the listing, room, bed,
// tenant and lister, so a list of a hundred rentals is one statement.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { centsToDollars } from '@crashpad/shared/format/money';
import { wallClockIn } from '@crashpad/shared/rules/calendar';
import { bookingRef, hourLabel } from '@crashpad/shared/rules/rentals';
import type { Db } from '../../db/client';
import { UNCERTAIN_FAILURES } from '../payments';
import { zoneOfPoint } from '../../lib/time-zones';
import { listingBeds, listingRooms, listings, rentals, users } from '../../db/schema';
import type { Tx } from './bed-holds';

const tenant = alias(users, 'tenant');

type Declined = { id: number; amount_cents: number; description: string; reason: string | null; at: string };

/**
 * The rental's oldest declined AutoPay charge not paid since (a retried charge keeps its row, which turns
 * succeeded), read through the transactions' (rental_id, period) index: one subquery per rental in the same
 * statement (docs/decisions/043-money-and-rental-states.md). A charge the provider never answered is not
 * "declined": the daily job resumes it under its own key.
 */
const declinedCharge = sql<Declined | null>`(
  SELECT json_build_object('id', t.id, 'amount_cents', t.amount_cents, 'description', t.description,
    'reason', t.failure_message, 'at', t.updated_at)
  FROM transactions t
  WHERE t.rental_id = ${rentals.id} AND t.status = 'failed' AND t.type IN ('autopay_deposit', 'autopay_rent')
    AND coalesce(t.failure_type, '') NOT IN (${sql.join(
      UNCERTAIN_FAILURES.map((f) => sql`${f}`),
      sql`, `,
    )})
  ORDER BY t.created_at, t.id LIMIT 1)`;
const lister = alias(users, 'lister');

/**
 * An ended rental that ran to its agreed check-out and owes nothing: not ended by leaving at once or by a closed
 * account, no payment request of it waiting to be paid (a late fee included). With no declined AutoPay charge
 * unpaid (read above), the API calls it `complete`, which pages show as Ended (docs/product/specification/2-listings-and-tenants.md §4.5;
 * docs/decisions/056-payment-types-services-and-late-fees.md). Read when shown, so paying the last fee after the
 * end completes the rental with no write of its own. Both subqueries use the rental's index of their table.
 */
const settled = sql<boolean>`(${rentals.status} = 'ended'
  AND NOT EXISTS (SELECT 1 FROM rental_history h
    WHERE h.rental_id = ${rentals.id} AND h.action IN ('left', 'closed'))
  AND NOT EXISTS (SELECT 1 FROM payment_requests p
    WHERE p.rental_id = ${rentals.id} AND p.status IN ('pending', 'processing')))`;

export function selectRentals(db: Db | Tx) {
  return db
    .select({
      rental: rentals,
      location: listings.title,
      thumbnail: listings.thumbnail,
      latitude: listings.latitude,
      longitude: listings.longitude,
      roomName: listingRooms.roomName,
      bedName: listingBeds.bedName,
      tenantDisplayName: tenant.displayName,
      listerFirst: lister.firstName,
      listerLast: lister.lastName,
      declined: declinedCharge,
      settled,
    })
    .from(rentals)
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .innerJoin(listingRooms, eq(listingRooms.id, rentals.roomId))
    .innerJoin(listingBeds, eq(listingBeds.id, rentals.bedId))
    .innerJoin(lister, eq(lister.id, rentals.listerId))
    .leftJoin(tenant, eq(tenant.id, rentals.userId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectRentals>['where']>>[number];

/** The API view; the lister's private notes only in the lister's own view. */
export function rentalView(row: Joined, viewer: 'lister' | 'tenant'): RentalView {
  const r = row.rental;
  const zone = zoneOfPoint(row.latitude, row.longitude);
  // docs/product/specification/2-listings-and-tenants.md §3 end_date, end_time: when it ended, on the crashpad's wall clock as every stay date is
  const end = r.endedAt ? wallClockIn(zone, r.endedAt) : null;
  return {
    id: r.id,
    booking_ref: bookingRef(r.id),
    user_id: r.userId,
    listing_id: r.listingId,
    location: row.location,
    thumbnail: row.thumbnail,
    room_id: r.roomId,
    room_name: row.roomName,
    bed_id: r.bedId,
    bed_name: row.bedName,
    first_name: r.firstName,
    last_name: r.lastName,
    display_name: row.tenantDisplayName || `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    phone_number: r.phoneNumber,
    country_code: r.countryCode,
    airline: r.airline,
    job_position: r.jobPosition,
    status: row.settled && !row.declined ? 'complete' : r.status,
    start_date: r.startDate,
    start_time: hourLabel(r.startHour),
    end_date: end?.date ?? null,
    end_time: end ? hourLabel(end.hour) : null,
    checkout_date: r.checkoutDate,
    checkout_time: r.checkoutHour === null ? null : hourLabel(r.checkoutHour),
    checkout_requested_date: r.checkoutRequestedDate,
    checkout_requested_time: r.checkoutRequestedHour === null ? null : hourLabel(r.checkoutRequestedHour),
    checkout_requested_at: r.checkoutRequestedAt?.toISOString() ?? null,
    rental_amount: centsToDollars(r.rentalAmountCents),
    deposit: centsToDollars(r.depositCents),
    payment_date: r.paymentDay,
    auto_pay: r.autoPay,
    late_fee: r.lateFeeCents === null ? null : centsToDollars(r.lateFeeCents),
    fee_id: r.feeId,
    note_agreement: viewer === 'lister' ? r.noteAgreement : '',
    invite_expires_at: r.status === 'pending' ? (r.tokenExpiresAt?.toISOString() ?? null) : null,
    lister_name: `${row.listerFirst} ${row.listerLast}`.trim(),
    time_zone: zone,
    payment_failed: row.declined
      ? {
          transaction_id: row.declined.id,
          amount: centsToDollars(row.declined.amount_cents),
          description: row.declined.description,
          reason: row.declined.reason ?? 'The card was refused.',
          failed_at: new Date(row.declined.at).toISOString(),
        }
      : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function rentalViews(
  db: Db | Tx,
  where: SQL | undefined,
  viewer: 'lister' | 'tenant',
  limit = 100,
  order: 'newest' | 'oldest' = 'newest',
): Promise<RentalView[]> {
  const rows = await selectRentals(db)
    .where(where)
    .orderBy(order === 'newest' ? desc(rentals.id) : asc(rentals.id))
    .limit(limit);
  return rows.map((row) => rentalView(row, viewer));
}
