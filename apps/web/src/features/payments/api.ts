// The payments feature's server calls (docs/product/specification/3-money-and-messaging.md §7): the saved card and what depends on it, the card setup flow,
// plan quotes, renewals and the paid sign-up. Typed by the shared contracts; the pages keep what happens after
// an answer.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RegisterAnswer, SessionAnswer } from '@crashpad/shared/api/accounts';
import type {
  CardAnswer,
  CardUserAnswer,
  PaymentMethodAnswer,
  PlanQuote,
  RenewRequest,
  SandboxConfirmAnswer,
  SandboxConfirmRequest,
  SavePaymentMethodRequest,
  SetupCustomerAnswer,
  SetupCustomerRequest,
  SetupIntentAnswer,
  SetupIntentRequest,
  SubscribeRequest,
  UpdateCardRequest,
} from '@crashpad/shared/api/payments';
import type {
  FeaturedAnswer,
  FeaturedListingAnswer,
  FeaturedPlansAnswer,
  FeaturedSignupRequest,
} from '@crashpad/shared/api/featured';
import type { UserPlan } from '@crashpad/shared/plans';
import { api } from '../../lib/api-client';

// ---- the saved card ----

export const cardQuery = queryOptions({ queryKey: ['card'], queryFn: () => api<CardAnswer>('/stripe/card') });

export function useCard() {
  return useQuery(cardQuery);
}

/** Whether the member has a card on file: the account prompts ask for one when not (docs/product/specification/1-accounts-and-shell.md §4). */
export const paymentMethodQuery = queryOptions({
  queryKey: ['payment-method'],
  queryFn: () => api<PaymentMethodAnswer>('/user/payment-method'),
});

/** After a card is saved, changed or removed. */
export function refreshCard(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: cardQuery.queryKey }),
    client.invalidateQueries({ queryKey: paymentMethodQuery.queryKey }),
  ]);
}

export const removeCard = () =>
  api<CardUserAnswer>('/stripe/remove-payment-method', { method: 'POST', handles: [402] });

export const updateCardExpiry = (expiry: UpdateCardRequest) =>
  api<CardUserAnswer>('/stripe/update-card', { method: 'POST', body: expiry, handles: [400, 402, 404] });

// ---- the card setup flow (docs/product/specification/3-money-and-messaging.md §4) ----

/** A guest signing up (e-mail and name), or the signed-in member. */
export type CardOwner = { email: string; name: string } | 'member';
export type ConfirmedCard = { customer_id: string; payment_method: string };

/**
 * Creates or reuses the customer, creates a setup intent, has the provider confirm the card (Stripe.js, or the
 * sandbox) and hands the confirmed card to the caller.
 */
export async function setUpCard(
  owner: CardOwner,
  confirm: (clientSecret: string) => Promise<string>,
): Promise<ConfirmedCard> {
  const { customer_id } = await api<SetupCustomerAnswer>('/stripe/setup-customer', {
    method: 'POST',
    body: (owner === 'member' ? {} : { email: owner.email, name: owner.name }) satisfies SetupCustomerRequest,
    handles: [402],
  });
  const { client_secret } = await api<SetupIntentAnswer>('/stripe/setup-intent', {
    method: 'POST',
    body: { customer_id } satisfies SetupIntentRequest,
    handles: [402],
  });
  return { customer_id, payment_method: await confirm(client_secret) };
}

export async function confirmWithSandbox(
  clientSecret: string,
  card: SandboxConfirmRequest['card'],
): Promise<string> {
  const answer = await api<SandboxConfirmAnswer>('/sandbox/setup-intents/confirm', {
    method: 'POST',
    body: { client_secret: clientSecret, card } satisfies SandboxConfirmRequest,
    handles: [402],
  });
  return answer.payment_method;
}

/** A member's confirmed card becomes their payment method. */
export function savePaymentMethod(paymentMethod: string) {
  return api<CardUserAnswer>('/stripe/save-payment-method', {
    method: 'POST',
    body: { payment_method: paymentMethod } satisfies SavePaymentMethodRequest,
    handles: [402],
  });
}

// ---- plans ----

/** What a plan costs today: its price less the unused part of the package it replaces (docs/decisions/016). */
export const planQuoteQuery = (plan: UserPlan) =>
  queryOptions({
    queryKey: ['plan-quote', plan],
    queryFn: () => api<PlanQuote>(`/user/plan-quote?user_plan=${plan}`),
  });

export const renewSubscription = (request: RenewRequest) =>
  api<SessionAnswer>('/user/renew-subscription', { method: 'POST', body: request, handles: [402, 409] });

/** A new member's sign-up with its first payment; 409 (the e-mail is taken) is the page's own case. */
export const subscribe = (request: SubscribeRequest) =>
  api<RegisterAnswer>('/subscriptions/account', { method: 'POST', body: request, handles: [402, 409] });

// ---- featured and boost (docs/product/specification/3-money-and-messaging.md §2.1, §7; docs/decisions/028-featured-and-boost.md) ----

export const featuredPlansQuery = queryOptions({
  queryKey: ['featured-plans'],
  queryFn: () => api<FeaturedPlansAnswer>('/featured-plans'),
  staleTime: Infinity,
});

/** The lister's own listing for the featured checkout; 404 (not theirs, or gone) is the page's own state. */
export const featuredListingQuery = (id: string) =>
  queryOptions({
    queryKey: ['featured-listing', id],
    queryFn: () =>
      api<FeaturedListingAnswer>(`/user/featured-listings/${encodeURIComponent(id)}`, {
        handles: [400, 404],
      }),
    retry: false,
  });

/** Pays for a featured plan; refusals (402) and conflicts (409, 422) go back to the checkout form. */
export const buyFeatured = (request: FeaturedSignupRequest) =>
  api<FeaturedAnswer>('/user/featured-listings', {
    method: 'POST',
    body: request,
    handles: [400, 402, 404, 409, 422],
  });
