import { describe, expect, it } from 'vitest';
import type { CityCard, CountryWithCities } from '@crashpad/shared/api/search';
import { filterCountries } from './city-filter';

const city = (display_name: string, prefix: string, airports: string[]): CityCard => ({
  id: airports.length,
  name: display_name.split(',')[0]!,
  display_name,
  prefix,
  city: display_name.split(',')[0]!,
  lat: 0,
  long: 0,
  listings_count: 0,
  airports_count: airports.length,
  airports,
  listings_by_airport: [],
  major: true,
});

const world: CountryWithCities[] = [
  {
    id: 'US',
    name: 'United States',
    cities: [city('Chicago, Illinois', 'MDW', ['MDW', 'ORD']), city('Dallas, Texas', 'DAL', ['DAL', 'DFW'])],
  },
  { id: 'GB', name: 'United Kingdom', cities: [city('London, United Kingdom', 'LHR', ['LHR', 'LGW'])] },
];
const names = (found: CountryWithCities[]) => found.flatMap((c) => c.cities.map((x) => x.display_name));

describe('the city directory filter', () => {
  it('finds a city by the code of any airport serving it, in any case', () => {
    expect(names(filterCountries(world, 'ORD'))).toEqual(['Chicago, Illinois']);
    expect(names(filterCountries(world, ' ord '))).toEqual(['Chicago, Illinois']);
    expect(names(filterCountries(world, 'dfw'))).toEqual(['Dallas, Texas']);
  });

  it('finds cities by name, region or country, and nothing for an unknown word', () => {
    expect(names(filterCountries(world, 'texas'))).toEqual(['Dallas, Texas']);
    expect(names(filterCountries(world, 'kingdom'))).toEqual(['London, United Kingdom']);
    expect(filterCountries(world, 'zzq')).toEqual([]);
    expect(filterCountries(world, '  ')).toBe(world);
  });
});
