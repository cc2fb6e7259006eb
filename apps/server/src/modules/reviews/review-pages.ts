// What the profile page (/user/{id}) and the listing review page (/listing/review/{id}) read (docs/product/specification/2-listings-and-tenants.md §2.11,
// §7 "Reviews and profiles"). Only active listings and active members are shown; anything else is not found.
import { sql } from 'drizzle-orm';
import type {
  ListingOwnerAnswer,
  ListingReviewsAnswer,
  OtherListing,
  ProfileReviewsAnswer,
} from '@crashpad/shared/api/reviews';
import { REVIEW_MESSAGES as M, averageScore } from '@crashpad/shared/rules/reviews';
import { centsToDollars } from '@crashpad/shared/format/money';
import { queryRows, type Db } from '../../db/client';
import { NotFound } from '../../errors';
import { listedPublicly } from '../listings';
import { activeProfile, type Viewer } from './profiles';
import { reviewsWhere, tenancyWith } from './review-list';

/** The caller's rights on a lister's profile: a former or current tenant, with a rented listing not reviewed yet. */
async function profileRights(db: Db, callerId: number | null, listerId: number) {
  if (callerId === null || callerId === listerId) return { able_to_review: false, already_review: false };
  const tenancy = await tenancyWith(db, callerId, listerId);
  const able = tenancy.rentedListingIds.length > 0;
  return { able_to_review: able, already_review: able && tenancy.unreviewed.length === 0 };
}

export async function profileReviews(
  db: Db,
  listerId: number,
  viewer: Viewer,
): Promise<ProfileReviewsAnswer> {
  const user = await activeProfile(db, listerId, viewer);
  const [reviews, rights] = await Promise.all([
    reviewsWhere(db, sql`r.lister_id = ${listerId}`),
    profileRights(db, viewer?.id ?? null, listerId),
  ]);
  return { user, reviews, ...rights };
}

type ListingHead = {
  id: number;
  user_id: number;
  title: string;
  images: string[];
  thumbnail: string | null;
  review_count: number;
  review_score_sum: number;
};

async function activeListing(db: Db, id: number): Promise<ListingHead> {
  const [row] = await queryRows<ListingHead>(
    db,
    sql`SELECT l.id, l.user_id, l.title, l.images, l.thumbnail, l.review_count, l.review_score_sum
        FROM listings l JOIN users u ON u.id = l.user_id AND u.status = 'ACTIVE'
        WHERE l.id = ${id} AND ${listedPublicly('l')}`,
  );
  if (!row) throw new NotFound(M.unknownListing);
  return row;
}

type OtherRow = {
  id: number;
  thumbnail: string | null;
  title: string;
  prefix: string | null;
  miles: number;
  rate_per_from_cents: number;
};

/** The lister's other active crashpads, newest first, each with its first airport. */
async function otherListings(db: Db, listerId: number, exceptId: number): Promise<OtherListing[]> {
  const rows = await queryRows<OtherRow>(
    db,
    sql`SELECT l.id, l.thumbnail, l.title, a.iata AS prefix,
          coalesce(la.distance, l.airport_distance)::int AS miles, l.rate_per_from_cents
        FROM listings l
        LEFT JOIN listing_airports la ON la.listing_id = l.id AND la.position = 1
        LEFT JOIN airports a ON a.id = la.airport_id
        WHERE l.user_id = ${listerId} AND l.id <> ${exceptId} AND ${listedPublicly('l')}
        ORDER BY l.created_at DESC, l.id DESC LIMIT 50`,
  );
  return rows.map((r) => ({
    id: r.id,
    link: `/listing/${r.id}`,
    thumbnail: r.thumbnail,
    title: r.title,
    prefix: r.prefix ?? '',
    miles: r.miles,
    price: centsToDollars(r.rate_per_from_cents),
  }));
}

export async function listingReviews(
  db: Db,
  listingId: number,
  viewer: NonNullable<Viewer>,
): Promise<ListingReviewsAnswer> {
  const callerId = viewer.id;
  const listing = await activeListing(db, listingId);
  const [lister, reviews, items, tenancy] = await Promise.all([
    activeProfile(db, listing.user_id, viewer),
    reviewsWhere(db, sql`r.listing_id = ${listingId}`),
    otherListings(db, listing.user_id, listingId),
    callerId === listing.user_id ? null : tenancyWith(db, callerId, listing.user_id),
  ]);
  return {
    listing: {
      id: listing.id,
      user_id: listing.user_id,
      title: listing.title,
      images: listing.images,
      thumbnail: listing.thumbnail,
      num_reviews: listing.review_count,
      avg_score: averageScore(listing.review_count, listing.review_score_sum),
    },
    landlord_name: lister.display_name,
    landlord_about: lister.about,
    lister,
    reviews,
    items,
    able_to_review: tenancy !== null && tenancy.rentedListingIds.length > 0,
    already_review: tenancy !== null && tenancy.reviewedIds.has(listingId),
  };
}

export async function listingOwner(db: Db, listingId: number): Promise<ListingOwnerAnswer> {
  const listing = await activeListing(db, listingId);
  const lister = await activeProfile(db, listing.user_id, null);
  return {
    listing_id: listing.id,
    user_id: lister.id,
    display_name: lister.display_name,
    photo: lister.photo,
  };
}
