import { useQuery } from '@tanstack/react-query';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { api } from '../../lib/api-client';

/** GET /api/listing/{id}: 400 and 404 are the page's own states (spec 2 §2.8), not global dialogs. */
export function useListing(id: string | undefined) {
  const valid = !!id && /^[1-9]\d{0,9}$/.test(id);
  const query = useQuery({
    queryKey: ['listing', id],
    queryFn: () => api<PublicListing>(`/listing/${id}`, { handles: [400, 404] }),
    enabled: valid,
  });
  return { valid, query };
}
