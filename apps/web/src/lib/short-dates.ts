// Dates written MMM D, YYYY (docs/product/specification/2-listings-and-tenants.md §9, "Mar 5, 2025") without Intl: the first Intl.DateTimeFormat of a page sets
// up ICU's date formatting, 45 ms of a slow machine's first listing page before its header could show
// (docs/decisions/004-web-performance.md). lib/dates.ts formats calendar dates here too. The tests hold these to
// Intl's own en-US text.

import { MONTHS, calendarDay } from '@crashpad/shared/rules/calendar';

/** The months as en-US writes them short. */
export { MONTHS };

/** A moment's day in the browser's own time zone: "Mar 5, 2025". */
export function shortDate(moment: Date): string {
  return `${MONTHS[moment.getMonth()]} ${moment.getDate()}, ${moment.getFullYear()}`;
}

/** A calendar date written YYYY-MM-DD (a bed's free date), which no time zone moves: "2025-03-05" → "Mar 5, 2025". */
export const shortCalendarDate = calendarDay;
