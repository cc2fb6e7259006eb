import { describe, expect, it } from 'vitest';
import { distanceLabel, documentDisplayName, vacancyBadge } from './listing';

describe('listing figures (spec 2 §2.10, §3, §9)', () => {
  it('shows each distance option as its band: 10 is 6–10 miles, never "10 miles", and 11 is 11+', () => {
    expect(distanceLabel(1)).toBe('1 mile');
    expect(distanceLabel(4)).toBe('4 miles');
    expect(distanceLabel(10)).toBe('6–10 miles');
    expect(distanceLabel(11)).toBe('11+ miles');
  });

  it('reads the badge from the occupancy rate', () => {
    expect(vacancyBadge(1, 0)).toBe('No Vacancy');
    expect(vacancyBadge(0.75, 1)).toBe('Last 1 Bed');
    expect(vacancyBadge(0.5, 2)).toBe('Last 2 Beds');
    expect(vacancyBadge(0, 4)).toBeNull();
  });

  it('takes the name after :::: and falls back to the file name', () => {
    expect(documentDisplayName('/uploads/documents/a1.pdf::::House rules.pdf')).toBe('House rules.pdf');
    expect(documentDisplayName('/uploads/documents/a1.pdf')).toBe('a1.pdf');
  });
});
