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

  it('keeps a formatter per locale, currency and kind: each call formats as its own arguments say', () => {
    expect(formatPrice(4900)).toBe('$49');
    expect(formatPrice(4950)).toBe('$49.50');
    expect(formatPrice(4900)).toBe('$49');
    expect(formatCents(4900)).toBe('$49.00');
    expect(formatPrice(4900, 'EUR', 'de-DE')).toBe('49\u00a0€');
    expect(formatCents(4900, 'EUR', 'de-DE')).toBe('49,00\u00a0€');
    expect(formatPrice(4900, 'GBP')).toBe('£49');
    expect(formatPrice(4900)).toBe('$49');
  });

  it('writes US dollars exactly as Intl does for en-US, without asking Intl', () => {
    const intlCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const intlPrice = (cents: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(cents / 100);
    const values = [
      0, -0, 1, 5, 10, 99, 100, 101, 999, 1000, 4950, 99999, 100000, 123456, 100000000, 123456789,
    ];
    values.push(...values.map((v) => -v), 1e15 - 1, 1 - 1e15, 1e15, Number.MAX_SAFE_INTEGER, 12.5);
    let seed = 17;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 48271) % 2147483647;
      values.push((seed % 2_000_000_000) - 1_000_000_000, seed % 100_000);
    }
    // Below 10^15 whole cents no Intl.NumberFormat is made; 10^15 and up, and a fraction of a cent, go to Intl.
    const Real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    let ours: string[][];
    try {
      values
        .filter((v) => Number.isInteger(v) && Math.abs(v) < 1e15)
        .forEach((v) => [formatCents(v), formatPrice(v)]);
      expect(made).toBe(0);
      ours = values.map((v) => [formatCents(v), formatPrice(v)]);
      expect(made).toBeGreaterThan(0);
    } finally {
      Intl.NumberFormat = Real;
    }
    expect(ours).toEqual(values.map((v) => [intlCents.format(v / 100), intlPrice(v)]));
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
