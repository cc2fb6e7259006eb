// GET /api/geo/autocomplete and /api/geo/place/{place_id}: the wizard's address search (docs/product/specification/2-listings-and-tenants.md §2.1 step 1).
import type { FastifyBaseLogger } from 'fastify';
import {
  geoAutocompleteAnswer,
  geoAutocompleteQuery,
  placeDetails,
  placeParams,
} from '@crashpad/shared/api/geo';
import type { App, AppContext } from '../../context';
import { NotFound } from '../../errors';
import { selectGeocoder } from '../../adapters/geo/geocoder';
import { ProviderError } from '../../adapters/geo/provider';

const tags = ['geo'];

/** A provider failure reaches the user as a 502; the log keeps what the provider said. */
async function logged<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProviderError)
      log.error({ provider: err.provider, detail: err.detail }, 'the geocoding provider failed');
    throw err;
  }
}

export async function geoRoutes(app: App, ctx: AppContext): Promise<void> {
  const geocoder = selectGeocoder(ctx.config, ctx.db);

  app.get(
    '/geo/autocomplete',
    {
      schema: { tags, querystring: geoAutocompleteQuery, response: { 200: geoAutocompleteAnswer } },
      onRequest: ctx.auth.user,
    },
    async (request) => ({
      data: await logged(request.log, () => geocoder.autocomplete(request.query.input, request.query.limit)),
    }),
  );

  app.get(
    '/geo/place/:place_id',
    {
      schema: { tags, params: placeParams, response: { 200: placeDetails } },
      onRequest: ctx.auth.user,
    },
    async (request) => {
      const place = await logged(request.log, () => geocoder.place(request.params.place_id));
      if (!place) throw new NotFound('No such place.');
      return place;
    },
  );
}
