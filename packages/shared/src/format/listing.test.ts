import { describe, expect, it } from 'vitest';
import { distanceLabel, distanceShort, documentDisplayName, vacancyBadge } from './listing';

describe('listing figures (spec 2 §2.10, §3, §9)', () => {
  it('shows a distance of 11 as 11+ and 10 as the 6-10 option', () => {
    expect(distanceShort(11)).toBe('11+');
    expect(distanceShort(4)).toBe('4');
    expect(distanceLabel(1)).toBe('1 mile');
    expect(distanceLabel(10)).toBe('6-10 miles');
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
