// Listing search calls (docs/product/specification/2-listings-and-tenants.md §7 "Listings"): airport search, search by coordinates, featured, related.
import {
  airportCodeParams,
  airportListingsAnswer,
  airportListingsQuery,
  listingCardsAnswer,
  nearbyListingsQuery,
} from '@crashpad/shared/api/search';
import { idParams } from '@crashpad/shared/api/ids';
import type { FastifyReply } from 'fastify';
import type { App, AppContext } from '../../context';
import { singleFlight } from '../../http/single-flight';
import { revalidatedByGuests } from '../../http/cache-control';
import { answerBytes } from '../../http/answer-bytes';
import {
  airportListings,
  featuredListings,
  nearbyListings,
  relatedListings,
  type AirportListingsQuery,
} from './listing-search';

const tags = ['search'];

/** The same search asked at the same moment is answered by one query (the busiest airports get bursts). */
const searchKey = (code: string, q: AirportListingsQuery) =>
  [code.toUpperCase(), q.sort, q.direction, q.occupied, q.gender, q.page, q.per_page].join('|');

export async function listingSearchRoutes(app: App, { db, database }: AppContext): Promise<void> {
  const airportSearch = singleFlight<Buffer>();
  const featured = singleFlight<Awaited<ReturnType<typeof featuredListings>>>();

  app.get(
    '/airports/:code/listings',
    {
      schema: {
        tags,
        params: airportCodeParams,
        querystring: airportListingsQuery,
        response: { 200: airportListingsAnswer },
      },
    },
    // The answer is JSON text put together from the read model's encoded cards (docs/decisions/037): fastify
    // sends bytes as they are, so the schema above documents the answer and listing-search.test.ts checks it.
    async (request, reply) => {
      const bytes = await airportSearch(searchKey(request.params.code, request.query), async () =>
        answerBytes(await airportListings(db, database.connection, request.params.code, request.query)),
      );
      revalidatedByGuests(reply);
      // the bytes are the typed answer, encoded: the untyped reply takes them as they are
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(bytes);
    },
  );

  app.get(
    '/listings',
    { schema: { tags, querystring: nearbyListingsQuery, response: { 200: listingCardsAnswer } } },
    (request) => nearbyListings(db, request.query),
  );

  app.get('/listings/featured', { schema: { tags, response: { 200: listingCardsAnswer } } }, () =>
    featured('featured', () => featuredListings(db)),
  );

  app.get(
    '/listing/related/:id',
    { schema: { tags, params: idParams, response: { 200: listingCardsAnswer } } },
    (request) => relatedListings(db, request.params.id),
  );
}
