// Tenants and rentals (docs/product/specification/2-listings-and-tenants.md §7 "Tenants and rentals"; docs/product/specification/1-accounts-and-shell.md §7 pending-invite count). Lister calls answer
// 403 to members without a lister plan; a rental that is not the caller's answers 404 and nothing changes.
// Accepting an invitation, which charges an AutoPay deposit, is a flow (flows/invitation-acceptance.ts); AutoPay's
// own calls are the autopay module's (modules/autopay/routes.ts).
import { messageAnswer } from '@crashpad/shared/api/accounts';
import { idParams } from '@crashpad/shared/api/ids';
import {
  checkInviteAnswer,
  checkInviteQuery,
  checkoutRequest,
  inviteAnswer,
  inviteRequest,
  listerRentalsAnswer,
  listerRentalsQuery,
  listingReportAnswer,
  myRentalsAnswer,
  noteRequest,
  pendingInviteCountAnswer,
  rentalHistoryAnswer,
  rentalUpdateRequest,
  bulkTenantsAnswer,
  revenueHistoryAnswer,
  userExistsAnswer,
  userExistsRequest,
} from '@crashpad/shared/api/rentals';
import { memberZone, todayIn } from '@crashpad/shared/rules/calendar';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { checkOutTenant, confirmRequestedCheckout, leaveCrashpad, requestCheckout } from './checkout';
import { exportCsv } from './export';
import {
  assertLister,
  inviteTenant,
  resendInvitation,
  saveNote,
  updateRental,
  withdrawRental,
} from './invitations';
import {
  invitableBeds,
  invitableListings,
  listerRentals,
  myRentalHistory,
  myRentals,
  tenantActivity,
} from './lists';
import { invitedMember } from './members';
import { listingReport, monthlyReport, occupancies, revenueHistory } from './revenue';
import { checkInvite, declineInvitation, pendingInviteCount } from './tenancy';
import { bulkTenants } from './bulk-tenants';

const tags = ['rentals'];

export async function rentalRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const guard = { onRequest: ctx.auth.user };
  const params = { params: idParams };
  /** A write that changes beds: the public listing pages and searches show them. */
  const changed = async <T>(answer: T): Promise<T> => {
    await ctx.caches.clearAll();
    return answer;
  };

  // ---- the lister ----
  app.post(
    '/rental/invite',
    { schema: { tags, body: inviteRequest, response: { 200: inviteAnswer } }, ...guard },
    async (request) => changed(await inviteTenant(ctx, signedIn(request).user, request.body, request.log)),
  );
  app.put(
    '/rental/:id',
    { schema: { tags, ...params, body: rentalUpdateRequest, response: { 200: inviteAnswer } }, ...guard },
    async (request) =>
      changed(await updateRental(ctx, signedIn(request).user, request.params.id, request.body, request.log)),
  );
  app.post(
    '/rental/:id/resend-invite',
    { schema: { tags, ...params, response: { 200: messageAnswer } }, ...guard },
    (request) => resendInvitation(ctx, signedIn(request).user, request.params.id, request.log),
  );
  app.post(
    '/rental/:id/cancel-invite',
    { schema: { tags, ...params, response: { 200: messageAnswer } }, ...guard },
    async (request) =>
      changed(await withdrawRental(ctx, signedIn(request).user, request.params.id, 'cancel')),
  );
  app.post(
    '/rental/:id/remove',
    { schema: { tags, ...params, response: { 200: messageAnswer } }, ...guard },
    async (request) =>
      changed(await withdrawRental(ctx, signedIn(request).user, request.params.id, 'remove')),
  );
  app.put(
    '/rental/:id/update-tenant-note',
    { schema: { tags, ...params, body: noteRequest, response: { 200: messageAnswer } }, ...guard },
    (request) => saveNote(ctx, signedIn(request).user, request.params.id, request.body.note_agreement),
  );
  app.post(
    '/rental/:id/checkout-date/confirm',
    { schema: { tags, ...params, response: { 200: messageAnswer } }, ...guard },
    async (request) => changed(await confirmRequestedCheckout(db, signedIn(request).user, request.params.id)),
  );
  app.post(
    '/rental/:id/checkout',
    { schema: { tags, ...params, body: checkoutRequest, response: { 200: messageAnswer } }, ...guard },
    async (request) =>
      changed(await checkOutTenant(db, signedIn(request).user, request.params.id, request.body)),
  );
  app.get(
    '/rental',
    { schema: { tags, querystring: listerRentalsQuery, response: { 200: listerRentalsAnswer } }, ...guard },
    (request) => listerRentals(db, signedIn(request).user, request.query),
  );
  app.get(
    '/rental-history/tenant/:id',
    { schema: { tags, ...params, response: { 200: rentalHistoryAnswer } }, ...guard },
    (request) => tenantActivity(db, signedIn(request).user, request.params.id),
  );
  // GET /lister/available-bed is the spec's name for the same list (docs/decisions/021-tenants-and-rentals.md).
  for (const url of ['/lister/listings/unrented', '/lister/available-bed'])
    app.get(url, { schema: { tags }, ...guard }, (request) => invitableListings(db, signedIn(request).user));
  app.get('/lister/:id/listings/unrented', { schema: { tags, ...params }, ...guard }, (request) =>
    invitableBeds(db, signedIn(request).user, request.params.id),
  );
  app.get('/lister/listings', { schema: { tags }, ...guard }, async (request) => {
    const { listings } = await invitableListings(db, signedIn(request).user);
    return { data: listings.map((l) => ({ id: l.id, title: l.title })) };
  });
  app.get(
    '/lister/payments',
    { schema: { tags, response: { 200: revenueHistoryAnswer } }, ...guard },
    (request) => {
      const { user } = signedIn(request);
      assertLister(user);
      return revenueHistory(db, user.id);
    },
  );
  app.get('/lister/tenants/monthly-report', { schema: { tags }, ...guard }, (request) => {
    const { user } = signedIn(request);
    assertLister(user);
    return monthlyReport(db, user.id);
  });
  app.get('/lister/occupancies', { schema: { tags }, ...guard }, (request) => {
    const { user } = signedIn(request);
    assertLister(user);
    return occupancies(db, user.id);
  });
  app.get(
    '/lister/listings/:id/report',
    { schema: { tags, ...params, response: { 200: listingReportAnswer } }, ...guard },
    (request) => {
      const { user } = signedIn(request);
      assertLister(user);
      return listingReport(db, user.id, request.params.id);
    },
  );
  app.get('/lister/tenants/export', { schema: { tags }, ...guard }, async (request, reply) => {
    const { user } = signedIn(request);
    assertLister(user);
    const csv = await exportCsv(db, user.id, user.timeZone);
    const day = todayIn(memberZone(user.timeZone));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="crashpad-tenants-${day}.csv"`)
      .send(csv);
  });
  app.post(
    '/user/exists',
    { schema: { tags, body: userExistsRequest, response: { 200: userExistsAnswer } }, ...guard },
    (request) => invitedMember(db, signedIn(request).user, request.body.email),
  );
  app.get(
    '/lister/bulk-tenants',
    { schema: { tags, response: { 200: bulkTenantsAnswer } }, ...guard },
    (request) => bulkTenants(db, signedIn(request).user),
  );

  // ---- the tenant ----
  app.get(
    '/user/get-count-pending-invite',
    { schema: { tags, response: { 200: pendingInviteCountAnswer } }, ...guard },
    async (request) => ({ count: await pendingInviteCount(db, signedIn(request).user) }),
  );
  app.get('/rentals', { schema: { tags, response: { 200: myRentalsAnswer } }, ...guard }, (request) =>
    myRentals(db, signedIn(request).user),
  );
  app.get(
    '/rental-history',
    { schema: { tags, response: { 200: rentalHistoryAnswer } }, ...guard },
    (request) => myRentalHistory(db, signedIn(request).user),
  );
  app.post(
    '/rental/:id/decline',
    { schema: { tags, ...params, response: { 200: messageAnswer } }, ...guard },
    async (request) => changed(await declineInvitation(db, signedIn(request).user, request.params.id)),
  );
  app.post(
    '/rental/:id/checkout-date',
    { schema: { tags, ...params, body: checkoutRequest, response: { 200: messageAnswer } }, ...guard },
    (request) => requestCheckout(db, signedIn(request).user, request.params.id, request.body),
  );
  app.post(
    '/rental/:id/leave',
    { schema: { tags, ...params, response: { 200: messageAnswer } }, ...guard },
    async (request) => changed(await leaveCrashpad(db, signedIn(request).user, request.params.id)),
  );

  // ---- invitation links (the link's token is the proof; a session is optional) ----
  app.get(
    '/rental/check-invite',
    { schema: { tags, querystring: checkInviteQuery, response: { 200: checkInviteAnswer } } },
    (request) => checkInvite(db, request.query.email, request.query.vcode),
  );
}
