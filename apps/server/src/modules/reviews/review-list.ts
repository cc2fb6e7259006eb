// The reviews shown on a profile or a listing review page, each with its response (docs/product/specification/2-listings-and-tenants.md §2.11, §3 "Review and
// response"), and what the signed-in caller may write there (docs/product/specification/2-listings-and-tenants.md
// §4.9;
// docs/product/accounts.md#reviews-of-listers).
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewView } from '@crashpad/shared/api/reviews';
import { queryRows, type Db } from '../../db/client';
import { rentals, reviews } from '../../db/schema';

/** The newest reviews shown on one page; older ones are not listed (docs/decisions/030-reviews-and-profiles.md). */
export const REVIEWS_SHOWN = 200;

type ReviewRow = {
  id: number;
  reviewer_id: number;
  lister_id: number;
  listing_id: number;
  listing_title: string;
  score: number;
  message: string;
  created_at: Date | string;
  display_name: string;
  photo: string | null;
  joined: Date | string;
  reviewer_status: string;
  response_id: number | null;
  response_message: string | null;
  response_created_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

export function toReviewView(r: ReviewRow): ReviewView {
  return {
    id: r.id,
    user_id: r.reviewer_id,
    lister_id: r.lister_id,
    listing_id: r.listing_id,
    listing_title: r.listing_title,
    score: r.score,
    message: r.message,
    created_at: iso(r.created_at),
    display_name: r.display_name,
    photo: r.photo,
    joined: iso(r.joined),
    reviewer_active: r.reviewer_status === 'ACTIVE',
    response:
      r.response_id === null
        ? null
        : {
            id: r.response_id,
            review_id: r.id,
            message: r.response_message ?? '',
            created_at: iso(r.response_created_at!),
          },
  };
}

/** Reviews matching `where` (over `r`, the reviews table), newest first, with their reviewer and response. */
export async function reviewsWhere(db: Db, where: SQL): Promise<ReviewView[]> {
  const rows = await queryRows<ReviewRow>(
    db,
    sql`SELECT r.id, r.reviewer_id, r.lister_id, r.listing_id, l.title AS listing_title, r.score, r.message,
          r.created_at, u.display_name, u.photo, u.created_at AS joined, u.status AS reviewer_status,
          rr.id AS response_id, rr.message AS response_message, rr.created_at AS response_created_at
        FROM reviews r
        JOIN users u ON u.id = r.reviewer_id
        JOIN listings l ON l.id = r.listing_id
        LEFT JOIN review_responses rr ON rr.review_id = r.id
        WHERE ${where}
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${REVIEWS_SHOWN}`,
  );
  return rows.map(toReviewView);
}

/**
 * The listings of `listerId` where `memberId` held an accepted rental (any status now, once accepted: decision
 * 030), most recently accepted first, and which of them the member already reviewed.
 */
export async function tenancyWith(db: Db, memberId: number, listerId: number) {
  const [rented, reviewed] = await Promise.all([
    db
      .select({ listingId: rentals.listingId, acceptedAt: sql<Date>`max(${rentals.acceptedAt})` })
      .from(rentals)
      .where(and(eq(rentals.userId, memberId), eq(rentals.listerId, listerId), isNotNull(rentals.acceptedAt)))
      .groupBy(rentals.listingId)
      .orderBy(sql`max(${rentals.acceptedAt}) desc`),
    db
      .select({ listingId: reviews.listingId })
      .from(reviews)
      .where(and(eq(reviews.reviewerId, memberId), eq(reviews.listerId, listerId))),
  ]);
  const reviewedIds = new Set(reviewed.map((r) => r.listingId));
  return {
    rentedListingIds: rented.map((r) => r.listingId),
    reviewedIds,
    unreviewed: rented.map((r) => r.listingId).filter((id) => !reviewedIds.has(id)),
  };
}
