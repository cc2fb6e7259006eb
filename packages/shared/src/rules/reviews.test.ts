import { describe, expect, it } from 'vitest';
import { averageScore, charactersLeft } from './reviews';
import { starsFor } from './stars';

describe('stars for an average score (docs/product/specification/2-listings-and-tenants.md §9)', () => {
  it('shows whole stars for a whole average', () => {
    expect(starsFor(4)).toEqual({ value: 4, fills: ['full', 'full', 'full', 'full', 'empty'] });
    expect(starsFor(5).value).toBe(5);
    expect(starsFor(1).fills).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('adds a half star when the fractional part is above 0 and below 50 %', () => {
    expect(starsFor(4.3)).toEqual({ value: 4.5, fills: ['full', 'full', 'full', 'full', 'half'] });
    expect(starsFor(2.01).value).toBe(2.5);
    expect(starsFor(3.49).value).toBe(3.5);
  });

  it('rounds up from 50 % without a half star', () => {
    expect(starsFor(4.5)).toEqual({ value: 5, fills: ['full', 'full', 'full', 'full', 'full'] });
    expect(starsFor(3.67).value).toBe(4);
  });

  it('keeps to five stars and shows none for no score', () => {
    expect(starsFor(7).value).toBe(5);
    expect(starsFor(0).fills).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starsFor(Number.NaN).value).toBe(0);
  });
});

describe('review figures', () => {
  it('averages to two decimals and has no average without reviews', () => {
    expect(averageScore(3, 13)).toBe(4.33);
    expect(averageScore(0, 0)).toBeNull();
  });

  it('counts down from 1000 characters', () => {
    expect(charactersLeft('')).toBe(1000);
    expect(charactersLeft('a'.repeat(1001))).toBe(-1);
  });
});
