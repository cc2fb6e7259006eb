// Reviews of listers (docs/product/specification/2-listings-and-tenants.md §4.9, §5 "Reviews", §9;
// docs/product/accounts.md#reviews-of-listers;
// docs/decisions/030-reviews-and-profiles.md): the messages, the limits and the average score. How an average
// becomes stars is rules/stars.ts, apart so the pages that only show stars do not load these messages.

/** Review and response text: the counter counts down from 1000 (docs/product/specification/2-listings-and-tenants.md §9); the server refuses more. */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;

/** What members see (docs/product/specification/2-listings-and-tenants.md §5 "Reviews"; the server's refusals in the same words). */
export const REVIEW_MESSAGES = {
  noScore: 'you must select a star rating',
  notTenant: 'you must be a tenant to review',
  alreadyReviewed: 'you have already reviewed this listing',
  tooLong: `Your text is too long: at most ${REVIEW_TEXT_MAX} characters.`,
  noResponseText: 'please write your response',
  yourself: 'You cannot review yourself.',
  notYourListing: 'This crashpad does not belong to this lister.',
  unknownUser: 'This member was not found.',
  unknownListing: 'This crashpad was not found.',
  unknownReview: 'This review was not found.',
  notYourReview: 'Only the reviewed lister may respond to this review.',
  alreadyResponded: 'you have already responded to this review',
  reviewed: 'thank you, your review has been posted',
  responded: 'your response has been posted',
} as const;

/** Characters left in a review or response text (docs/product/specification/2-listings-and-tenants.md §5: 1000 minus the length). */
export function charactersLeft(text: string): number {
  return REVIEW_TEXT_MAX - text.length;
}

/** The average score of a listing or a lister, to two decimals; null without reviews (never a made-up 0). */
export function averageScore(count: number, scoreSum: number): number | null {
  if (count <= 0) return null;
  return Math.round((scoreSum / count) * 100) / 100;
}
