import { describe, expect, it } from 'vitest';
import { calendarDay, dayIn, isTimeZone, todayIn, wallClockIn } from './calendar';

describe('a crashpad’s wall clock', () => {
  it('reads the day and hour in the crashpad’s zone, not the server’s', () => {
    // 02:30 UTC on Nov 29 is still the evening of Nov 28 in Dallas and New York, and the afternoon in Tokyo.
    const at = new Date('2026-11-29T02:30:00Z');
    expect(wallClockIn('America/Chicago', at)).toEqual({ date: '2026-11-28', hour: 20 });
    expect(todayIn('America/New_York', at)).toBe('2026-11-28');
    expect(wallClockIn('Asia/Tokyo', at)).toEqual({ date: '2026-11-29', hour: 11 });
    expect(wallClockIn('UTC', new Date('2026-11-29T00:00:00Z'))).toEqual({ date: '2026-11-29', hour: 0 });
  });

  it('knows a real zone from anything else', () => {
    expect(isTimeZone('America/Denver')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads a zone it does not know as UTC instead of throwing', () => {
    const at = new Date('2026-11-29T02:30:00Z');
    expect(wallClockIn('Mars/Olympus', at)).toEqual({ date: '2026-11-29', hour: 2 });
    expect(todayIn('', at)).toBe('2026-11-29');
  });
});

describe('days as people read them', () => {
  it('writes a moment’s day in the member’s zone, New York until their browser has said', () => {
    const at = new Date('2026-11-29T02:30:00Z');
    expect(dayIn('Asia/Tokyo', at)).toBe('Nov 29, 2026');
    expect(dayIn(null, at)).toBe('Nov 28, 2026');
    expect(dayIn('not a zone', at)).toBe('Nov 28, 2026');
  });

  it('writes a calendar date as it is', () => {
    expect(calendarDay('2026-12-01')).toBe('Dec 1, 2026');
  });
});
