// How an event's or offer's dates, times and distance read on its card and its page
// (docs/decisions/062-events-and-special-offers.md). Written by hand, as lib/short-dates.ts, so a page with a feed
// block does not set up ICU's formatting for it (docs/decisions/004-web-performance.md).
import { MONTHS } from './short-dates';

const KM_PER_MILE = 1.609344;

function parts(date: string): { year: number; month: string; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year!, month: MONTHS[month! - 1]!, day: day! };
}

/**
 * "Dec 4", or "Dec 4 – Dec 6"; with the year when it is not this year or the dates span two: "Dec 30, 2026 –
 * Jan 2, 2027". Dates are calendar dates (YYYY-MM-DD), which no time zone moves. Null without a start.
 */
export function feedDates(start: string | null, end: string | null, today = new Date()): string | null {
  if (!start) return null;
  const from = parts(start);
  const to = end && end !== start ? parts(end) : null;
  const withYear = from.year !== today.getFullYear() || (to !== null && to.year !== from.year);
  const write = (d: typeof from) => `${d.month} ${d.day}${withYear ? `, ${d.year}` : ''}`;
  return to ? `${write(from)} – ${write(to)}` : write(from);
}

/** "19:30" → "7:30 PM". */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours! % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours! < 12 ? 'AM' : 'PM'}`;
}

/** "7:00 PM – 10:00 PM", "7:00 PM", or null without a start time. */
export function feedTimes(start: string | null, end: string | null): string | null {
  if (!start) return null;
  return end && end !== start ? `${clockTime(start)} – ${clockTime(end)}` : clockTime(start);
}

/** Whole miles, as the site gives every distance (the feeds measure in km); 0 is under a mile. */
export function milesFromKm(km: number): number {
  return Math.round(km / KM_PER_MILE);
}
