// The offline geocoder: answers from bundled data, so the wizard's address search works with no provider
// configured. It knows places, not streets: the populated places of at least 1,000 people from GeoNames
// (./places.ts) and the airports of the reference data (OurAirports). Place ids: 'place:<n>' and
// 'airport:<id>' (docs/decisions/017-offline-geocoder-and-city-directory.md).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Geocoder, PlaceDetails, PlaceSuggestion } from './provider';
import { bundledPlaces, words } from './places';

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every typed word must appear somewhere in `haystack` (so 'dfw texas' and 'dallas love' both match). */
function allWords(haystack: SQL, typed: string[]): SQL {
  return sql.join(
    typed.map((w) => sql`${haystack} ILIKE ${`%${likeEscape(w)}%`}`),
    sql` AND `,
  );
}

type AirportRow = PlaceDetails & { id: number; iata: string; label: string };

export function offlineGeocoder(db: Db): Geocoder {
  const airportRows = (where: SQL, order: SQL, limit: number) =>
    queryRows<AirportRow>(
      db,
      sql`SELECT a.id, a.iata, a.name || ' (' || a.iata || '), ' || a.city || ', ' || co.name AS label,
                 a.latitude, a.longitude, '' AS street1, a.city, coalesce(r.name, '') AS state,
                 '' AS postal_code, co.name AS country
          FROM airports a JOIN countries co ON co.code = a.country_code LEFT JOIN regions r ON r.code = a.region_code
          WHERE ${where} ORDER BY ${order} LIMIT ${limit}`,
    );

  return {
    name: 'offline',
    async autocomplete(query, limit) {
      const q = query.trim();
      const typed = q
        .split(/[\s,]+/)
        .filter(Boolean)
        .slice(0, 6);
      if (typed.length === 0 || words(q).length === 0) return [];
      const [index, airports] = await Promise.all([
        bundledPlaces(),
        airportRows(
          allWords(sql`a.iata || ' ' || a.name || ' ' || a.city || ' ' || co.name`, typed),
          sql`a.iata = upper(${q}) DESC, a.large DESC, a.name`,
          limit,
        ),
      ]);
      const airport = (a: AirportRow): PlaceSuggestion => ({
        place_id: `airport:${a.id}`,
        description: a.label,
      });
      // An airport typed by its code first ("DFW"), then towns, then other airports whose name matches.
      const byCode = airports.filter((a) => a.iata === q.toUpperCase());
      const others = airports.filter((a) => a.iata !== q.toUpperCase());
      return [
        ...byCode.map(airport),
        ...index.search(q, limit).map((p) => ({ place_id: `place:${p.index}`, description: p.label })),
        ...others.map(airport),
      ].slice(0, limit);
    },
    async place(placeId) {
      const match = /^(place|airport):(\d{1,9})$/.exec(placeId);
      if (!match) return null;
      const id = Number(match[2]);
      if (match[1] === 'place') return (await bundledPlaces()).place(id);
      const [row] = await airportRows(sql`a.id = ${id}`, sql`a.id`, 1);
      if (!row) return null;
      const { id: _id, iata: _iata, label: _label, ...details } = row;
      return details;
    },
  };
}
