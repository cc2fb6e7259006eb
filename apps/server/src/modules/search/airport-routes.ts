import {
  airportCodeParams,
  airportCountAnswer,
  airportDetail,
  airportSearchAnswer,
  airportSearchQuery,
  airportsAnswer,
  airportsQuery,
  citiesAnswer,
  countriesAnswer,
  type CountryWithCities,
} from '@crashpad/shared/api/search';
import type { FastifyBaseLogger } from 'fastify';
import type { App, AppContext } from '../../context';
import { feedCityCounts, feedOn } from '../feeds';
import { revalidatedByGuests } from '../../http/cache-control';
import {
  airportByCode,
  citiesByCountry,
  countAirports,
  listAirports,
  listCountries,
  searchAirports,
} from './service';

const tags = ['search'];

export async function airportRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  app.get(
    '/airports/search',
    { schema: { tags, querystring: airportSearchQuery, response: { 200: airportSearchAnswer } } },
    (request) => searchAirports(db, request.query.search),
  );

  app.get('/airports/count', { schema: { tags, response: { 200: airportCountAnswer } } }, async () => ({
    count: await countAirports(db),
  }));

  app.get(
    '/airports',
    { schema: { tags, querystring: airportsQuery, response: { 200: airportsAnswer } } },
    (request) => listAirports(db, request.query),
  );

  app.get(
    '/airports/:code',
    { schema: { tags, params: airportCodeParams, response: { 200: airportDetail } } },
    (request, reply) => {
      revalidatedByGuests(reply);
      return airportByCode(db, request.params.code);
    },
  );

  app.get('/countries', { schema: { tags, response: { 200: countriesAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { data: await listCountries(db) };
  });

  app.get('/cities', { schema: { tags, response: { 200: citiesAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const countries = await citiesByCountry(db);
    return { data: withFeedCounts(countries, await countsFor(countries, request.log)) };
  });

  /** Each city's upcoming events and offers within the directory's 50 miles (docs/decisions/062). */
  function countsFor(countries: CountryWithCities[], log: FastifyBaseLogger) {
    if (!feedOn(ctx, 'events') && !feedOn(ctx, 'special_offers')) return null;
    const cities = countries.flatMap((country) =>
      country.cities.map((c) => ({
        key: String(c.id),
        name: c.city,
        lat: c.lat,
        lng: c.long,
        listed: c.listings_count > 0,
      })),
    );
    return feedCityCounts(ctx, log, cities, CITY_RADIUS_MILES * KM_PER_MILE);
  }
}

const CITY_RADIUS_MILES = 50;
const KM_PER_MILE = 1.609344;

/** The counts on each city card, only of the types whose flag is on and only when the feed answered. */
function withFeedCounts(
  countries: CountryWithCities[],
  feed: Awaited<ReturnType<typeof feedCityCounts>>,
): CountryWithCities[] {
  if (!feed) return countries;
  return countries.map((country) => ({
    ...country,
    cities: country.cities.map((c) => {
      const n = feed.counts.get(String(c.id));
      if (!n) return c;
      return {
        ...c,
        ...(feed.special_offers ? { special_offer_count: n.special_offers } : {}),
        ...(feed.events ? { event_count: n.events } : {}),
      };
    }),
  }));
}
