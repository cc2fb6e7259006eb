import { describe, expect, it } from 'vitest';
import { bedsAvailable, promotion, rateRange } from './listing-format';

describe('rateRange', () => {
  it('shows one price without a range and both ends with one', () => {
    expect(rateRange(450, null)).toBe('$450');
    expect(rateRange(450, 450)).toBe('$450');
    expect(rateRange(450, 600)).toBe('$450 – $600');
    expect(rateRange(1250.5, null)).toBe('$1,250.50');
  });
});

describe('bedsAvailable', () => {
  it('counts free beds and says none when the crashpad is full', () => {
    expect(bedsAvailable(6, 2)).toBe(4);
    expect(bedsAvailable(6, 6)).toBeNull();
    expect(bedsAvailable(0, 0)).toBeNull();
  });
});

describe('promotion', () => {
  it('tells featured from boosted listings', () => {
    expect(promotion({ feature_listing: 1, feature_ongoing: 1 })).toBe('featured');
    expect(promotion({ feature_listing: 1, feature_ongoing: 0 })).toBe('boosted');
    expect(promotion({ feature_listing: 0, feature_ongoing: 0 })).toBeNull();
  });
});
