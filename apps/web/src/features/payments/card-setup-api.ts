// The card setup flow (spec 3 §4): create or reuse the customer, create a setup intent, confirm the card with the
// provider (Stripe.js, or the sandbox), and hand the confirmed card to the caller.
import { api } from '../../lib/api-client';

/** A guest signing up (e-mail and name), or the signed-in member. */
export type CardOwner = { email: string; name: string } | 'member';
export type ConfirmedCard = { customer_id: string; payment_method: string };

export async function setUpCard(
  owner: CardOwner,
  confirm: (clientSecret: string) => Promise<string>,
): Promise<ConfirmedCard> {
  const { customer_id } = await api<{ customer_id: string }>('/stripe/setup-customer', {
    method: 'POST',
    body: owner === 'member' ? {} : { email: owner.email, name: owner.name },
    handles: [402],
  });
  const { client_secret } = await api<{ client_secret: string }>('/stripe/setup-intent', {
    method: 'POST',
    body: { customer_id },
    handles: [402],
  });
  return { customer_id, payment_method: await confirm(client_secret) };
}

export type SandboxCard = {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
  postal_code: string;
  country: string;
};

export async function confirmWithSandbox(clientSecret: string, card: SandboxCard): Promise<string> {
  const answer = await api<{ payment_method: string }>('/sandbox/setup-intents/confirm', {
    method: 'POST',
    body: { client_secret: clientSecret, card },
    handles: [402],
  });
  return answer.payment_method;
}

/** A member's confirmed card becomes their payment method. */
export function savePaymentMethod(paymentMethod: string) {
  return api<{ message: string }>('/stripe/save-payment-method', {
    method: 'POST',
    body: { payment_method: paymentMethod },
    handles: [402],
  });
}
