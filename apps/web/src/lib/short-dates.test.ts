import { afterEach, describe, expect, it } from 'vitest';
import { shortCalendarDate, shortDate } from './short-dates';

/** Moments spread over 1970-2100, and the hours around a new year and the changes of clocks in 2026. */
function moments(): Date[] {
  const all = [
    '2025-03-05T12:00:00Z',
    '2025-12-31T23:30:00Z',
    '2026-01-01T00:00:00Z',
    '2000-02-29T23:59:00Z',
  ].map((iso) => new Date(iso));
  for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-09-27', '2026-10-25', '2026-11-01'])
    for (let hour = -14; hour <= 14; hour++)
      all.push(new Date(Date.parse(`${day}T00:30:00Z`) + hour * 3_600_000));
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    all.push(new Date(Math.floor((seed / 2147483647) * 4.1e12)));
  }
  return all;
}

/** Zones with clocks that change, half and three-quarter hours, and both sides of the date line. */
const ZONES = [
  'UTC',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
];
const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('dates written MMM D, YYYY without Intl (docs/product/specification/2-listings-and-tenants.md §9)', () => {
  it('spreads its moments over the years', () => {
    const years = new Set(moments().map((d) => d.getUTCFullYear()));
    expect(Math.min(...years)).toBeLessThan(1975);
    expect(Math.max(...years)).toBeGreaterThan(2095);
  });

  it('writes a moment as Intl writes it for en-US in the browser’s zone, in zones far apart', () => {
    const all = moments();
    for (const tz of ZONES) {
      process.env.TZ = tz;
      const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
      // the zone took (ICU names Asia/Kolkata by its older name)
      expect([tz, 'Asia/Calcutta'], tz).toContain(intl.resolvedOptions().timeZone);
      expect(all.map(shortDate), tz).toEqual(all.map((d) => intl.format(d)));
    }
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
    for (const tz of ZONES) {
      process.env.TZ = tz;
      expect(dates.map(shortCalendarDate), tz).toEqual(
        dates.map((iso) => intl.format(new Date(`${iso}T00:00:00Z`))),
      );
    }
    expect(shortCalendarDate('2026-12-01')).toBe('Dec 1, 2026');
  });
});
