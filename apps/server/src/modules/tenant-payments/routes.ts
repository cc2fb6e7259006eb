// Payment requests and transactions (docs/product/specification/3-money-and-messaging.md §7 "Payment requests and transactions";
// docs/decisions/027-payment-requests-and-manual-payments.md), registered by app.ts under /api. Lister calls answer
// 403 to members without a lister plan; a rental or request that is not the caller's answers 404, nothing written.
import { messageAnswer } from '@crashpad/shared/api/accounts';
import { idParams } from '@crashpad/shared/api/ids';
import { lateFeeAnswer, lateFeeRequest } from '@crashpad/shared/api/late-fees';
import {
  manualPaymentRequest,
  paymentRequestAnswer,
  paymentRequestRequest,
  paymentRequestsAnswer,
  paymentRequestsQuery,
  rejectPaymentRequest as rejectRequest,
  transactionsAnswer,
  transactionsQuery,
} from '@crashpad/shared/api/payment-requests';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { requireFlag } from '../../http/flags';
import { addLateFee } from './late-fees';
import { payPaymentRequest } from './pay-request';
import { createPaymentRequest, listPaymentRequests, rejectPaymentRequest } from './payment-requests';
import { listTransactions, recordManualPayment } from './transactions';

const tags = ['payment requests'];

export async function tenantPaymentRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const guard = { onRequest: ctx.auth.user };
  /** payment requests are behind their feature flag (docs/product/specification/3-money-and-messaging.md §6); manual payments and the history are not */
  const requests = { onRequest: [requireFlag(ctx.config, 'paymentRequests'), ctx.auth.user] };
  const params = { params: idParams };
  /** A write that changes revenue: the listings' figures on public and lister pages are cached. */
  const changed = async <T>(answer: T): Promise<T> => {
    await ctx.caches.clearAll();
    return answer;
  };

  app.post(
    '/payment-request',
    { schema: { tags, body: paymentRequestRequest, response: { 200: paymentRequestAnswer } }, ...requests },
    (request) => createPaymentRequest(ctx, signedIn(request).user, request.body, request.log),
  );
  app.get(
    '/payment-request',
    {
      schema: { tags, querystring: paymentRequestsQuery, response: { 200: paymentRequestsAnswer } },
      ...requests,
    },
    (request) => listPaymentRequests(db, signedIn(request).user, request.query.tenant_id),
  );
  app.put(
    '/payment-request/:id',
    { schema: { tags, ...params, response: { 200: paymentRequestAnswer } }, ...requests },
    async (request) =>
      changed(await payPaymentRequest(ctx, signedIn(request).user, request.params.id, request.log)),
  );
  app.delete(
    '/payment-request/:id',
    {
      schema: { tags, ...params, body: rejectRequest, response: { 200: paymentRequestAnswer } },
      ...requests,
    },
    (request) =>
      rejectPaymentRequest(ctx, signedIn(request).user, request.params.id, request.body.reason, request.log),
  );
  // A late fee is a payment request for 'late_fee' on the rental (docs/decisions/056), behind the same flag.
  app.post(
    '/rental/:id/late-fee',
    {
      schema: { tags, ...params, body: lateFeeRequest, response: { 200: lateFeeAnswer } },
      ...requests,
    },
    (request) => addLateFee(ctx, signedIn(request).user, request.params.id, request.body, request.log),
  );
  app.get(
    '/transaction',
    { schema: { tags, querystring: transactionsQuery, response: { 200: transactionsAnswer } }, ...guard },
    (request) => listTransactions(db, signedIn(request).user, request.query),
  );
  app.post(
    '/transaction',
    { schema: { tags, body: manualPaymentRequest, response: { 200: messageAnswer } }, ...guard },
    async (request) => changed(await recordManualPayment(db, signedIn(request).user, request.body)),
  );
}
