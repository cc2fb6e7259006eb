// AutoPay on a rental (docs/decisions/026-autopay-on-rentals.md): the lister's request, the tenant's answer, turning
// it off, and Pay now on a declined charge. Behind the autopay flag; the session decides who may act, a `?token`
// query is accepted and not needed. Registered by app.ts under /api.
import { messageAnswer } from '@crashpad/shared/api/accounts';
import { idParams } from '@crashpad/shared/api/ids';
import { autopayQuery, autopayRequest } from '@crashpad/shared/api/rental-autopay';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { requireFlag } from '../../http/flags';
import { payDeclinedAutopay } from './autopay-pay-now';
import {
  acceptAutopay,
  declineAutopay,
  requestAutopay,
  requestAutopayDisable,
  stopAutopay,
} from './autopay-requests';

const tags = ['rentals'];
/** Pay now presses accepted per client address in 15 minutes. */
export const PAY_NOW_PER_15_MIN = 10;

export async function autopayRoutes(app: App, ctx: AppContext): Promise<void> {
  const params = { params: idParams };
  /** A write that changes beds: the public listing pages and searches show them. */
  const changed = async <T>(answer: T): Promise<T> => {
    await ctx.caches.clearAll();
    return answer;
  };

  const autopay = {
    schema: { tags, ...params, querystring: autopayQuery, response: { 200: messageAnswer } },
    onRequest: ctx.auth.user,
    preHandler: requireFlag(ctx.config, 'autopay'),
  };
  app.post(
    '/rental/:id/request-autopay',
    { ...autopay, schema: { ...autopay.schema, body: autopayRequest } },
    (request) => requestAutopay(ctx, signedIn(request).user, request.params.id, request.body, request.log),
  );
  app.post('/rental/:id/stop-autopay', autopay, (request) =>
    stopAutopay(ctx, signedIn(request).user, request.params.id, request.log),
  );
  app.post('/rental/:id/accept-autopay', autopay, (request) =>
    acceptAutopay(ctx, signedIn(request).user, request.params.id, request.log),
  );
  app.post('/rental/:id/decline-autopay', autopay, (request) =>
    declineAutopay(ctx, signedIn(request).user, request.params.id, request.log),
  );
  app.post('/rental/:id/disable-autopay', autopay, (request) =>
    requestAutopayDisable(ctx, signedIn(request).user, request.params.id, request.log),
  );
  // Each press is a real attempt at the card's bank: a few in 15 minutes (docs/decisions/043).
  app.post(
    '/rental/:id/pay-now',
    { ...autopay, preHandler: [autopay.preHandler, ctx.limits.perAddress('pay-now', PAY_NOW_PER_15_MIN)] },
    async (request) =>
      changed(await payDeclinedAutopay(ctx, signedIn(request).user, request.params.id, request.log)),
  );
}
