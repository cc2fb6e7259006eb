// The listing review page's data (GET /listing/review/{id}, docs/product/specification/2-listings-and-tenants.md §7), shared by the listing page's
// leave-a-review prompt (features/listings) and the page itself (features/reviews). Keyed by the member, so
// another member signing in on this browser never sees the first one's rights.
import { queryOptions } from '@tanstack/react-query';
import type { ListingReviewsAnswer } from '@crashpad/shared/api/reviews';
import { api } from './api-client';

export const REVIEWS_KEY = 'reviews';

export const listingReviewsQuery = (listingId: number, memberId: number | undefined) =>
  queryOptions({
    queryKey: [REVIEWS_KEY, 'listing', listingId, memberId ?? 0],
    queryFn: () => api<ListingReviewsAnswer>(`/listing/review/${listingId}`, { handles: [400, 404] }),
    retry: false,
  });
