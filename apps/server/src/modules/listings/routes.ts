// The lister's listing calls (docs/product/specification/2-listings-and-tenants.md §2.1, §2.2, §7 "Listings"), and the other listing routes registered with them.
import { messageAnswer } from '@crashpad/shared/api/accounts';
import { idParams } from '@crashpad/shared/api/ids';
import {
  canAddListingAnswer,
  houseRuleAnswer,
  listingEditView,
  listingForm,
  listingSaved,
  listingStatusRequest,
  listingTotalAnswer,
  myListingsAnswer,
} from '@crashpad/shared/api/listings';
import { listingViewsAnswer, listingViewsParams, listingViewsQuery } from '@crashpad/shared/api/analytics';
import { offeredRentalTypes } from '@crashpad/shared/rules/listings';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { Forbidden } from '../../errors';
import { listingEditView as editView } from './edit-view';
import { assertCanAddListing, isLister, listingTotal } from './lister-allowance';
import {
  LISTING_SAVED,
  changeListingStatus,
  createListing,
  ownListing,
  updateListing,
} from './listing-service';
import { featuredRoutes } from './featured-routes';
import { EXAMPLE_HOUSE_RULES } from './house-rules';
import { listingViewsByDay } from './listing-views';
import { myListings } from './my-listings';
import { publicListingRoutes } from './public-listing';
import { roomRoutes } from './room-routes';

const tags = ['listings'];
export const NOT_LISTER_LIST = 'Only listers have crashpads to manage.';

export async function listingRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Refused before the body is read: a guest learns nothing from validation messages.
  const guard = { onRequest: ctx.auth.user };
  const offered = offeredRentalTypes(ctx.config.site.flags['site.crashpad']);

  app.get(
    '/lister/can-add-listings',
    { schema: { tags, response: { 200: canAddListingAnswer } }, ...guard },
    async (request) => {
      await assertCanAddListing(db, signedIn(request).user);
      return { can_add: true, message: '' };
    },
  );

  app.get(
    '/user/listing-total',
    { schema: { tags, response: { 200: listingTotalAnswer } }, ...guard },
    async (request) => {
      const { user } = signedIn(request);
      return { data: await listingTotal(db, user.id), total_location: user.totalLocation };
    },
  );

  app.post(
    '/crashpads',
    {
      schema: { tags, body: listingForm, response: { 200: listingSaved } },
      ...guard,
      // A member who may not add a listing hears why before any form problem (checked again when saving).
      preValidation: async (request) => assertCanAddListing(db, signedIn(request).user),
    },
    async (request) => {
      const id = await createListing(db, signedIn(request).user.id, request.body, offered);
      // A visitor who asked for this id before it existed was answered "not found" from the cache.
      await ctx.caches.clearAll();
      return { id, message: LISTING_SAVED.created };
    },
  );

  app.put(
    '/crashpads/:id',
    {
      schema: { tags, params: idParams, body: listingForm, response: { 200: listingSaved } },
      ...guard,
    },
    async (request) => {
      const { id } = request.params;
      await updateListing(db, signedIn(request).user.id, id, request.body, offered);
      await ctx.caches.clearAll();
      return { id, message: LISTING_SAVED.updated };
    },
  );

  app.get('/crashpads', { schema: { tags, response: { 200: myListingsAnswer } }, ...guard }, (request) => {
    const { user } = signedIn(request);
    if (!isLister(user)) throw new Forbidden(NOT_LISTER_LIST, 'NOT_LISTER');
    return myListings(db, user.id);
  });

  // One listing's views by day, for its lister only (docs/decisions/064-page-view-analytics.md).
  app.get(
    '/lister/listings/:id/views',
    {
      schema: {
        tags,
        params: listingViewsParams,
        querystring: listingViewsQuery,
        response: { 200: listingViewsAnswer },
      },
      ...guard,
    },
    (request) => listingViewsByDay(db, signedIn(request).user.id, request.params.id, request.query.days),
  );

  app.get(
    '/crashpads/:id/edit',
    { schema: { tags, params: idParams, response: { 200: listingEditView } }, ...guard },
    async (request) => editView(db, await ownListing(db, signedIn(request).user.id, request.params.id)),
  );

  app.post(
    '/crashpads/status/:id',
    {
      schema: { tags, params: idParams, body: listingStatusRequest, response: { 200: messageAnswer } },
      ...guard,
    },
    async (request) => {
      const message = await changeListingStatus(
        db,
        signedIn(request).user.id,
        request.params.id,
        request.body.status,
      );
      await ctx.caches.clearAll();
      return { message };
    },
  );

  // The spec's GET /house-rule: example rules the wizard's editor can start from, for anyone
  // (docs/decisions/052-house-rules-and-related-listings.md).
  app.get('/house-rule', { schema: { tags, response: { 200: houseRuleAnswer } } }, () => ({
    rules_policies_des: EXAMPLE_HOUSE_RULES,
  }));

  await roomRoutes(app, ctx);
  await featuredRoutes(app, ctx);
  await publicListingRoutes(app, ctx);
}
