// AutoPay, rent by card (docs/product/money.md#autopay, docs/decisions/025-autopay-charges.md): the
// idempotency key of each charge and which rent falls due on which day (its fees: platform-fee.ts). Pure: dates
// are 'YYYY-MM-DD' strings read as UTC days.
import { MONTHS } from './calendar';

/** The period of the deposit charged when the tenant accepts with AutoPay. */
export const DEPOSIT_PERIOD = 'deposit';
/** The hour (UTC) of the day's rent charges: the daily job runs then. */
export const AUTOPAY_HOUR_UTC = 7;
/** A day the job did not run is caught up later: periods due within this many days (today included) are charged. */
export const AUTOPAY_CATCH_UP_DAYS = 3;
/**
 * A refused charge is tried again by the daily job once a day on the 3 days after the first try: 4 tries of the
 * job's at most. The tenant's own Pay now presses are tries of theirs and use none of these days
 * (docs/decisions/043-money-and-rental-states.md).
 */
export const AUTOPAY_RETRY_DAYS = 3;
/** The card provider's smallest charge (Stripe: $0.50): a smaller first rent is not charged. */
export const AUTOPAY_MIN_CHARGE_CENTS = 50;

/** One charge per rental and period, in the database and at the card provider. */
export const autopayKey = (rentalId: number, period: string) => `autopay:${rentalId}:${period}`;

const MS_DAY = 86_400_000;
const parse = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};

/** Days in the month of a 'YYYY-MM-DD' date. */
export function daysInMonth(date: string): number {
  const { y, m } = parse(date);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The UTC day of an instant, 'YYYY-MM-DD'. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  return utcDay(new Date(Date.UTC(y, m - 1, d) + days * MS_DAY));
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / MS_DAY);
}

/**
 * Days from the move-in date up to the next payment day: to the payment day later in the same month, or to the
 * next month's. A move-in on a payment day starts a whole month (no proration): the answer is null.
 */
export function daysToNextPaymentDay(moveIn: string, paymentDay: number): number | null {
  const { d } = parse(moveIn);
  if (d === paymentDay) return null;
  return d < paymentDay ? paymentDay - d : daysInMonth(moveIn) - d + paymentDay;
}

/** The days a prorated first rent pays for: from the move-in up to the day before the next payment day. */
export type ProratedSpan = { from: string; to: string; days: number; monthDays: number };

/** The span of the first rent, or null when the move-in is on a payment day (a whole month, no proration). */
export function proratedSpan(moveIn: string, paymentDay: number): ProratedSpan | null {
  const days = daysToNextPaymentDay(moveIn, paymentDay);
  if (days === null) return null;
  return { from: moveIn, to: addDays(moveIn, days - 1), days, monthDays: daysInMonth(moveIn) };
}

/** Two calendar days as one span: "Nov 29–30, 2026", "Nov 20 – Dec 4, 2026", "Dec 20, 2026 – Jan 4, 2027". */
export function daySpanLabel(from: string, to: string): string {
  const a = parse(from);
  const b = parse(to);
  const day = (d: { m: number; d: number }) => `${MONTHS[d.m - 1]} ${d.d}`;
  if (from === to) return `${day(a)}, ${a.y}`;
  if (a.y !== b.y) return `${day(a)}, ${a.y} – ${day(b)}, ${b.y}`;
  if (a.m !== b.m) return `${day(a)} – ${day(b)}, ${b.y}`;
  return `${day(a)}–${b.d}, ${b.y}`;
}

/**
 * What a prorated first rent pays for, in words every side reads the same (the charge's row, the receipt and the
 * lister's history; docs/decisions/043-money-and-rental-states.md): "Nov 29–30, 2026: 2 of 30 days of $425.00".
 */
export function proratedLabel(span: ProratedSpan, rentLabel: string): string {
  return `${daySpanLabel(span.from, span.to)}: ${span.days} of ${span.monthDays} days of ${rentLabel}`;
}

/**
 * The first rent, charged on the move-in date: rent × (days from move-in up to the next payment day) / (days in
 * the move-in's month), rounded to the cent; the whole rent when the move-in is on a payment day.
 */
export function firstRentCents(rentCents: number, moveIn: string, paymentDay: number): number {
  const days = daysToNextPaymentDay(moveIn, paymentDay);
  if (days === null) return rentCents;
  return Math.round((rentCents * days) / daysInMonth(moveIn));
}

export type AutopayRental = {
  /** move-in date */
  startDate: string;
  /** check-out date; null while open-ended */
  checkoutDate: string | null;
  paymentDay: number;
  rentalAmountCents: number;
  /** the day the tenant agreed to AutoPay, on the crashpad's calendar (as its move-in date is) */
  autopayStartDay: string;
};

/**
 * The rent due on `day` ('YYYY-MM-DD'), or null when nothing is due that day. Due: the move-in date (the first,
 * prorated rent) and every later payment day, while the day is before the check-out date and not before the day
 * AutoPay started (AutoPay agreed after the move-in charges from the next payment day on, decision 025).
 */
export function rentDueOn(rental: AutopayRental, day: string): number | null {
  if (day < rental.startDate || day < rental.autopayStartDay) return null;
  if (rental.checkoutDate !== null && day >= rental.checkoutDate) return null;
  if (day === rental.startDate)
    return firstRentCents(rental.rentalAmountCents, rental.startDate, rental.paymentDay);
  return parse(day).d === rental.paymentDay ? rental.rentalAmountCents : null;
}

/** The days the daily job charges at `now`: today and the catch-up days before it, oldest first. */
export function chargeDays(now: Date, catchUpDays = AUTOPAY_CATCH_UP_DAYS): string[] {
  const today = utcDay(now);
  return Array.from({ length: catchUpDays }, (_, i) => addDays(today, i - catchUpDays + 1));
}

/**
 * A refused charge first tried on `firstDay` is tried again on `today` while the retry days last, once a day (not
 * on a day it was tried already, by the job or by the tenant's Pay now).
 */
export function retryDue(firstDay: string, lastTryDay: string, today: string): boolean {
  const since = daysBetween(firstDay, today);
  return since >= 1 && since <= AUTOPAY_RETRY_DAYS && lastTryDay < today;
}

/**
 * The first rent AutoPay charges when the tenant agrees to it on `agreeDay` (the crashpad's calendar day, 'YYYY-MM-DD'): the move-in
 * date's (prorated) rent when agreed by then, else the first payment day on or after `agreeDay` — rent for the days
 * before it stays to be collected by hand or with a payment request (docs/decisions/055-rent-due-at-acceptance.md).
 */
export function firstAutopayCharge(startDate: string, paymentDay: number, agreeDay: string): string {
  if (agreeDay <= startDate) return startDate;
  const { y, m, d } = parse(agreeDay);
  const month = d <= paymentDay ? m : m + 1;
  return utcDay(new Date(Date.UTC(y, month - 1, paymentDay)));
}
