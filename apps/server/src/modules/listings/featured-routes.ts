// The featured checkout's calls (docs/product/specification/3-money-and-messaging.md §7 "POST /user/featured-listings, DELETE /user/featured-listings/{id}";
// docs/decisions/028-featured-and-boost.md). Only the listing's own lister reaches it: another member's listing
// answers 404, as if it did not exist, and nothing is written.
import { idParams } from '@crashpad/shared/api/ids';
import {
  FEATURED_MESSAGES,
  featuredAnswer,
  featuredListingAnswer,
  featuredPlansAnswer,
  featuredSignupRequest,
} from '@crashpad/shared/api/featured';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { buyFeatured, cancelFeatured, featuredPlanOptions, featuredView } from './featured';
import { ownListing } from './listing-service';

const tags = ['listings'];

export async function featuredRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const guard = { onRequest: ctx.auth.user };

  app.get('/featured-plans', { schema: { tags, response: { 200: featuredPlansAnswer } } }, () => ({
    data: featuredPlanOptions(),
  }));

  // GET /listings/featured/{id} is the spec's name for the same view (docs/decisions/028-featured-and-boost.md).
  for (const url of ['/user/featured-listings/:id', '/listings/featured/:id'])
    app.get(
      url,
      { schema: { tags, params: idParams, response: { 200: featuredListingAnswer } }, ...guard },
      async (request) => featuredView(db, await ownListing(db, signedIn(request).user.id, request.params.id)),
    );

  app.post(
    '/user/featured-listings',
    { schema: { tags, body: featuredSignupRequest, response: { 200: featuredAnswer } }, ...guard },
    async (request) => {
      const body = request.body;
      const view = await buyFeatured(
        ctx,
        signedIn(request).user,
        {
          listingId: body.listing_id,
          plan: body.featured_listing_plan,
          attempt: body.idempotency_key,
          ...(body.payment_method && { paymentMethod: body.payment_method }),
        },
        request.log,
      );
      return { ...view, message: FEATURED_MESSAGES.bought };
    },
  );

  app.delete(
    '/user/featured-listings/:id',
    { schema: { tags, params: idParams, response: { 200: featuredAnswer } }, ...guard },
    async (request) => {
      const view = await cancelFeatured(ctx, signedIn(request).user, request.params.id);
      return { ...view, message: FEATURED_MESSAGES.cancelled };
    },
  );
}
