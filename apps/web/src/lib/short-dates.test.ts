import { describe, expect, it } from 'vitest';
import { shortCalendarDate, shortDate } from './short-dates';

/** Moments spread over 1970-2100 and the days around a new year and a change of clocks. */
function moments(): Date[] {
  const all = [
    new Date('2025-03-05T12:00:00Z'),
    new Date('2025-12-31T23:30:00Z'),
    new Date('2026-01-01T00:00:00Z'),
  ];
  all.push(new Date(2026, 2, 8, 1, 59), new Date(2026, 10, 1, 1, 30), new Date(2000, 1, 29, 23, 59));
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    all.push(new Date(((seed / 2147483647) * 4.1e12) | 0 || 86_400_000 * i));
  }
  return all;
}

describe('dates written MMM D, YYYY without Intl (spec 2 §9)', () => {
  it('writes a moment as Intl writes it for en-US in the browser’s zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const all = moments();
    expect(all.map(shortDate)).toEqual(all.map((d) => intl.format(d)));
    expect(shortDate(new Date(2025, 2, 5, 8))).toBe('Mar 5, 2025');
  });

  it('writes a calendar date as it is, whatever the zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const dates = moments().map((d) => d.toISOString().slice(0, 10));
    expect(dates.map(shortCalendarDate)).toEqual(
      dates.map((iso) => intl.format(new Date(`${iso}T00:00:00Z`))),
    );
    expect(shortCalendarDate('2026-12-01')).toBe('Dec 1, 2026');
  });
});
