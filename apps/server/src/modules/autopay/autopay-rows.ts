// What an AutoPay charge needs of a rental, read in one query with its tenant, lister and listing
// (docs/decisions/025-autopay-charges.md): the daily job reads all of the day's rentals this way at once.
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CardInfo } from '@crashpad/shared/api/payments';
import { AUTO_PAY } from '@crashpad/shared/rules/rentals';
import type { AutopayRental } from '@crashpad/shared/rules/autopay';
import { todayIn } from '@crashpad/shared/rules/calendar';
import type { Db } from '../../db/client';
import { listings, rentals, users } from '../../db/schema';
import { zoneOfPoint } from '../../lib/time-zones';

const tenant = alias(users, 'autopay_tenant');
const lister = alias(users, 'autopay_lister');

/** AutoPay charges while it is on, and while a request to turn it off waits for an answer (decision 025). */
export const CHARGED_AUTO_PAY = [AUTO_PAY.on, AUTO_PAY.disableRequested];

/** An accepted rental charged by AutoPay: the rules' view of it, who pays and who is paid. */
export type AutopayRentalRow = AutopayRental & {
  id: number;
  listingTitle: string;
  /** the tenant's name as on the rental */
  tenantName: string;
  depositCents: number;
  tenant: {
    id: number;
    email: string;
    firstName: string;
    timeZone: string | null;
    customerId: string | null;
    paymentMethod: string | null;
    paymentMethodInvalidAt: Date | null;
    cardDetails: CardInfo | null;
  };
  lister: {
    id: number;
    email: string;
    firstName: string;
    timeZone: string | null;
    accStripe: string | null;
    payoutOnboardedAt: Date | null;
  };
};

/** The rentals charged by AutoPay now (accepted, AutoPay on or being turned off) matching `where`. */
export async function autopayRentals(db: Db, where?: SQL): Promise<AutopayRentalRow[]> {
  const rows = await db
    .select({
      id: rentals.id,
      startDate: rentals.startDate,
      checkoutDate: rentals.checkoutDate,
      paymentDay: rentals.paymentDay,
      rentalAmountCents: rentals.rentalAmountCents,
      depositCents: rentals.depositCents,
      autopayStartedAt: rentals.autopayStartedAt,
      latitude: listings.latitude,
      longitude: listings.longitude,
      listingTitle: listings.title,
      firstName: rentals.firstName,
      lastName: rentals.lastName,
      tenant: {
        id: tenant.id,
        email: tenant.email,
        firstName: tenant.firstName,
        timeZone: tenant.timeZone,
        customerId: tenant.customerId,
        paymentMethod: tenant.paymentMethod,
        paymentMethodInvalidAt: tenant.paymentMethodInvalidAt,
        cardDetails: tenant.cardDetails,
      },
      lister: {
        id: lister.id,
        email: lister.email,
        firstName: lister.firstName,
        timeZone: lister.timeZone,
        accStripe: lister.accStripe,
        payoutOnboardedAt: lister.payoutOnboardedAt,
      },
    })
    .from(rentals)
    .innerJoin(tenant, eq(tenant.id, rentals.userId))
    .innerJoin(lister, eq(lister.id, rentals.listerId))
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .where(
      and(
        // the predicate of the partial index rentals_autopay_idx
        eq(rentals.status, 'accepted'),
        inArray(rentals.autoPay, CHARGED_AUTO_PAY),
        isNotNull(rentals.autopayStartedAt),
        where,
      ),
    );
  return rows.map(({ autopayStartedAt, latitude, longitude, firstName, lastName, ...row }) => ({
    ...row,
    tenantName: `${firstName} ${lastName}`,
    // The day AutoPay was agreed on the crashpad's calendar, as its move-in date is: a tenant accepting on the evening
    // of their move-in in Chicago (already tomorrow in UTC) has that day's rent charged (docs/decisions/055).
    autopayStartDay: todayIn(zoneOfPoint(latitude, longitude), autopayStartedAt!),
  }));
}
