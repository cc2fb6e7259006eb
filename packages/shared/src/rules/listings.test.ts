import { describe, expect, it } from 'vitest';
import { occupancyRate } from './listings';

describe('occupancyRate', () => {
  it('is the share of beds taken, 0 without beds, and never above 1', () => {
    expect(occupancyRate(4, 1)).toBe(0.25);
    expect(occupancyRate(3, 3)).toBe(1);
    expect(occupancyRate(0, 0)).toBe(0);
    // beds removed while their count of occupied beds has not caught up yet
    expect(occupancyRate(2, 3)).toBe(1);
  });
});
