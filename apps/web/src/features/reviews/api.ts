// The reviews feature's server calls (docs/product/specification/2-listings-and-tenants.md §7 "Reviews and profiles"): a profile with its reviews, and
// writing a review or a response. Keys carry the member's id: the caller's rights differ by member.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ProfileReviewsAnswer,
  ReviewAnswer,
  ReviewRequest,
  ReviewResponseAnswer,
  ReviewResponseRequest,
} from '@crashpad/shared/api/reviews';
import { api } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { REVIEWS_KEY } from '../../lib/review-queries';

export const profileReviewsQuery = (userId: number, memberId: number | undefined) =>
  queryOptions({
    queryKey: [REVIEWS_KEY, 'profile', userId, memberId ?? 0],
    queryFn: () => api<ProfileReviewsAnswer>(`/user/review/${userId}`, { handles: [400, 404] }),
    retry: false,
  });

// A refused review or response is shown as a toast with the server's message (docs/product/specification/2-listings-and-tenants.md §8), so the 409 of a second
// try does not also open the global conflict dialog.
export const postReview = (review: ReviewRequest) =>
  api<ReviewAnswer>('/user/review', { method: 'POST', body: review, handles: [400, 403, 404, 409] });

export const postResponse = (response: ReviewResponseRequest) =>
  api<ReviewResponseAnswer>('/user/review-response', {
    method: 'POST',
    body: response,
    handles: [400, 403, 404, 409],
  });

/** After a review or response: every profile and listing review page, and the listing pages' figures. */
export const refreshReviews = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [REVIEWS_KEY] }),
    client.invalidateQueries({ queryKey: ['listing'] }),
  ]);

/**
 * Sends a review or a response, then tells the member and refreshes every page that shows it (docs/product/specification/2-listings-and-tenants.md §8: a
 * refusal is a toast of the server's message). Answers whether it was posted.
 */
export async function publish(
  client: QueryClient,
  send: () => Promise<{ message: string }>,
): Promise<boolean> {
  try {
    const answer = await send();
    await notify({ color: 'green', message: answer.message, autoClose: 3000 });
    await refreshReviews(client);
    return true;
  } catch (err) {
    await notifyError(err);
    return false;
  }
}
