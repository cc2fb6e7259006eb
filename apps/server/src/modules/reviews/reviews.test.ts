// Reviews and responses (docs/product/specification/2-listings-and-tenants.md §5 "Reviews", §7;
// docs/product/accounts.md#reviews-of-listers; docs/decisions/030):
// only a member who held an accepted rental at the lister's listing may review, once per listing; only the reviewed
// lister may respond, once; the listing's figures move with the review and show on cards, the page and its JSON-LD.
// The public profiles and the listing review page that show them: profiles.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@crashpad/shared/api/search';
import { REVIEW_MESSAGES as M } from '@crashpad/shared/rules/reviews';
import {
  bearer,
  createListing,
  inviteMember,
  type Lister,
  listerWithCrashpad,
  reviewableTenancy,
  signedInMember,
  suiteApp,
  writeReview,
} from '../../../test/factory';
import { listings, rentals, reviewResponses, reviews, users } from '../../db/schema';
import { listingPageMeta } from '../site/listing-page-meta';

const t = suiteApp();

const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const get = (url: string, token: string | null = null) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

async function figures(listingId: number) {
  const [row] = await t.db
    .select({ count: listings.reviewCount, sum: listings.reviewScoreSum })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}
const reviewsBy = (reviewerId: number) =>
  t.db.select().from(reviews).where(eq(reviews.reviewerId, reviewerId));

/** A lister with a crashpad and a tenant who accepted their invitation. */
const crew = () => reviewableTenancy(t);
const seeker = () => signedInMember(t);

const review = (
  lister: Lister,
  listingId: number | undefined,
  token: string,
  score?: unknown,
  message?: string,
) => writeReview(t, lister, listingId, token, score, message);

describe('writing a review', () => {
  it('posts a tenant’s review and moves the listing’s figures everywhere they show', async () => {
    const { lister, listingId, tenant } = await crew();
    // visited twice first, so visitors' copy is kept (public-listing.ts): the review must empty it
    await get(`/api/listing/${listingId}`);
    expect((await get(`/api/listing/${listingId}`)).json()).toMatchObject({ review: { num_reviews: 0 } });
    const res = await review(lister, listingId, tenant.memberToken, 4, '  Clean and close to DAL.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.reviewed,
      review: {
        user_id: tenant.member.id,
        listing_id: listingId,
        score: 4,
        message: 'Clean and close to DAL.',
      },
    });
    expect(await figures(listingId)).toEqual({ count: 1, sum: 4 });

    const page = (await get(`/api/listing/${listingId}`)).json();
    expect(page.review).toEqual({ num_reviews: 1 });
    expect(page.total_review).toEqual({ avg_score: 4 });
    const cards = (await get('/api/airports/DAL/listings?per_page=100')).json<{ data: ListingCard[] }>().data;
    expect(cards.find((c) => c.id === listingId)).toMatchObject({ review: 1, review_avg: 4 });
    const meta = await listingPageMeta(t.ctx, listingId, { image: '' });
    expect(meta?.jsonLd).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5 },
    });

    const profile = (await get(`/api/user/review/${lister.id}`, tenant.memberToken)).json();
    expect(profile).toMatchObject({
      user: { id: lister.id, num_reviews: 1, avg_score: 4, about: 'Retired captain, I keep a quiet house.' },
      able_to_review: true,
      already_review: true,
    });
    expect(profile.reviews).toEqual([
      expect.objectContaining({ score: 4, display_name: 'AlexM', reviewer_active: true, response: null }),
    ]);
  });

  it('has no aggregate rating in the JSON-LD of a listing without reviews', async () => {
    const { listingId } = await listerWithCrashpad(t);
    const meta = await listingPageMeta(t.ctx, listingId, { image: '' });
    expect(meta?.jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('asks for a star rating first', async () => {
    const { lister, listingId, tenant } = await crew();
    for (const score of [null, '', 0, 6, 'four', 2.5]) {
      const res = await review(lister, listingId, tenant.memberToken, score);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.noScore);
    }
    const omitted = await post('/api/user/review', tenant.memberToken, {
      lister_id: lister.id,
      message: 'Hi',
    });
    expect(omitted.json().message).toBe(M.noScore);
    expect(await reviewsBy(tenant.member.id)).toEqual([]);
  });

  it('refuses a member who never held an accepted rental, and writes nothing', async () => {
    const { lister, listingId, beds } = await crew();
    const outsider = await seeker();
    const invited = await inviteMember(t, lister, listingId, beds[1]!); // still pending
    for (const token of [outsider.token, invited.memberToken]) {
      const res = await review(lister, listingId, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notTenant);
    }
    expect(await reviewsBy(outsider.id)).toEqual([]);
    expect(await reviewsBy(invited.member.id)).toEqual([]);
    expect(await figures(listingId)).toEqual({ count: 0, sum: 0 });
    const rights = (await get(`/api/user/review/${lister.id}`, outsider.token)).json();
    expect(rights).toMatchObject({ able_to_review: false, already_review: false });
  });

  it('refuses a second review of the same listing, and a doubled submit makes one review', async () => {
    const { lister, listingId, tenant } = await crew();
    const both = await Promise.all([
      review(lister, listingId, tenant.memberToken, 5),
      review(lister, listingId, tenant.memberToken, 5),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(M.alreadyReviewed);
    const again = await review(lister, listingId, tenant.memberToken, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyReviewed);
    expect(await reviewsBy(tenant.member.id)).toHaveLength(1);
    expect(await figures(listingId)).toEqual({ count: 1, sum: 5 });
  });

  it('reviews from the profile the last crashpad rented, and lets an ended rental review', async () => {
    const { lister, listingId, tenant } = await crew();
    await t.db.update(rentals).set({ status: 'ended' }).where(eq(rentals.id, tenant.id));
    const res = await review(lister, undefined, tenant.memberToken, 3, '');
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ listing_id: listingId, score: 3, message: '' });
    const again = await review(lister, undefined, tenant.memberToken, 3);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyReviewed);
  });

  it('lets a tenant review the lister’s other crashpad once too', async () => {
    const { lister, listingId, tenant } = await crew();
    const other = await createListing(t, lister, { title: 'Second House' });
    expect((await review(lister, listingId, tenant.memberToken, 5)).statusCode).toBe(200);
    expect((await review(lister, other, tenant.memberToken, 3)).statusCode).toBe(200);
    expect((await get(`/api/user/public/${lister.id}`)).json()).toMatchObject({
      num_reviews: 2,
      avg_score: 4,
    });
  });

  it('refuses a listing of another lister, a listing that is not public and reviewing oneself', async () => {
    const { lister, listingId, tenant } = await crew();
    const stranger = await listerWithCrashpad(t);
    const res = await review(lister, stranger.listingId, tenant.memberToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notYourListing);
    const self = await review(lister, listingId, lister.token);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(M.yourself);
    await t.db.update(listings).set({ status: 1 }).where(eq(listings.id, listingId));
    expect((await review(lister, listingId, tenant.memberToken)).statusCode).toBe(404);
    expect(await reviewsBy(tenant.member.id)).toEqual([]);
  });

  it('refuses text over 1000 characters, a visitor, a closed lister and bad ids without a 5xx', async () => {
    const { lister, listingId, tenant } = await crew();
    const long = await review(lister, listingId, tenant.memberToken, 5, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.tooLong);
    expect((await post('/api/user/review', null, { lister_id: lister.id, score: 5 })).statusCode).toBe(401);
    for (const body of [
      { lister_id: 2_147_483_648, score: 5 },
      { lister_id: lister.id, listing_id: 2_147_483_648, score: 5 },
      { lister_id: lister.id, listing_id: listingId, score: 5, message: 'nul \u0000 byte' },
    ]) {
      const res = await post('/api/user/review', tenant.memberToken, body);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await post('/api/user/review', tenant.memberToken, { lister_id: 99_999_999, score: 5 })).statusCode,
    ).toBe(404);
    await t.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, lister.id));
    const closed = await review(lister, listingId, tenant.memberToken);
    expect(closed.statusCode).toBe(404);
    expect(await reviewsBy(tenant.member.id)).toEqual([]);
  });
});

describe('responding to a review', () => {
  async function reviewed() {
    const c = await crew();
    const res = await review(c.lister, c.listingId, c.tenant.memberToken, 2, 'Noisy at night.');
    return { ...c, reviewId: res.json<{ review: { id: number } }>().review.id };
  }
  const respond = (token: string, reviewId: unknown, message = 'Sorry, we fixed the door.') =>
    post('/api/user/review-response', token, { review_id: reviewId, obj_type: 'user', message });
  const responsesTo = (reviewId: number) =>
    t.db.select().from(reviewResponses).where(eq(reviewResponses.reviewId, reviewId));

  it('posts the reviewed lister’s response once, shown under the review', async () => {
    const { lister, listingId, reviewId } = await reviewed();
    const res = await respond(lister.token, reviewId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.responded,
      response: { review_id: reviewId, message: 'Sorry, we fixed the door.' },
    });
    const twice = await respond(lister.token, reviewId, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyResponded);
    expect(await responsesTo(reviewId)).toHaveLength(1);
    const profile = (await get(`/api/user/review/${lister.id}`)).json();
    expect(profile.reviews[0].response).toMatchObject({ message: 'Sorry, we fixed the door.' });
    expect(profile).toMatchObject({ able_to_review: false, already_review: false });
    const page = (await get(`/api/listing/review/${listingId}`, lister.token)).json();
    expect(page.reviews[0].response.message).toBe('Sorry, we fixed the door.');
  });

  it('refuses anyone but the reviewed lister, and writes nothing', async () => {
    const { tenant, reviewId } = await reviewed();
    const other = await listerWithCrashpad(t);
    for (const token of [tenant.memberToken, other.lister.token, (await seeker()).token]) {
      const res = await respond(token, reviewId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notYourReview);
    }
    expect(await responsesTo(reviewId)).toEqual([]);
  });

  it('takes the response from the listing review page (with its listing) from the reviewed lister only', async () => {
    const { lister, listingId, tenant, reviewId } = await reviewed();
    const fromPage = (token: string) =>
      post('/api/user/review-response', token, {
        review_id: reviewId,
        listing_id: listingId,
        obj_type: 'user',
        message: 'Thanks for staying!',
      });
    const other = await listerWithCrashpad(t);
    for (const token of [tenant.memberToken, other.lister.token, (await seeker()).token]) {
      const res = await fromPage(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notYourReview);
    }
    expect(await responsesTo(reviewId)).toEqual([]);
    expect((await fromPage(lister.token)).statusCode).toBe(200);
    const page = (await get(`/api/listing/review/${listingId}`, tenant.memberToken)).json();
    expect(page.reviews[0].response).toMatchObject({ message: 'Thanks for staying!' });
  });

  it('asks for text, refuses over 1000 characters, unknown reviews and bad ids', async () => {
    const { lister, listingId, reviewId } = await reviewed();
    const empty = await respond(lister.token, reviewId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.noResponseText);
    expect((await respond(lister.token, reviewId, 'x'.repeat(1001))).json().message).toBe(M.tooLong);
    expect((await respond(lister.token, 99_999_999)).statusCode).toBe(404);
    expect((await respond(lister.token, 2_147_483_648)).statusCode).toBe(400);
    expect((await respond(lister.token, 'abc')).statusCode).toBe(400);
    const wrongListing = await post('/api/user/review-response', lister.token, {
      review_id: reviewId,
      listing_id: listingId + 1000,
      message: 'Hi',
    });
    expect(wrongListing.statusCode).toBe(404);
    expect(await responsesTo(reviewId)).toEqual([]);
  });
});
