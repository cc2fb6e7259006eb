// The feeds' reads and how their items read (docs/decisions/062-events-and-special-offers.md).
import { describe, expect, it } from 'vitest';
import * as contract from '@crashpad/shared/api/feeds';
import { clockTime, feedDates, feedTimes, milesFromKm } from './feed-format';
import { FEED_LIMITS, FEED_PAGE_PATH, FEED_TYPES, feedItemPath, feedListPath, feedTitle } from './feeds';

describe('the feeds’ reads', () => {
  it('holds the contract’s constants (kept here so zod stays out of the blocks’ chunk)', () => {
    expect(FEED_PAGE_PATH).toEqual(contract.FEED_PAGE_PATH);
    expect(FEED_LIMITS).toEqual(contract.FEED_LIMITS);
    expect(FEED_TYPES).toEqual(contract.FEED_TYPES);
  });

  it('asks near a point with the spec’s radius, in a city, or the soonest anywhere', () => {
    expect(feedListPath('events', { lat: 32.89, lng: -97.04 }, 4)).toBe(
      '/feeds/events?lat=32.89&lng=-97.04&radius=100&limit=4',
    );
    expect(feedListPath('special_offers', { city: 'San José' }, 5)).toBe(
      '/feeds/special_offers?city=San+Jos%C3%A9&limit=5',
    );
    expect(feedListPath('events', null, 8)).toBe('/feeds/events?limit=8');
  });

  it('links each item to its page and shows its English title', () => {
    expect(feedItemPath({ type: 'events', id: '12' })).toBe('/event/12');
    expect(feedItemPath({ type: 'special_offers', id: 'ab-3' })).toBe('/offer/ab-3');
    const title = [
      { key: 'es', value: 'Feria' },
      { key: 'en', value: 'Fair' },
    ];
    expect(feedTitle({ title })).toBe('Fair');
    expect(feedTitle({ title: title.slice(0, 1) })).toBe('Feria');
    expect(feedTitle({ title: [] })).toBe('');
  });
});

describe('an item’s dates, times and distance', () => {
  const today = new Date(2026, 5, 1);

  it('writes the days, with the year only when it is not this one or they span two', () => {
    expect(feedDates('2026-12-04', '2026-12-06', today)).toBe('Dec 4 – Dec 6');
    expect(feedDates('2026-12-04', '2026-12-04', today)).toBe('Dec 4');
    expect(feedDates('2026-12-04', null, today)).toBe('Dec 4');
    expect(feedDates('2027-01-02', '2027-01-03', today)).toBe('Jan 2, 2027 – Jan 3, 2027');
    expect(feedDates('2026-12-30', '2027-01-02', today)).toBe('Dec 30, 2026 – Jan 2, 2027');
    expect(feedDates(null, '2026-12-04', today)).toBeNull();
  });

  it('writes the times on a 12-hour clock', () => {
    expect(clockTime('00:05')).toBe('12:05 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('19:30')).toBe('7:30 PM');
    expect(feedTimes('19:00', '22:30')).toBe('7:00 PM – 10:30 PM');
    expect(feedTimes('09:00', null)).toBe('9:00 AM');
    expect(feedTimes(null, '10:00')).toBeNull();
  });

  it('gives distances in whole miles, as the site does', () => {
    expect(milesFromKm(4.8)).toBe(3);
    expect(milesFromKm(100)).toBe(62);
    expect(milesFromKm(0.5)).toBe(0);
  });
});
