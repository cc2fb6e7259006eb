// Whose calendar a date is in (docs/product/dates.md): the days and hours of a stay — check-in, check-out, rent
// due days, the day a manual payment was made — are the crashpad's own, in its time zone; moments (a message
// sent, a payment made) are shown in the viewer's. These read "now" on a crashpad's wall clock.

const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, at: Date): Record<string, string> {
  // A zone this runtime does not know (an old browser's table, a name from elsewhere) reads as UTC, never throws.
  if (!formats.has(zone) && !isTimeZone(zone)) zone = 'UTC';
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/** A time zone this runtime knows (an IANA name such as "America/Chicago"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day and hour at `at` on the wall clock of `zone`: { date: 'YYYY-MM-DD', hour: 0–23 }. */
export function wallClockIn(zone: string, at = new Date()): { date: string; hour: number } {
  const p = partsIn(zone, at);
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) % 24 };
}

/** Today's date, YYYY-MM-DD, at a place in `zone`. */
export const todayIn = (zone: string, at = new Date()) => wallClockIn(zone, at).date;

/** Whose zone a member's e-mails are written in until their browser has said (docs/product/dates.md: English reads New York). */
export const DEFAULT_MEMBER_ZONE = 'America/New_York';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date YYYY-MM-DD as written for people, which no zone moves: "2026-12-01" → "Dec 1, 2026". */
export function calendarDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** A member's zone as e-mails and exports use it: their own, else New York. */
export const memberZone = (zone: string | null | undefined) =>
  zone && isTimeZone(zone) ? zone : DEFAULT_MEMBER_ZONE;

/** The day of a moment in a member's zone (their own, else New York), "Nov 28, 2026". */
export const dayIn = (zone: string | null | undefined, at: Date) =>
  calendarDay(wallClockIn(memberZone(zone), at).date);
