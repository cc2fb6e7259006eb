// Date display (docs/product/specification/1-accounts-and-shell.md §9, docs/product/specification/2-listings-and-tenants.md §9: MMM DD, YYYY and MMM D, YYYY). Whose calendar a date is in is set out in
// docs/product/dates.md: a moment (a message sent, a payment made, a member since) is written in the reader's own
// time zone, the browser's, so every page agrees with the reader's clock (the spec's "timezone by language, en New
// York" put a reader in Denver a day off each evening); a calendar date of a stay (a check-in, a rent day) is
// written as it is, which no zone moves.
import { MONTHS, shortDate } from './short-dates';

const pad = (n: number) => String(n).padStart(2, '0');
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** "Mar 05, 2025" for a moment, in the browser's zone. */
export function formatDate(value: string | Date): string {
  const d = toDate(value);
  return `${MONTHS[d.getMonth()]} ${pad(d.getDate())}, ${d.getFullYear()}`;
}

/** "Mar 05, 2025 8:07 PM" for a moment, in the browser's zone. */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  const hour = d.getHours() % 12 || 12;
  return `${formatDate(d)} ${hour}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** docs/product/specification/2-listings-and-tenants.md §9: MMM D, YYYY for a moment (a history row's time), in the browser's zone. */
export function formatDay(value: string | Date): string {
  return shortDate(toDate(value));
}

/** docs/product/specification/2-listings-and-tenants.md §9: MMM D, YYYY for a calendar date written YYYY-MM-DD (a check-in), which no time zone moves. */
export { shortCalendarDate as formatCalendarDate } from './short-dates';

/** The browser's own today, YYYY-MM-DD: the earliest date a form offers when it knows no crashpad's zone. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
