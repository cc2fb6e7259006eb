// Groups map markers that would overlap on screen into one numbered marker, without a clustering
// package: points are projected to pixels at the map's zoom (Web Mercator, as Leaflet draws them) and
// dropped into a grid of cells `radius` pixels wide; a point joins the first cluster whose first point lies
// within `radius` pixels (always in its own cell or a neighbouring one), otherwise it starts a new cluster.

export type GeoPoint = { lat: number; lon: number };
export type Cluster<T extends GeoPoint> = { lat: number; lon: number; members: T[] };

const TILE_PX = 256;
const MAX_LAT = 85.05112878;

/** Pixel position of a point on the whole world map at a zoom level (Leaflet's EPSG:3857 projection). */
export function project(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = TILE_PX * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

type Anchor<T extends GeoPoint> = { x: number; y: number; cluster: Cluster<T> };

/** Clusters in the order their first point came; a cluster sits at the mean of its members. */
export function clusterPoints<T extends GeoPoint>(
  points: readonly T[],
  zoom: number,
  radius = 40,
): Cluster<T>[] {
  const cells = new Map<string, Anchor<T>[]>();
  const clusters: Cluster<T>[] = [];
  for (const point of points) {
    const { x, y } = project(point.lat, point.lon, zoom);
    const cx = Math.floor(x / radius);
    const cy = Math.floor(y / radius);
    const home = nearestAnchor(cells, cx, cy, x, y, radius);
    if (home) {
      home.members.push(point);
      continue;
    }
    const cluster: Cluster<T> = { lat: point.lat, lon: point.lon, members: [point] };
    clusters.push(cluster);
    const key = `${cx}:${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), { x, y, cluster }]);
  }
  return clusters.map((c) =>
    c.members.length === 1
      ? c
      : {
          lat: c.members.reduce((sum, m) => sum + m.lat, 0) / c.members.length,
          lon: c.members.reduce((sum, m) => sum + m.lon, 0) / c.members.length,
          members: c.members,
        },
  );
}

function nearestAnchor<T extends GeoPoint>(
  cells: Map<string, Anchor<T>[]>,
  cx: number,
  cy: number,
  x: number,
  y: number,
  radius: number,
): Cluster<T> | null {
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++)
      for (const anchor of cells.get(`${cx + dx}:${cy + dy}`) ?? [])
        if (Math.hypot(anchor.x - x, anchor.y - y) <= radius) return anchor.cluster;
  return null;
}

/** True when the members sit on (almost) the same spot, so zooming in would never split them. */
export function samePlace(points: readonly GeoPoint[]): boolean {
  const [first] = points;
  return (
    !!first && points.every((p) => Math.abs(p.lat - first.lat) < 1e-5 && Math.abs(p.lon - first.lon) < 1e-5)
  );
}
