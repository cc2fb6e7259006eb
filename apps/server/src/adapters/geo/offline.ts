// The offline geocoder: answers from the bundled reference data (cities and airports, OurAirports), so the
// wizard's address search works with no provider configured. Place ids: 'city:<id>' and 'airport:<id>'.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Geocoder, PlaceDetails, PlaceSuggestion } from './geocoder';

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every typed word must appear somewhere in `haystack` (so 'dallas tx' and 'dallas texas' both find Dallas). */
function allWords(haystack: SQL, words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`${haystack} ILIKE ${`%${likeEscape(w)}%`}`),
    sql` AND `,
  );
}

type Row = PlaceDetails & { id: number; label: string };

export function offlineGeocoder(db: Db): Geocoder {
  const cityRows = (where: SQL, order: SQL, limit: number) =>
    queryRows<Row>(
      db,
      sql`SELECT c.id, c.display_name || ', ' || co.name AS label, c.latitude, c.longitude, '' AS street1,
                 c.name AS city, coalesce(r.name, '') AS state, '' AS postal_code, co.name AS country
          FROM cities c JOIN countries co ON co.code = c.country_code LEFT JOIN regions r ON r.code = c.region_code
          WHERE ${where} ORDER BY ${order} LIMIT ${limit}`,
    );
  const airportRows = (where: SQL, order: SQL, limit: number) =>
    queryRows<Row>(
      db,
      sql`SELECT a.id, a.name || ' (' || a.iata || '), ' || a.city || ', ' || co.name AS label,
                 a.latitude, a.longitude, '' AS street1, a.city, coalesce(r.name, '') AS state,
                 '' AS postal_code, co.name AS country
          FROM airports a JOIN countries co ON co.code = a.country_code LEFT JOIN regions r ON r.code = a.region_code
          WHERE ${where} ORDER BY ${order} LIMIT ${limit}`,
    );
  const details = ({ id: _id, label: _label, ...place }: Row): PlaceDetails => place;

  return {
    name: 'offline',
    async autocomplete(query, limit) {
      const q = query.trim();
      const words = q
        .split(/[\s,]+/)
        .filter(Boolean)
        .slice(0, 6);
      if (words.length === 0) return [];
      const starts = `${likeEscape(q)}%`;
      const cities = await cityRows(
        allWords(sql`c.display_name || ' ' || co.name || ' ' || coalesce(r.code, '')`, words),
        sql`lower(c.name) = lower(${q}) DESC, c.name ILIKE ${starts} DESC, c.name`,
        limit,
      );
      const airports =
        cities.length >= limit
          ? []
          : await airportRows(
              allWords(sql`a.iata || ' ' || a.name || ' ' || a.city || ' ' || co.name`, words),
              sql`a.iata = upper(${q}) DESC, a.city ILIKE ${starts} DESC, a.large DESC, a.name`,
              limit - cities.length,
            );
      const suggestions: PlaceSuggestion[] = [
        ...cities.map((c) => ({ place_id: `city:${c.id}`, description: c.label })),
        ...airports.map((a) => ({ place_id: `airport:${a.id}`, description: a.label })),
      ];
      return suggestions;
    },
    async place(placeId) {
      const match = /^(city|airport):(\d{1,9})$/.exec(placeId);
      if (!match) return null;
      const id = Number(match[2]);
      const [row] =
        match[1] === 'city'
          ? await cityRows(sql`c.id = ${id}`, sql`c.id`, 1)
          : await airportRows(sql`a.id = ${id}`, sql`a.id`, 1);
      return row ? details(row) : null;
    },
  };
}
