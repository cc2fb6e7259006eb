import { describe, expect, it } from 'vitest';
import { clusterPoints, project, samePlace } from './cluster';

const dfw = { id: 1, lat: 32.8998, lon: -97.0403 };
const dfwNeighbour = { id: 2, lat: 32.901, lon: -97.041 };
const dal = { id: 3, lat: 32.8471, lon: -96.8518 };
const ord = { id: 4, lat: 41.9742, lon: -87.9073 };

describe('project', () => {
  it('puts the map origin at the top left and null island in the middle', () => {
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 });
    const corner = project(85.05112878, -180, 1);
    expect(corner.x).toBe(0);
    expect(corner.y).toBeCloseTo(0, 3);
  });

  it('doubles the pixel distance with each zoom level', () => {
    const a = project(dfw.lat, dfw.lon, 10);
    const b = project(dfw.lat, dfw.lon, 11);
    expect(b.x).toBeCloseTo(a.x * 2, 6);
    expect(b.y).toBeCloseTo(a.y * 2, 6);
  });
});

describe('clusterPoints', () => {
  it('groups listings that overlap at a country-wide zoom and keeps far ones apart', () => {
    const clusters = clusterPoints([dfw, dal, ord, dfwNeighbour], 4);
    expect(clusters.map((c) => c.members.map((m) => m.id))).toEqual([[1, 3, 2], [4]]);
  });

  it('splits the same listings once zoomed in to street level', () => {
    const clusters = clusterPoints([dfw, dal, dfwNeighbour], 16);
    expect(clusters.map((c) => c.members.map((m) => m.id))).toEqual([[1], [3], [2]]);
  });

  it('places a cluster at the mean of its members and a single marker on its point', () => {
    const [together, alone] = clusterPoints([dfw, dfwNeighbour, ord], 8);
    expect(together!.lat).toBeCloseTo((dfw.lat + dfwNeighbour.lat) / 2, 9);
    expect(together!.lon).toBeCloseTo((dfw.lon + dfwNeighbour.lon) / 2, 9);
    expect(alone).toEqual({ lat: ord.lat, lon: ord.lon, members: [ord] });
  });

  it('joins points across a grid-cell border when they are within the radius', () => {
    // Two points 10 px apart on either side of a cell border.
    const zoom = 10;
    const radius = 40;
    const border = (Math.ceil(project(dfw.lat, dfw.lon, zoom).x / radius) * radius) / (256 * 2 ** zoom);
    const lonAt = (fraction: number) => fraction * 360 - 180;
    const left = { id: 5, lat: dfw.lat, lon: lonAt(border - 5 / (256 * 2 ** zoom)) };
    const right = { id: 6, lat: dfw.lat, lon: lonAt(border + 5 / (256 * 2 ** zoom)) };
    expect(clusterPoints([left, right], zoom, radius)).toHaveLength(1);
  });

  it('returns nothing for no points', () => {
    expect(clusterPoints([], 5)).toEqual([]);
  });
});

describe('samePlace', () => {
  it('tells points on one spot from points that zooming in would split', () => {
    expect(samePlace([dfw, { ...dfw, id: 9 }])).toBe(true);
    expect(samePlace([dfw, dfwNeighbour])).toBe(false);
    expect(samePlace([])).toBe(false);
  });
});
