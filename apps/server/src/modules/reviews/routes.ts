// Reviews and public profiles over HTTP (docs/product/specification/2-listings-and-tenants.md §7 "Reviews and profiles"; docs/decisions/030). Who gets a
// member's full name: docs/product/accounts.md#names.
import { idParams } from '@crashpad/shared/api/ids';
import {
  listingOwnerAnswer,
  listingReviewsAnswer,
  profileReviewsAnswer,
  publicProfileAnswer,
  reviewAnswer,
  reviewRequest,
  reviewResponseAnswer,
  reviewResponseRequest,
  userAnswer,
} from '@crashpad/shared/api/reviews';
import { REVIEW_MESSAGES as M } from '@crashpad/shared/rules/reviews';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { NotFound } from '../../errors';
import { activeProfile, profileFor, profileOf } from './profiles';
import { listingOwner, listingReviews, profileReviews } from './review-pages';
import { writeResponse, writeReview } from './review-writes';

const tags = ['reviews'];
const params = { params: idParams };

export async function reviewRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const user = { onRequest: ctx.auth.user };
  const optional = { preHandler: ctx.auth.optional };

  app.get(
    '/user/public/:id',
    { schema: { tags, ...params, response: { 200: publicProfileAnswer } }, ...optional },
    (request) => activeProfile(db, request.params.id, request.auth?.user ?? null),
  );
  // Signed-in members only: also tells whether the account is active (a closed one is shown as such).
  app.get(
    '/user/:id',
    { schema: { tags, ...params, response: { 200: userAnswer } }, ...user },
    async (request) => {
      const found = await profileOf(db, request.params.id);
      if (!found) throw new NotFound(M.unknownUser);
      return { user: profileFor(found.profile, signedIn(request).user), isActive: found.isActive };
    },
  );
  app.get(
    '/user/review/:id',
    { schema: { tags, ...params, response: { 200: profileReviewsAnswer } }, ...optional },
    (request) => profileReviews(db, request.params.id, request.auth?.user ?? null),
  );
  app.get(
    '/listing/review/:id',
    { schema: { tags, ...params, response: { 200: listingReviewsAnswer } }, ...user },
    (request) => listingReviews(db, request.params.id, signedIn(request).user),
  );
  app.get(
    '/listing-owner/:id',
    { schema: { tags, ...params, response: { 200: listingOwnerAnswer } } },
    (request) => listingOwner(db, request.params.id),
  );
  app.post(
    '/user/review',
    { schema: { tags, body: reviewRequest, response: { 200: reviewAnswer } }, ...user },
    async (request) => {
      const review = await writeReview(db, signedIn(request).user, request.body);
      await ctx.caches.clearAll(); // the listing page and search cards show the new figures
      return { message: M.reviewed, review };
    },
  );
  app.post(
    '/user/review-response',
    { schema: { tags, body: reviewResponseRequest, response: { 200: reviewResponseAnswer } }, ...user },
    async (request) => ({
      message: M.responded,
      response: await writeResponse(db, signedIn(request).user, request.body),
    }),
  );
}
