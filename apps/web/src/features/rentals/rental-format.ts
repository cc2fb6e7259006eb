// How a rental's dates and terms read on My CrashPad Rentals (docs/product/specification/2-listings-and-tenants.md §3, §9: MMM D, YYYY; 6-digit booking ref).
import { autopayState } from '@crashpad/shared/api/rental-autopay';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { formatDollars } from '@crashpad/shared/format/money';
import { AUTO_PAY, ordinal } from '@crashpad/shared/rules/rentals';
import type { TFunction } from 'i18next';
import { formatCalendarDate } from '../../lib/dates';

/** "Mar 5, 2026 at 12:00", or Recurring monthly without a date (docs/product/specification/2-listings-and-tenants.md §3 "Rental history row"). */
export function moment(t: TFunction, date: string | null, time: string | null): string {
  if (!date) return t('rentals.recurring');
  const day = formatCalendarDate(date);
  return time ? t('rentals.atTime', { date: day, time }) : day;
}

/** The label/value pairs a rental card lists. */
export function rentalFacts(t: TFunction, rental: RentalView): [string, string][] {
  return [
    [t('rentals.checkIn'), moment(t, rental.start_date, rental.start_time)],
    [t('rentals.checkOut'), moment(t, rental.checkout_date, rental.checkout_time)],
    [t('rentals.rent'), t('rentals.perMonth', { amount: formatDollars(rental.rental_amount) })],
    [t('rentals.deposit'), formatDollars(rental.deposit)],
    [t('rentals.paymentDay'), t('rentals.paymentDayValue', { day: ordinal(rental.payment_date) })],
    [
      t('rentals.autoPay'),
      t(
        `rentals.autopayState.${rental.status === 'pending' && rental.auto_pay === AUTO_PAY.on ? 'invite' : autopayState(rental.auto_pay)}`,
      ),
    ],
    [t('rentals.lister'), rental.lister_name],
  ];
}
