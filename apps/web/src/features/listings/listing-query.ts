// GET /api/listing/{id}, apart from ./api.ts: the shell starts it with the page's code (app/first-data.ts).
import { queryOptions } from '@tanstack/react-query';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { ApiError, api } from '../../lib/api-client';

/**
 * 400 and 404 are the page's own states (docs/product/specification/2-listings-and-tenants.md §2.8), not global dialogs. Any id is asked for: the server
 * answers 400 to one that is not a listing number, and the page then opens its 400 modal.
 */
export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: ['listing', id],
    queryFn: () => api<PublicListing>(`/listing/${encodeURIComponent(id)}`, { handles: [400, 404] }),
  });

/** Whether a failed listing load means there is no such listing to show: a 404, or a 400 for a malformed id. */
export function isUnknownListing(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : 404;
  return status === 404 || status === 400;
}
