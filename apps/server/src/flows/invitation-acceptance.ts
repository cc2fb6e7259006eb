// Accepting an invitation, a flow across rentals and autopay (docs/architecture.md "Flows";
// docs/product/specification/2-listings-and-tenants.md §2.6, §2.7): the rentals module accepts it, by link or on
// My CrashPad Rentals; an invitation with AutoPay then has its deposit charged, after the acceptance committed
// (docs/decisions/026-autopay-on-rentals.md). Registered by app.ts under /api.
import { idParams } from '@crashpad/shared/api/ids';
import { acceptAnswer, acceptQuery } from '@crashpad/shared/api/rentals';
import type { App, AppContext } from '../context';
import { signedIn } from '../http/auth';
import { chargeDepositOnAcceptance } from '../modules/autopay';
import { acceptById, acceptByToken } from '../modules/rentals';

const tags = ['rentals'];

export async function invitationAcceptanceRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const guard = { onRequest: ctx.auth.user };
  const params = { params: idParams };
  /** A write that changes beds: the public listing pages and searches show them. */
  const changed = async <T>(answer: T): Promise<T> => {
    await ctx.caches.clearAll();
    return answer;
  };

  app.post(
    '/rental/:id/accept',
    { schema: { tags, ...params, response: { 200: acceptAnswer } }, ...guard },
    async (request) => {
      const { autopay: started, ...answer } = await acceptById(db, signedIn(request).user, request.params.id);
      // An invitation with AutoPay: the deposit is charged now (docs/decisions/026-autopay-on-rentals.md).
      if (started) await chargeDepositOnAcceptance(ctx, answer.id, request.log);
      return changed(answer);
    },
  );

  // ---- by the invitation link (the link's token is the proof; a session is optional) ----
  app.get(
    '/rental/accept',
    {
      schema: { tags, querystring: acceptQuery, response: { 200: acceptAnswer } },
      preHandler: ctx.auth.optional,
    },
    async (request) => {
      const { autopay: started, ...answer } = await acceptByToken(
        db,
        request.query.token,
        request.auth?.user ?? null,
      );
      if (started) await chargeDepositOnAcceptance(ctx, answer.id, request.log);
      return changed(answer);
    },
  );
}
