// The directory's "Find a city" box (docs/product/specification/2-listings-and-tenants.md §2.9): a city matches by its name, region or country, or by the
// code of any airport serving it, so "ORD" finds Chicago although its main airport is MDW.
import type { CountryWithCities } from '@crashpad/shared/api/search';

export function filterCountries(countries: CountryWithCities[], filter: string): CountryWithCities[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return countries;
  const code = needle.toUpperCase();
  return countries
    .map((country) => ({
      ...country,
      cities: country.name.toLowerCase().includes(needle)
        ? country.cities
        : country.cities.filter(
            (city) => city.display_name.toLowerCase().includes(needle) || city.airports.includes(code),
          ),
    }))
    .filter((country) => country.cities.length > 0);
}
