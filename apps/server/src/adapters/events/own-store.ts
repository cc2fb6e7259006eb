// The product's own events and special offers (docs/decisions/062-events-and-special-offers.md): the feed when
// no outside events service is configured, kept in `feed_items` and edited by admins at /admin/feeds. It answers
// through the same interface as the outside service, so the pages cannot tell them apart.
import { sql, type SQL } from 'drizzle-orm';
import type { FeedItem, FeedType } from '@crashpad/shared/api/feeds';
import { ID_MAX } from '@crashpad/shared/api/ids';
import { queryRows, type Db } from '../../db/client';
import { kmBetween } from '../../db/distance';
import type { EventsFeed, FeedCounts } from './feed';

const KM_PER_DEGREE = 111.32;

/**
 * Upcoming: not ended anywhere on Earth. An item's dates are on its own city's calendar, and the earliest
 * calendar in use (UTC−12) is the last to leave a day, so an event stays listed until its last day is over
 * wherever it is.
 */
const UPCOMING = sql`end_date >= (now() AT TIME ZONE 'Etc/GMT+12')::date`;

type Row = {
  id: number;
  type: FeedType;
  title: string;
  description: string;
  image: string | null;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  lat: number;
  lng: number;
  city_name: string;
  business_name: string | null;
  price_range: string | null;
  rating: number | null;
  repeat: string | null;
  distance_km?: number | null;
};

const COLUMNS = sql`id, type, title, description, image, start_date::text AS start_date, end_date::text AS end_date,
  to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time, lat, lng, city_name,
  business_name, price_range, rating, repeat`;

export function feedItemOf(r: Row): FeedItem {
  return {
    id: String(r.id),
    type: r.type,
    title: [{ key: 'en', value: r.title }],
    description: r.description || null,
    image: r.image,
    start_date: r.start_date,
    end_date: r.end_date,
    start_time: r.start_time,
    end_time: r.end_time,
    map_lat: Number(r.lat),
    map_lng: Number(r.lng),
    merchant_id: null,
    price_range: r.price_range,
    business_name: r.business_name,
    rating: r.rating === null ? null : Number(r.rating),
    distance_km:
      r.distance_km === undefined || r.distance_km === null
        ? null
        : Math.round(Number(r.distance_km) * 10) / 10,
    repeat: r.repeat,
    city_name: r.city_name,
  };
}

/** Great-circle km from the point to the row's (lat, lng). */
const distanceKm = (lat: number, lng: number) =>
  kmBetween(sql`${lat}::float8`, sql`${lng}::float8`, sql`lat`, sql`lng`);

/** The index-friendly box around the point that holds every row within radius km. */
function box(lat: number, lng: number, radius: number): SQL {
  const dLat = radius / KM_PER_DEGREE;
  const cos = Math.cos((lat * Math.PI) / 180);
  const dLng = cos > 0.01 ? radius / (KM_PER_DEGREE * cos) : 360;
  const latBox = sql`lat BETWEEN ${lat - dLat} AND ${lat + dLat}`;
  // a box across the antimeridian or a pole keeps only its band of latitude
  if (lng - dLng < -180 || lng + dLng > 180) return latBox;
  return sql`${latBox} AND lng BETWEEN ${lng - dLng} AND ${lng + dLng}`;
}

const rows = (db: Db, query: SQL) => queryRows<Row>(db, query);

export function ownStoreFeed(db: Db): EventsFeed {
  return {
    name: 'own',
    async near({ type, lat, lng, radius, limit }) {
      const found = await rows(
        db,
        sql`SELECT * FROM (SELECT ${COLUMNS}, ${distanceKm(lat, lng)} AS distance_km FROM feed_items
          WHERE type = ${type} AND ${UPCOMING} AND ${box(lat, lng, radius)}) near
          WHERE distance_km <= ${radius} ORDER BY distance_km, start_date, id LIMIT ${limit}`,
      );
      return found.map(feedItemOf);
    },
    async soonest({ type, limit }) {
      const found = await rows(
        db,
        sql`SELECT ${COLUMNS} FROM feed_items WHERE type = ${type} AND ${UPCOMING}
          ORDER BY start_date, id LIMIT ${limit}`,
      );
      return found.map(feedItemOf);
    },
    async inCity({ type, city, lat, lng, radius, limit }) {
      const point = lat !== undefined && lng !== undefined;
      const found = await rows(
        db,
        sql`SELECT ${COLUMNS}, ${point ? distanceKm(lat, lng) : sql`NULL`} AS distance_km FROM feed_items
          WHERE type = ${type} AND ${UPCOMING} AND lower(city_name) = lower(${city})
          ${point ? sql`AND ${distanceKm(lat, lng)} <= ${radius}` : sql``}
          ORDER BY start_date, id LIMIT ${limit}`,
      );
      return found.map(feedItemOf);
    },
    async one(type, id) {
      if (!/^\d{1,10}$/.test(id) || Number(id) > ID_MAX) return null;
      const [found] = await rows(
        db,
        sql`SELECT ${COLUMNS} FROM feed_items WHERE type = ${type} AND id = ${Number(id)}`,
      );
      return found ? feedItemOf(found) : null;
    },
    async cityCounts(cities, radiusKm) {
      const counts: FeedCounts = new Map(cities.map((c) => [c.key, { events: 0, special_offers: 0 }]));
      if (cities.length === 0) return counts;
      const dLat = radiusKm / KM_PER_DEGREE;
      // one statement for the whole directory: each upcoming item near each city centre
      const found = await queryRows<{ key: string; type: FeedType; n: number }>(
        db,
        sql`
        SELECT c.key, f.type, count(*)::int AS n
        FROM unnest(${`{${cities.map((c) => `"${c.key.replace(/["\\]/g, '')}"`).join(',')}}`}::text[],
                    ${`{${cities.map((c) => c.lat).join(',')}}`}::float8[],
                    ${`{${cities.map((c) => c.lng).join(',')}}`}::float8[]) AS c(key, lat, lng)
        JOIN feed_items f ON ${UPCOMING}
          AND f.lat BETWEEN c.lat - ${dLat}::float8 AND c.lat + ${dLat}::float8
          AND ${kmBetween(sql`c.lat`, sql`c.lng`, sql`f.lat`, sql`f.lng`)} <= ${radiusKm}::float8
        GROUP BY c.key, f.type`,
      );
      for (const r of found) {
        const city = counts.get(r.key);
        if (city) city[r.type] = Number(r.n);
      }
      return counts;
    },
  };
}
