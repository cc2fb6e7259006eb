// The saved card (docs/product/specification/3-money-and-messaging.md §2.2, §4 "Card setup flow", §7): create or reuse the provider's customer, a setup
// intent, the card confirmed (by Stripe.js, or by the sandbox's stand-in), saved, shown, re-dated and removed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_PATTERN } from '@crashpad/shared/messages';
import {
  cardAnswer,
  cardUserAnswer,
  paymentMethodAnswer,
  sandboxConfirmAnswer,
  sandboxConfirmRequest,
  savePaymentMethodRequest,
  setupCustomerAnswer,
  setupCustomerRequest,
  setupIntentAnswer,
  setupIntentRequest,
  updateCardRequest,
} from '@crashpad/shared/api/payments';
import { autopayStoppedOn, CARD_MESSAGES, cardExpired } from '@crashpad/shared/rules/cards';
import type { SandboxProvider } from '../../adapters/payments/sandbox';
import type { App, AppContext } from '../../context';
import { paymentCustomers, users } from '../../db/schema';
import { signedIn } from '../../http/auth';
import { Conflict, Invalid, NotFound } from '../../errors';
import { EMAIL_TAKEN, toUserView, userByEmail } from '../accounts';
import {
  UNKNOWN_CUSTOMER,
  adoptCard,
  cardInfo,
  cardOfCustomer,
  memberCustomer,
  provider,
  rememberCustomer,
  hasCard,
} from './customers';
import { autopayOnCard, stopTenantAutopay, tellListersAutopayStopped } from './card-removal';

const tags = ['payments'];
export const CARD_SAVED = 'Your payment method has been saved.';
export const CARD_REMOVED = 'The account is now inactive and you will not be charged again.';
export const NO_CARD = 'There is no payment method on file.';

export async function cardRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const reload = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

  app.post(
    '/stripe/setup-customer',
    {
      schema: { tags, body: setupCustomerRequest, response: { 200: setupCustomerAnswer } },
      preHandler: [
        ctx.auth.optional,
        ctx.limits.perAddress('setup-customer', ctx.config.authLimitPer15Min * 3),
      ],
    },
    async (request) => {
      if (request.auth) return { customer_id: await memberCustomer(ctx, request.auth.user) };
      // A sign-up that has not paid yet: the customer is kept against its e-mail until the account exists.
      const email = request.body.email?.trim() ?? '';
      if (!EMAIL_PATTERN.test(email))
        throw new Invalid('Please enter a valid e-mail address.', {
          email: ['Please enter a valid e-mail address.'],
        });
      if (await userByEmail(db, email)) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
      const [earlier] = await db
        .select({ id: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(and(isNull(paymentCustomers.userId), sql`lower(${paymentCustomers.email}) = lower(${email})`))
        .orderBy(sql`${paymentCustomers.createdAt} desc`)
        .limit(1);
      if (earlier && (await provider(() => ctx.payments.customerExists(earlier.id))))
        return { customer_id: earlier.id };
      const customerId = await provider(() =>
        ctx.payments.createCustomer({ email, name: request.body.name?.trim() || email }),
      );
      await rememberCustomer(ctx, customerId, email, null);
      return { customer_id: customerId };
    },
  );

  app.post(
    '/stripe/setup-intent',
    {
      schema: { tags, body: setupIntentRequest, response: { 200: setupIntentAnswer } },
      preHandler: [
        ctx.auth.optional,
        ctx.limits.perAddress('setup-intent', ctx.config.authLimitPer15Min * 3),
      ],
    },
    async (request) => {
      const customerId = request.body.customer_id;
      const owner = request.auth?.user;
      if (owner) {
        if (owner.customerId !== customerId) throw new NotFound(UNKNOWN_CUSTOMER, 'UNKNOWN_CUSTOMER');
      } else {
        const [row] = await db
          .select({ id: paymentCustomers.customerId })
          .from(paymentCustomers)
          .where(and(eq(paymentCustomers.customerId, customerId), isNull(paymentCustomers.userId)));
        if (!row) throw new NotFound(UNKNOWN_CUSTOMER, 'UNKNOWN_CUSTOMER');
      }
      const intent = await provider(() => ctx.payments.createSetupIntent(customerId));
      return { client_secret: intent.clientSecret };
    },
  );

  // The sandbox's stand-in for Stripe.js confirming a card in the browser. Brand, last 4 and expiry are kept, and
  // the billing details (name, postal code, country, US state) as Stripe keeps them (docs/decisions/053); a state
  // that is not a US state's code is refused by the contract before anything is saved.
  if (ctx.payments.name === 'sandbox') {
    const sandbox = ctx.payments as SandboxProvider;
    app.post(
      '/sandbox/setup-intents/confirm',
      {
        schema: { tags, body: sandboxConfirmRequest, response: { 200: sandboxConfirmAnswer } },
        preHandler: [ctx.limits.perAddress('sandbox-card-confirm', ctx.config.authLimitPer15Min * 3)],
      },
      async (request) => {
        const { card, client_secret } = request.body;
        const confirmed = await provider(() =>
          sandbox.confirmSetupIntent(client_secret, {
            number: card.number,
            expMonth: card.exp_month,
            expYear: card.exp_year,
            billing: {
              name: card.name?.trim() || null,
              address: {
                postal_code: card.postal_code?.trim() || null,
                country: card.country || null,
                state: card.state || null,
              },
            },
          }),
        );
        return { payment_method: confirmed.paymentMethodId, status: 'succeeded' as const };
      },
    );
  }

  app.post(
    '/stripe/save-payment-method',
    {
      schema: { tags, body: savePaymentMethodRequest, response: { 200: cardUserAnswer } },
      preHandler: ctx.auth.user,
    },
    async (request) => {
      const { user } = signedIn(request);
      if (!user.customerId) throw new NotFound(UNKNOWN_CUSTOMER, 'UNKNOWN_CUSTOMER');
      const card = await cardOfCustomer(ctx, request.body.payment_method, user.customerId);
      const previous = user.paymentMethod;
      await adoptCard(db, user.id, card);
      // The card it replaces is taken off the customer, so it is never charged again.
      if (previous && previous !== card.id) await provider(() => ctx.payments.detachPaymentMethod(previous));
      return { user: toUserView(await reload(user.id)), card: cardInfo(card), message: CARD_SAVED };
    },
  );

  app.get(
    '/stripe/card',
    { schema: { tags, response: { 200: cardAnswer } }, preHandler: ctx.auth.user },
    async (request) => {
      const { user } = signedIn(request);
      const autopay = await autopayOnCard(db, user.id);
      if (!user.paymentMethod) return { status: 'none' as const, card: null, autopay };
      const card = await provider(() => ctx.payments.getPaymentMethod(user.paymentMethod!));
      if (!card || card.customerId !== user.customerId) {
        if (!user.paymentMethodInvalidAt)
          await db.update(users).set({ paymentMethodInvalidAt: new Date() }).where(eq(users.id, user.id));
        return { status: 'invalid' as const, card: user.cardDetails ?? null, autopay };
      }
      const info = cardInfo(card);
      if (JSON.stringify(info) !== JSON.stringify(user.cardDetails) || user.paymentMethodInvalidAt)
        await db
          .update(users)
          .set({ cardDetails: info, paymentMethodInvalidAt: null })
          .where(eq(users.id, user.id));
      return { status: 'active' as const, card: info, autopay };
    },
  );

  app.post(
    '/stripe/remove-payment-method',
    { schema: { tags, response: { 200: cardUserAnswer } }, preHandler: ctx.auth.user },
    async (request) => {
      const { user } = signedIn(request);
      if (!user.paymentMethod) throw new NotFound(NO_CARD, 'NO_PAYMENT_METHOD');
      await provider(() => ctx.payments.detachPaymentMethod(user.paymentMethod!));
      // AutoPay cannot charge a card that is gone: it stops with the card (docs/decisions/049-removing-the-autopay-card.md).
      const stopped = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            paymentMethod: null,
            cardDetails: null,
            paymentMethodInvalidAt: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id));
        return stopTenantAutopay(tx, user.id);
      });
      await tellListersAutopayStopped(ctx, stopped, request.log);
      const message =
        stopped.length === 0
          ? CARD_REMOVED
          : `${CARD_REMOVED} ${autopayStoppedOn(stopped.map((s) => s.listingTitle))}`;
      return { user: toUserView(await reload(user.id)), card: null, message };
    },
  );

  app.post(
    '/stripe/update-card',
    {
      schema: { tags, body: updateCardRequest, response: { 200: cardUserAnswer } },
      preHandler: ctx.auth.user,
    },
    async (request) => {
      const { user } = signedIn(request);
      const { exp_month, exp_year } = request.body;
      if (cardExpired(exp_month, exp_year))
        throw new Invalid(CARD_MESSAGES.expiryUpdate, { exp_year: [CARD_MESSAGES.expiryUpdate] });
      if (!user.paymentMethod || user.paymentMethodInvalidAt)
        throw new NotFound(NO_CARD, 'NO_PAYMENT_METHOD');
      const card = await provider(() =>
        ctx.payments.updateCardExpiry(user.paymentMethod!, exp_month, exp_year),
      );
      await db
        .update(users)
        .set({ cardDetails: cardInfo(card), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return {
        user: toUserView(await reload(user.id)),
        card: cardInfo(card),
        message: 'Your card has been updated.',
      };
    },
  );

  app.get(
    '/user/payment-method',
    { schema: { tags, response: { 200: paymentMethodAnswer } }, preHandler: ctx.auth.user },
    async (request) => ({ have_card: hasCard(signedIn(request).user) }),
  );
}
