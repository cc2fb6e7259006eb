import { describe, expect, it } from 'vitest';
import { distanceLabel, documentDisplayName, parseDocument, storedDocument, vacancyBadge } from './listing';

describe('listing figures (docs/product/specification/2-listings-and-tenants.md §2.10, §3, §9)', () => {
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

describe('stored documents (docs/product/specification/2-listings-and-tenants.md §3: "<url>::::<display name>")', () => {
  it('writes and reads the format, naming a bare URL after its file', () => {
    const stored = storedDocument('/uploads/docs/ab12.pdf', 'House rules');
    expect(stored).toBe('/uploads/docs/ab12.pdf::::House rules');
    expect(parseDocument(stored)).toEqual({ url: '/uploads/docs/ab12.pdf', name: 'House rules' });
    expect(documentDisplayName(stored)).toBe('House rules');
    expect(parseDocument('/uploads/docs/ab12.pdf')).toEqual({ url: '/uploads/docs/ab12.pdf', name: null });
    expect(documentDisplayName('/uploads/docs/ab12.pdf')).toBe('ab12.pdf');
    // A name may itself hold the separator's characters after the first one.
    expect(parseDocument('/a.pdf::::Rules :: 2026').name).toBe('Rules :: 2026');
  });
});
