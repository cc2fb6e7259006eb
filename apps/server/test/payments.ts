// Cards and paid sign-ups for tests, through the API as the web app does it with the sandbox provider.
import type { RegisterRequest } from '@crashpad/shared/api/accounts';
import type { UserPlan } from '@crashpad/shared/plans';
import type { App } from '../src/context';
import { bearer, registration } from './accounts';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  chargeFails: '4000 0000 0000 0341',
} as const;

const expYear = new Date().getUTCFullYear() + 3;

async function post<T>(app: App, url: string, payload: unknown, token?: string): Promise<T> {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

/** setup-customer → setup-intent → the sandbox confirms the card; returns the customer and the card's id. */
export async function confirmCard(
  app: App,
  who: { token?: string; email?: string; name?: string },
  number: string = CARDS.ok,
): Promise<{ customer_id: string; payment_method: string }> {
  const { customer_id } = await post<{ customer_id: string }>(
    app,
    '/api/stripe/setup-customer',
    { email: who.email, name: who.name ?? 'Jamie Rivera' },
    who.token,
  );
  const { client_secret } = await post<{ client_secret: string }>(
    app,
    '/api/stripe/setup-intent',
    { customer_id },
    who.token,
  );
  const { payment_method } = await post<{ payment_method: string }>(
    app,
    '/api/sandbox/setup-intents/confirm',
    {
      client_secret,
      card: {
        number,
        exp_month: 12,
        exp_year: expYear,
        cvc: '123',
        name: who.name ?? 'Jamie Rivera',
        postal_code: '75261',
        country: 'US',
      },
    },
  );
  return { customer_id, payment_method };
}

/** A member's card, saved as their payment method. */
export async function saveCard(app: App, token: string, number: string = CARDS.ok): Promise<string> {
  const { payment_method } = await confirmCard(app, { token }, number);
  await post(app, '/api/stripe/save-payment-method', { payment_method }, token);
  return payment_method;
}

export function subscription(
  plan: UserPlan,
  card: { customer_id: string; payment_method: string },
  form: RegisterRequest,
) {
  return { ...form, user_plan: plan, ...card };
}

/** A new member who paid for `plan` at sign-up. */
export async function paidSignUp(app: App, plan: UserPlan, overrides: Partial<RegisterRequest> = {}) {
  const form = registration(overrides);
  const card = await confirmCard(app, { email: form.email as string });
  const answer = await post<{
    token: string;
    data: { user: { id: number; email: string; expire_at: string } };
  }>(app, '/api/subscriptions/account', subscription(plan, card, form));
  return { token: answer.token, user: answer.data.user, password: form.password as string, card };
}
