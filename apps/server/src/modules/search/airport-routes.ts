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
} from '@crashpad/shared/api/search';
import type { App, AppContext } from '../../context';
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

export async function airportRoutes(app: App, { db }: AppContext): Promise<void> {
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

  app.get('/cities', { schema: { tags, response: { 200: citiesAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: await citiesByCountry(db) };
  });
}
