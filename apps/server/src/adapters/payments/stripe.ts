// Stripe, selected when STRIPE_SECRET_KEY is set. Cards are collected in the browser by Stripe Elements, so card
// numbers never reach this server; here we only name customers, cards and charges by their Stripe ids.
import Stripe from 'stripe';
import {
  PROVIDER_UNAVAILABLE,
  PaymentError,
  type ConnectedAccount,
  type PaymentProvider,
  type ProviderEvent,
  type SavedCard,
} from './provider';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** tests point the SDK at a local server */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

type StripePaymentMethod = Awaited<ReturnType<Stripe['paymentMethods']['retrieve']>>;

function toCard(pm: StripePaymentMethod): SavedCard | null {
  if (!pm.card) return null;
  const customer = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
  return {
    id: pm.id,
    customerId: customer,
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
    billing: {
      name: pm.billing_details.name,
      address: {
        postal_code: pm.billing_details.address?.postal_code ?? null,
        country: pm.billing_details.address?.country ?? null,
        state: pm.billing_details.address?.state ?? null,
      },
    },
  };
}

type StripeAccount = Awaited<ReturnType<Stripe['accounts']['retrieve']>>;

function toAccount(account: StripeAccount): ConnectedAccount {
  return {
    id: account.id,
    charges_enabled: account.charges_enabled ?? false,
    payouts_enabled: account.payouts_enabled ?? false,
    details_submitted: account.details_submitted ?? false,
    external_accounts: (account.external_accounts?.data ?? []).map((external) => ({
      object: external.object === 'card' ? ('card' as const) : ('bank_account' as const),
      bank_name: external.object === 'bank_account' ? external.bank_name : (external.brand ?? null),
      last4: external.last4,
    })),
  };
}

/** Stripe's errors in the product's shape; a network failure becomes "the payment service did not answer". */
export function fromStripeError(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  if (err instanceof Stripe.errors.StripeConnectionError)
    return new PaymentError(PROVIDER_UNAVAILABLE, 'api_connection_error', 'provider_unavailable');
  return new PaymentError(err.message, err.rawType ?? 'api_error', err.code, err.decline_code);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw fromStripeError(err);
  }
}

/** Stripe's fee on a charge, from its expanded balance transaction; null while Stripe has not made one. */
function feeOf(charge: string | Stripe.Charge | null): number | null {
  if (!charge || typeof charge === 'string') return null;
  const balance = charge.balance_transaction;
  return balance && typeof balance !== 'string' ? balance.fee : null;
}

const isMissing = (err: unknown) => err instanceof PaymentError && err.code === 'resource_missing';

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer({ email, name, metadata }) {
      const customer = await call(() => stripe.customers.create({ email, name, metadata }));
      return customer.id;
    },

    async customerExists(customerId) {
      try {
        const customer = await call(() => stripe.customers.retrieve(customerId));
        return !('deleted' in customer && customer.deleted);
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async createSetupIntent(customerId) {
      const intent = await call(() =>
        stripe.setupIntents.create({ customer: customerId, usage: 'off_session' }),
      );
      if (!intent.client_secret) throw new PaymentError('Stripe returned no client secret.', 'api_error');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async getPaymentMethod(paymentMethodId) {
      try {
        const pm = await call(() => stripe.paymentMethods.retrieve(paymentMethodId));
        const card = toCard(pm);
        return card && card.customerId ? card : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async updateCardExpiry(paymentMethodId, expMonth, expYear) {
      const pm = await call(() =>
        stripe.paymentMethods.update(paymentMethodId, { card: { exp_month: expMonth, exp_year: expYear } }),
      );
      const card = toCard(pm);
      if (!card) throw new PaymentError('This payment method is not a card.', 'invalid_request_error');
      return card;
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await call(() => stripe.paymentMethods.detach(paymentMethodId));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },

    async charge(request) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: request.metadata ?? {},
            // the charge's balance transaction holds Stripe's real fee (docs/decisions/051-fees-that-cover-the-card-provider.md)
            expand: ['latest_charge.balance_transaction'],
            ...(request.destination
              ? {
                  transfer_data: { destination: request.destination.accountId },
                  application_fee_amount: request.destination.feeCents,
                }
              : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (intent.status !== 'succeeded')
        throw new PaymentError(
          'Your bank asked to confirm this payment. Please add the card again and confirm it.',
          'card_error',
          'authentication_required',
        );
      return {
        id: intent.id,
        amountCents: intent.amount,
        status: 'succeeded',
        providerFeeCents: feeOf(intent.latest_charge),
      };
    },

    async findCharge({ customerId, transactionId, since }) {
      // The charge carries its transaction in its metadata (charge-once.ts). Listing the customer's payment
      // intents since the claim reads them at once, where the search API may lag by a minute.
      const intents = await call(() =>
        stripe.paymentIntents
          .list({
            customer: customerId,
            created: { gte: Math.floor(since.getTime() / 1000) - 300 },
            limit: 100,
          })
          .autoPagingToArray({ limit: 1000 }),
      );
      const intent = intents.find((i) => i.metadata?.transaction === String(transactionId));
      if (!intent) return null;
      if (intent.status !== 'succeeded') return 'refused';
      return { id: intent.id, amountCents: intent.amount, status: 'succeeded', providerFeeCents: null };
    },

    async balanceTransactionFee(balanceTransactionId) {
      const balance = await call(() => stripe.balanceTransactions.retrieve(balanceTransactionId));
      return balance.fee;
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: chargeId, ...(amountCents ? { amount: amountCents } : {}) },
          { idempotencyKey },
        ),
      );
      return { id: refund.id, chargeId, amountCents: refund.amount };
    },

    async createExpressAccount({ email, country, metadata }) {
      const account = await call(() =>
        stripe.accounts.create({
          type: 'express',
          email,
          country,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: metadata ?? {},
        }),
      );
      return account.id;
    },

    async onboardingLink(accountId, returnUrl, refreshUrl) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return link.url;
    },

    async dashboardLink(accountId) {
      const link = await call(() => stripe.accounts.createLoginLink(accountId));
      return link.url;
    },

    async account(accountId) {
      return toAccount(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async setPayoutSchedule(accountId, interval) {
      // Weekly payouts on Mondays and monthly ones on the 1st, as the sandbox dashboard shows them.
      const schedule =
        interval === 'weekly'
          ? { interval, weekly_anchor: 'monday' as const }
          : interval === 'monthly'
            ? { interval, monthly_anchor: 1 }
            : { interval };
      await call(() => stripe.accounts.update(accountId, { settings: { payouts: { schedule } } }));
    },

    verifyWebhook(rawBody, signature): ProviderEvent {
      if (!settings.webhookSecret)
        throw new PaymentError('STRIPE_WEBHOOK_SECRET is not set.', 'invalid_request_error');
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
