import { describe, expect, it } from 'vitest';
import { badgeCount, plural } from './count';
import { centsToDollars, dollarsToCents, formatCents, formatDollars, formatPrice } from './money';

describe('money', () => {
  it('formats integer cents as dollars', () => {
    expect(formatCents(4900)).toBe('$49.00');
    expect(formatCents(999)).toBe('$9.99');
    expect(formatPrice(4900)).toBe('$49');
    expect(formatPrice(999)).toBe('$9.99');
  });
});

describe('cents and dollars', () => {
  it('turns stored cents into the API’s dollars and back, to the nearest cent', () => {
    expect(centsToDollars(35050)).toBe(350.5);
    expect(centsToDollars(null)).toBeNull();
    expect(dollarsToCents(350.5)).toBe(35050);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(null)).toBeNull();
    expect(formatDollars(350.5)).toBe('$350.50');
    expect(formatDollars(1200)).toBe('$1,200');
  });
});

describe('counts', () => {
  it('shows 99+ above 100 on badges', () => {
    expect(badgeCount(100)).toBe('100');
    expect(badgeCount(101)).toBe('99+');
  });
  it('pluralises', () => {
    expect(plural(1, 'airport')).toBe('1 airport');
    expect(plural(3200, 'airport')).toBe('3,200 airports');
    expect(plural(2, 'city', 'cities')).toBe('2 cities');
  });
});
