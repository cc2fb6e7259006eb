// Writing a review and a response (docs/product/specification/2-listings-and-tenants.md §5 "Reviews", §7;
// docs/product/accounts.md#reviews-of-listers;
// docs/decisions/030). The server enforces who may write, whatever the page shows: a review only from a member who
// held an accepted rental at one of the lister's listings, once per listing; a response only from the reviewed
// lister, once.
// A doubled submit is stopped by the unique indexes and answers the same 409 as a second try.
import { eq, sql } from 'drizzle-orm';
import type {
  ReviewFields,
  ReviewResponseFields,
  ReviewResponseView,
  ReviewView,
} from '@crashpad/shared/api/reviews';
import { REVIEW_MESSAGES as M } from '@crashpad/shared/rules/reviews';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { listings, reviewResponses, reviews } from '../../db/schema';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import { profileOf } from './profiles';
import { reviewsWhere, tenancyWith } from './review-list';

export async function writeReview(db: Db, me: UserRow, input: ReviewFields): Promise<ReviewView> {
  const lister = await profileOf(db, input.lister_id);
  if (!lister?.isActive) throw new NotFound(M.unknownUser);
  if (lister.profile.id === me.id) throw Invalid.field('lister_id', M.yourself);
  if (input.listing_id !== undefined) {
    const [listing] = await db
      .select({ userId: listings.userId, status: listings.status })
      .from(listings)
      .where(eq(listings.id, input.listing_id));
    if (!listing || listing.status !== LISTING_STATUS.active) throw new NotFound(M.unknownListing);
    if (listing.userId !== lister.profile.id) throw Invalid.field('listing_id', M.notYourListing);
  }
  const tenancy = await tenancyWith(db, me.id, lister.profile.id);
  if (tenancy.rentedListingIds.length === 0) throw new Forbidden(M.notTenant);
  // From the profile page (no listing_id): the last crashpad rented from this lister not reviewed yet.
  const listingId = input.listing_id ?? tenancy.unreviewed[0];
  if (listingId === undefined || tenancy.reviewedIds.has(listingId)) throw new Conflict(M.alreadyReviewed);
  const score = input.score;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          reviewerId: me.id,
          listerId: lister.profile.id,
          listingId,
          score,
          message: input.message,
        })
        .returning({ id: reviews.id });
      // The listing's figures move with the review, so search cards read them without aggregation.
      await tx
        .update(listings)
        .set({
          reviewCount: sql`${listings.reviewCount} + 1`,
          reviewScoreSum: sql`${listings.reviewScoreSum} + ${score}`,
        })
        .where(eq(listings.id, listingId));
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(M.alreadyReviewed);
    throw err;
  }
  const [view] = await reviewsWhere(db, sql`r.id = ${id}`);
  return view!;
}

export async function writeResponse(
  db: Db,
  me: UserRow,
  input: ReviewResponseFields,
): Promise<ReviewResponseView> {
  const [review] = await db
    .select({ listerId: reviews.listerId, listingId: reviews.listingId })
    .from(reviews)
    .where(eq(reviews.id, input.review_id));
  if (!review || (input.listing_id !== undefined && input.listing_id !== review.listingId))
    throw new NotFound(M.unknownReview);
  if (review.listerId !== me.id) throw new Forbidden(M.notYourReview);
  try {
    const [row] = await db
      .insert(reviewResponses)
      .values({ reviewId: input.review_id, listerId: me.id, message: input.message })
      .returning();
    return {
      id: row!.id,
      review_id: row!.reviewId,
      message: row!.message,
      created_at: row!.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(M.alreadyResponded);
    throw err;
  }
}
