// The search module's HTTP routes (airports, cities, listing search), registered by app.ts under /api.
import type { App, AppContext } from '../../context';
import { airportRoutes } from './airport-routes';
import { listingSearchRoutes } from './listing-search-routes';

export async function searchRoutes(app: App, ctx: AppContext): Promise<void> {
  await airportRoutes(app, ctx);
  await listingSearchRoutes(app, ctx);
}
