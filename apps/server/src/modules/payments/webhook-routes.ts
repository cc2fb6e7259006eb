// POST /api/stripe/webhook: Stripe's events, signature checked against STRIPE_WEBHOOK_SECRET, each event once.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App, AppContext } from '../../context';
import { providerEvents, users } from '../../db/schema';
import { HttpError, NotFound } from '../../errors';
import { recordPayoutAccount } from './payout-accounts';
import { reconcileChargeFee } from './fee-reconciliation';

const tags = ['payments'];

export async function webhookRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  await app.register(async (hooks) => {
    // The signature covers the exact bytes Stripe sent, so this route reads the body as text.
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/stripe/webhook',
      { schema: { tags, response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) } } },
      async (request) => {
        if (ctx.payments.name !== 'stripe')
          throw new NotFound('Webhooks come from Stripe only.', 'NO_WEBHOOKS');
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = ctx.payments.verifyWebhook(
            String(request.body ?? ''),
            typeof signature === 'string' ? signature : '',
          );
        } catch {
          throw new HttpError(400, 'The webhook signature does not match.', undefined, 'BAD_SIGNATURE');
        }
        const [fresh] = await db
          .insert(providerEvents)
          .values({ id: event.id, provider: ctx.payments.name, type: event.type })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return { received: true, duplicate: true };
        const objectId = typeof event.object.id === 'string' ? event.object.id : '';
        if (event.type === 'payment_method.detached' && objectId)
          // The card was taken off the customer at Stripe: it shows as invalid until a new one is saved.
          await db
            .update(users)
            .set({ paymentMethodInvalidAt: new Date() })
            .where(eq(users.paymentMethod, objectId));
        if (event.type === 'customer.deleted' && objectId)
          await db
            .update(users)
            .set({ customerId: null, paymentMethodInvalidAt: new Date() })
            .where(eq(users.customerId, objectId));
        if (event.type === 'account.updated' && objectId)
          // A lister's payout account changed: onboarding is complete once details and payouts are in.
          await recordPayoutAccount(db, {
            id: objectId,
            details_submitted: event.object.details_submitted === true,
            payouts_enabled: event.object.payouts_enabled === true,
          });
        if (event.type === 'charge.updated') await reconcileChargeFee(ctx, event.object);
        request.log.info({ event: event.id, type: event.type }, 'stripe event');
        return { received: true, duplicate: false };
      },
    );
  });
}
