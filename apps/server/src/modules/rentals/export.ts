// GET lister/tenants/export: a CSV of the lister's rentals and the payments received for them, for a
// spreadsheet or an accountant. Cells that a spreadsheet would run as a formula are quoted as text.
import { desc, eq } from 'drizzle-orm';
import { memberZone, todayIn } from '@crashpad/shared/rules/calendar';
import { formatCents } from '@crashpad/shared/format/money';
import { recordedFees } from '@crashpad/shared/rules/platform-fee';
import { bookingRef, hourLabel } from '@crashpad/shared/rules/rentals';
import type { Db } from '../../db/client';
import { listingBeds, listingRooms, listings, rentals, transactions } from '../../db/schema';

/** One CSV cell: quoted, inner quotes doubled, and a leading = + - @ made inert (CSV injection). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');

/** The lister's CSV; a payment's date is its day in the lister's zone (docs/product/dates.md). */
export async function exportCsv(db: Db, listerId: number, zone: string | null): Promise<string> {
  const [rows, payments] = await Promise.all([
    db
      .select({
        rental: rentals,
        location: listings.title,
        room: listingRooms.roomName,
        bed: listingBeds.bedName,
      })
      .from(rentals)
      .innerJoin(listings, eq(listings.id, rentals.listingId))
      .innerJoin(listingRooms, eq(listingRooms.id, rentals.roomId))
      .innerJoin(listingBeds, eq(listingBeds.id, rentals.bedId))
      .where(eq(rentals.listerId, listerId))
      .orderBy(desc(rentals.id)),
    db
      .select()
      .from(transactions)
      .where(eq(transactions.listerId, listerId))
      .orderBy(desc(transactions.createdAt)),
  ]);
  const out = [
    line(['Rentals']),
    line([
      'Booking ref',
      'Status',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Airline',
      'Position',
      'Crashpad',
      'Room',
      'Bed',
      'Check-in',
      'Check-out',
      'Rent',
      'Deposit',
      'Payment day',
    ]),
    ...rows.map(({ rental: r, location, room, bed }) =>
      line([
        bookingRef(r.id),
        r.status,
        r.firstName,
        r.lastName,
        r.email,
        r.phoneNumber,
        r.airline,
        r.jobPosition,
        location,
        room,
        bed,
        `${r.startDate} ${hourLabel(r.startHour)}`,
        r.checkoutDate ? `${r.checkoutDate} ${hourLabel(r.checkoutHour ?? 0)}` : 'Recurring monthly',
        formatCents(r.rentalAmountCents),
        formatCents(r.depositCents),
        r.paymentDay,
      ]),
    ),
    '',
    line(['Payments']),
    // gross, each fee and net add up to the cent (docs/decisions/051-fees-that-cover-the-card-provider.md)
    line([
      'Date',
      'Booking ref',
      'Description',
      'Status',
      'Amount',
      'Refunded',
      'Card processing fee',
      'Platform fee',
      'Payout account fee',
      'Net',
      'Provider',
    ]),
    ...payments.map((t) => {
      const fees = recordedFees(t);
      return line([
        todayIn(memberZone(zone), t.paidAt ?? t.createdAt),
        t.rentalId === null ? '' : bookingRef(t.rentalId),
        t.description,
        t.status,
        formatCents(t.amountCents),
        formatCents(t.refundedCents),
        formatCents(fees.providerFeeCents),
        formatCents(fees.platformFeeCents),
        formatCents(fees.flatFeeCents),
        formatCents(fees.netCents),
        t.provider,
      ]);
    }),
  ];
  return `${out.join('\r\n')}\r\n`;
}
