import { describe, expect, it } from 'vitest';
import { distanceMiles } from '@crashpad/shared/rules/geo';
import { publicPoint } from './public-point';

const metres = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  distanceMiles(a.latitude, a.longitude, b.latitude, b.longitude) * 1609.344;

describe('publicPoint', () => {
  it('moves the point by at most 300 m, in every direction', () => {
    const exact = { latitude: 32.8481, longitude: -96.8512 };
    const points = Array.from({ length: 2000 }, () => publicPoint(exact.latitude, exact.longitude));
    const distances = points.map((p) => metres(exact, p));
    expect(Math.max(...distances)).toBeLessThanOrEqual(300.5);
    // uniform over the disc: about a quarter fall within half the radius, and each quadrant gets its share
    const inner = distances.filter((d) => d <= 150).length / points.length;
    expect(inner).toBeGreaterThan(0.18);
    expect(inner).toBeLessThan(0.32);
    const north = points.filter((p) => p.latitude > exact.latitude).length / points.length;
    const east = points.filter((p) => p.longitude > exact.longitude).length / points.length;
    expect(north).toBeGreaterThan(0.4);
    expect(east).toBeGreaterThan(0.4);
  });

  it('stays on the map near the poles and the date line', () => {
    const edge = publicPoint(89.9999, 179.9999, () => 0.99);
    expect(edge.latitude).toBeLessThanOrEqual(90);
    expect(edge.longitude).toBeGreaterThanOrEqual(-180);
    expect(edge.longitude).toBeLessThanOrEqual(180);
  });
});
