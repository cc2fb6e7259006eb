// Reference data: countries, regions, airports and cities from OurAirports (public domain), built by
// scripts/build-airports.ts into ./data and loaded here once.
import type { Db } from '../client';
import { airports, cities, cityAirports, countries, regions } from '../schema';

type CountryRow = { code: string; name: string; continent: string };
type RegionRow = { code: string; country: string; name: string };
type AirportRow = {
  iata: string;
  name: string;
  city: string;
  country: string;
  region: string;
  lat: number;
  lon: number;
  large: boolean;
};
type CityRow = {
  name: string;
  display_name: string;
  country: string;
  region: string;
  lat: number;
  lon: number;
  prefix: string;
  airports: string[];
};

const BATCH = 500;
async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function seedReference(db: Db): Promise<void> {
  const [countryRows, regionRows, airportRows, cityRows] = await Promise.all([
    import('./data/countries.json').then((m) => m.default as CountryRow[]),
    import('./data/regions.json').then((m) => m.default as RegionRow[]),
    import('./data/airports.json').then((m) => m.default as AirportRow[]),
    import('./data/cities.json').then((m) => m.default as CityRow[]),
  ]);

  await inBatches(countryRows, (b) => db.insert(countries).values(b));
  await inBatches(regionRows, (b) =>
    db.insert(regions).values(b.map((r) => ({ code: r.code, countryCode: r.country, name: r.name }))),
  );

  const airportIds = new Map<string, number>();
  await inBatches(airportRows, async (b) => {
    const inserted = await db
      .insert(airports)
      .values(
        b.map((a) => ({
          iata: a.iata,
          name: a.name,
          city: a.city,
          countryCode: a.country,
          regionCode: a.region,
          latitude: a.lat,
          longitude: a.lon,
          large: a.large,
        })),
      )
      .returning({ id: airports.id, iata: airports.iata });
    for (const a of inserted) airportIds.set(a.iata, a.id);
  });

  const idOf = (iata: string) => {
    const id = airportIds.get(iata);
    if (id === undefined) throw new Error(`cities.json names unknown airport ${iata}`);
    return id;
  };
  const links: { cityId: number; airportId: number }[] = [];
  await inBatches(cityRows, async (b) => {
    const inserted = await db
      .insert(cities)
      .values(
        b.map((c) => ({
          name: c.name,
          displayName: c.display_name,
          countryCode: c.country,
          regionCode: c.region,
          latitude: c.lat,
          longitude: c.lon,
          airportId: idOf(c.prefix),
        })),
      )
      .returning({ id: cities.id });
    inserted.forEach((row, i) => {
      for (const iata of b[i]!.airports) links.push({ cityId: row.id, airportId: idOf(iata) });
    });
  });
  await inBatches(links, (b) => db.insert(cityAirports).values(b));
}
