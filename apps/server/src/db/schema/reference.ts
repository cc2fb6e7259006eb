// Reference data from OurAirports (public domain): countries, regions, airports and the cities they serve.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
  continent: text().notNull(),
});

export const regions = pgTable(
  'regions',
  {
    code: text().primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    name: text().notNull(),
  },
  (t) => [index('regions_country_idx').on(t.countryCode)],
);

export const airports = pgTable(
  'airports',
  {
    id: serial().primaryKey(),
    /** IATA code, shown as "prefix" in the API */
    iata: text().notNull(),
    name: text().notNull(),
    city: text().notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    regionCode: text('region_code').references(() => regions.code),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    large: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('airports_iata_idx').on(t.iata),
    index('airports_country_idx').on(t.countryCode, t.iata),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    displayName: text('display_name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    regionCode: text('region_code').references(() => regions.code),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** the city's main airport */
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id),
  },
  (t) => [index('cities_country_idx').on(t.countryCode, t.name)],
);

/** Airports within the 50-mile radius of a city centre (docs/product/specification/2-listings-and-tenants.md §1). */
export const cityAirports = pgTable(
  'city_airports',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    airportId: integer('airport_id')
      .notNull()
      .references(() => airports.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.airportId] }),
    index('city_airports_airport_idx').on(t.airportId),
  ],
);
