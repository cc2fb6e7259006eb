import { useQuery } from '@tanstack/react-query';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { api } from '../../lib/api-client';

/**
 * GET /api/listing/{id}: 400 and 404 are the page's own states (spec 2 §2.8), not global dialogs. Any id is
 * asked for: the server answers 400 to one that is not a listing number, and the page then opens its 400 modal.
 */
export function useListing(id: string | undefined) {
  const valid = !!id;
  const query = useQuery({
    queryKey: ['listing', id],
    queryFn: () => api<PublicListing>(`/listing/${encodeURIComponent(id!)}`, { handles: [400, 404] }),
    enabled: valid,
  });
  return { valid, query };
}
