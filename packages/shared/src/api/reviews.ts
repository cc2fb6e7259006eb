// Reviews and public profiles (docs/product/specification/2-listings-and-tenants.md §2.11, §3 "Review and response", §4.9, §5 "Reviews", §7 "Reviews and
// profiles"; docs/product/accounts.md#reviews-of-listers; docs/decisions/030-reviews-and-profiles.md).
import { z } from 'zod';
import { ID_MAX } from './ids';
import { REVIEW_MESSAGES as M, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, REVIEW_TEXT_MAX } from '../rules/reviews';

const digitsToNumber = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
const id = (message: string) =>
  z.preprocess(
    digitsToNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(ID_MAX, { error: message }),
  );

/**
 * A member as their public profile shows them (docs/product/specification/2-listings-and-tenants.md §3 "User profile"). Others know a member by their display
 * name: the first and last names are sent only to the member themself and to admins (docs/product/accounts.md#names).
 */
export const publicProfile = z.object({
  id: z.number(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  display_name: z.string(),
  photo: z.string().nullable(),
  about: z.string(),
  /** joined date */
  created_at: z.string(),
  /** reviews of this member as a lister, and their average score (null without reviews) */
  num_reviews: z.number(),
  avg_score: z.number().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** GET /api/user/public/{id} */
export const publicProfileAnswer = publicProfile;

/** GET /api/user/{id}: the member and whether their account is active. */
export const userAnswer = z.object({ user: publicProfile, isActive: z.boolean() });
export type UserAnswer = z.infer<typeof userAnswer>;

/** A lister's response to a review (docs/product/specification/2-listings-and-tenants.md §3 "Response"). */
export const reviewResponseView = z.object({
  id: z.number(),
  review_id: z.number(),
  message: z.string(),
  created_at: z.string(),
});
export type ReviewResponseView = z.infer<typeof reviewResponseView>;

/** A review (docs/product/specification/2-listings-and-tenants.md §3 "Review"): `user_id`, `display_name`, `photo`, `joined` are the reviewer's. */
export const reviewView = z.object({
  id: z.number(),
  user_id: z.number(),
  lister_id: z.number(),
  listing_id: z.number(),
  listing_title: z.string(),
  score: z.number(),
  message: z.string(),
  created_at: z.string(),
  display_name: z.string(),
  photo: z.string().nullable(),
  joined: z.string(),
  /** whether the reviewer's profile can be opened (a closed account's cannot) */
  reviewer_active: z.boolean(),
  response: reviewResponseView.nullable(),
});
export type ReviewView = z.infer<typeof reviewView>;

/** For the signed-in caller: may they write a review here (docs/product/specification/2-listings-and-tenants.md §4.9)? Both false for visitors. */
const callerRights = {
  able_to_review: z.boolean(),
  already_review: z.boolean(),
};

/** GET /api/user/review/{id}: a lister's profile with every review of them, newest first. */
export const profileReviewsAnswer = z.object({
  user: publicProfile,
  reviews: z.array(reviewView),
  ...callerRights,
});
export type ProfileReviewsAnswer = z.infer<typeof profileReviewsAnswer>;

/** One of the lister's other active crashpads on the listing review page (docs/product/specification/2-listings-and-tenants.md §2.11). */
export const otherListing = z.object({
  id: z.number(),
  link: z.string(),
  thumbnail: z.string().nullable(),
  title: z.string(),
  prefix: z.string(),
  /** miles from the airport; 11 means 11+ */
  miles: z.number(),
  /** rate per month, dollars */
  price: z.number(),
});
export type OtherListing = z.infer<typeof otherListing>;

/** GET /api/listing/review/{id}: the listing review page (docs/product/specification/2-listings-and-tenants.md §2.11; signed-in members). */
export const listingReviewsAnswer = z.object({
  listing: z.object({
    id: z.number(),
    user_id: z.number(),
    title: z.string(),
    images: z.array(z.string()),
    thumbnail: z.string().nullable(),
    num_reviews: z.number(),
    avg_score: z.number().nullable(),
  }),
  landlord_name: z.string(),
  landlord_about: z.string(),
  lister: publicProfile,
  reviews: z.array(reviewView),
  items: z.array(otherListing),
  ...callerRights,
});
export type ListingReviewsAnswer = z.infer<typeof listingReviewsAnswer>;

/** GET /api/listing-owner/{id}: who lists an active crashpad. */
export const listingOwnerAnswer = z.object({
  listing_id: z.number(),
  user_id: z.number(),
  display_name: z.string(),
  photo: z.string().nullable(),
});
export type ListingOwnerAnswer = z.infer<typeof listingOwnerAnswer>;

const text = z.string().max(REVIEW_TEXT_MAX, { error: M.tooLong });

/**
 * POST /api/user/review (docs/product/specification/2-listings-and-tenants.md §7). The score comes first so a form without a rating gets the spec's message.
 * Without listing_id (the profile page) the review is of the last crashpad the caller rented from the lister.
 */
export const reviewRequest = z.object({
  score: z.preprocess(
    digitsToNumber,
    z
      .number({ error: M.noScore })
      .int({ error: M.noScore })
      .min(REVIEW_SCORE_MIN, { error: M.noScore })
      .max(REVIEW_SCORE_MAX, { error: M.noScore }),
  ),
  lister_id: id(M.unknownUser),
  listing_id: id(M.unknownListing).optional(),
  obj_type: z.literal('user').optional().default('user'),
  message: text.trim().optional().default(''),
});
export type ReviewRequest = z.input<typeof reviewRequest>;
/** The review as the server reads it, after validation. */
export type ReviewFields = z.output<typeof reviewRequest>;
export const reviewAnswer = z.object({ message: z.string(), review: reviewView });
export type ReviewAnswer = z.infer<typeof reviewAnswer>;

/** POST /api/user/review-response (docs/product/specification/2-listings-and-tenants.md §7). */
export const reviewResponseRequest = z.object({
  review_id: id(M.unknownReview),
  listing_id: id(M.unknownListing).optional(),
  obj_type: z.literal('user').optional().default('user'),
  message: z
    .string({ error: M.noResponseText })
    .trim()
    .min(1, { error: M.noResponseText })
    .max(REVIEW_TEXT_MAX, { error: M.tooLong }),
});
export type ReviewResponseRequest = z.input<typeof reviewResponseRequest>;
export type ReviewResponseFields = z.output<typeof reviewResponseRequest>;
export const reviewResponseAnswer = z.object({ message: z.string(), response: reviewResponseView });
export type ReviewResponseAnswer = z.infer<typeof reviewResponseAnswer>;
