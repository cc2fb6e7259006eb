import { describe, expect, it } from 'vitest';
import { distanceMiles } from './geo';

describe('distanceMiles', () => {
  it('measures DFW to DAL at about 12 miles', () => {
    expect(distanceMiles(32.896801, -97.038002, 32.847099, -96.851799)).toBeCloseTo(11.6, 0);
  });
  it('is zero for the same point', () => {
    expect(distanceMiles(10, 10, 10, 10)).toBe(0);
  });
});
