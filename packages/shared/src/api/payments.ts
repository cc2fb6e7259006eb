// Payments contracts (docs/product/specification/3-money-and-messaging.md §2.1, §2.2, §3, §7): card setup, saved card, plan checkout and renewal.
import { z } from 'zod';
import { USER_PLANS } from '../plans';
import { CARD_MESSAGES, billingStateProblem } from '../rules/cards';
import { registerRequest, userView } from './accounts';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const providerId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(255, { error: `${label} is too long` });

/** Card information (docs/product/specification/3-money-and-messaging.md §3). */
export const cardInfo = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type CardInfo = z.infer<typeof cardInfo>;

/** POST /api/stripe/setup-customer: create, or reuse, the card provider's customer. */
export const setupCustomerRequest = z.object({
  user_id: z.number().int().nullish(),
  customer_id: z.string().max(255).nullish(),
  name: z.string().trim().max(200, { error: 'name is too long' }).nullish(),
  email: z.string().trim().max(254, { error: 'email is too long' }).nullish(),
});
export type SetupCustomerRequest = z.input<typeof setupCustomerRequest>;
export const setupCustomerAnswer = z.object({ customer_id: z.string() });
export type SetupCustomerAnswer = z.infer<typeof setupCustomerAnswer>;

/** POST /api/stripe/setup-intent */
export const setupIntentRequest = z.object({
  customer_id: providerId('customer_id'),
  name: z.string().max(200).nullish(),
  email: z.string().max(254).nullish(),
});
export type SetupIntentRequest = z.input<typeof setupIntentRequest>;
export const setupIntentAnswer = z.object({ client_secret: z.string() });
export type SetupIntentAnswer = z.infer<typeof setupIntentAnswer>;

/** POST /api/sandbox/setup-intents/confirm: the offline provider's stand-in for the card script. */
export const sandboxConfirmRequest = z.object({
  client_secret: providerId('client_secret'),
  card: z
    .object({
      number: z.string({ error: CARD_MESSAGES.number }).max(30, { error: CARD_MESSAGES.numberInvalid }),
      exp_month: z.number({ error: CARD_MESSAGES.expiry }).int().min(1).max(12),
      exp_year: z.number({ error: CARD_MESSAGES.expiry }).int().min(2000).max(2100),
      cvc: z.string({ error: CARD_MESSAGES.cvc }).max(4, { error: CARD_MESSAGES.cvc }),
      name: z.string().max(200).nullish(),
      postal_code: z.string().max(20).nullish(),
      country: z.string().max(2).nullish(),
      /** the billing address's US state, as Stripe's billing_details.address.state (docs/decisions/053) */
      state: z.string().max(2, { error: CARD_MESSAGES.state }).nullish(),
    })
    .superRefine((card, check) => {
      const problem = billingStateProblem(card.state, card.country);
      if (problem) check.addIssue({ code: 'custom', path: ['state'], message: problem });
    }),
});
export type SandboxConfirmRequest = z.input<typeof sandboxConfirmRequest>;
export const sandboxConfirmAnswer = z.object({ payment_method: z.string(), status: z.literal('succeeded') });
export type SandboxConfirmAnswer = z.infer<typeof sandboxConfirmAnswer>;

/** POST /api/stripe/save-payment-method */
export const savePaymentMethodRequest = z.object({ payment_method: providerId('payment_method') });
export type SavePaymentMethodRequest = z.input<typeof savePaymentMethodRequest>;

export const CARD_STATUSES = ['active', 'invalid', 'none'] as const;
/** GET /api/stripe/card */
export const cardAnswer = z.object({
  status: z.enum(CARD_STATUSES),
  card: cardInfo.nullable(),
  /** the member's rentals whose rent AutoPay charges to this card: removing it stops AutoPay on them */
  autopay: z.array(z.object({ rental_id: z.number().int(), listing_title: z.string() })),
});
export type CardAnswer = z.infer<typeof cardAnswer>;

const expiryPart = (max: number, min: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z
      .number({ error: CARD_MESSAGES.expiryUpdate })
      .int({ error: CARD_MESSAGES.expiryUpdate })
      .min(min, { error: CARD_MESSAGES.expiryUpdate })
      .max(max, { error: CARD_MESSAGES.expiryUpdate }),
  );
/** POST /api/stripe/update-card */
export const updateCardRequest = z.object({ exp_month: expiryPart(12, 1), exp_year: expiryPart(2100, 2000) });
export type UpdateCardRequest = z.input<typeof updateCardRequest>;

export const cardUserAnswer = z.object({ user: userView, card: cardInfo.nullable(), message: z.string() });
export type CardUserAnswer = z.infer<typeof cardUserAnswer>;

/** GET /api/user/payment-method: whether the member has a card on file (the account prompts ask for one). */
export const paymentMethodAnswer = z.object({ have_card: z.boolean() });
export type PaymentMethodAnswer = z.infer<typeof paymentMethodAnswer>;

const planField = z.enum(USER_PLANS, { error: 'Please choose one of the plans.' });

/** POST /api/subscriptions/account: a new member's sign-up with its first payment. */
export const subscribeRequest = registerRequest.safeExtend({
  user_plan: planField,
  customer_id: providerId('customer_id'),
  payment_method: providerId('payment_method'),
});
export type SubscribeRequest = z.input<typeof subscribeRequest>;

export const PURCHASE_KEY_MISSING = 'Please reload the page and try again: the payment had no key.';

/**
 * POST /api/user/renew-subscription: renewal or change of package. `idempotency_key` names this purchase
 * attempt (the checkout makes a new one each time the member sets out to pay): the same key sent again is the
 * same purchase and is charged once. `expected_amount` is the amount due the member was shown, in cents; when
 * the amount due is no longer that, nothing is charged (docs/decisions/016-plan-changes-and-proration.md).
 * `payment_method`, when sent, is a new card of the member's customer set up in this checkout: it is charged,
 * and becomes the card on file only if that charge succeeds (docs/decisions/043-money-and-rental-states.md).
 */
export const renewRequest = z.object({
  user_plan: planField,
  payment_method: providerId('payment_method').optional(),
  idempotency_key: z
    .string({ error: PURCHASE_KEY_MISSING })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: PURCHASE_KEY_MISSING }),
  expected_amount: z.number().int().min(0).max(10_000_000).optional(),
});
export type RenewRequest = z.input<typeof renewRequest>;

/** GET /api/user/plan-quote?user_plan= */
export const planQuoteQuery = z.object({ user_plan: planField });

/** What buying a plan now costs and gives; amounts in cents. */
export const planQuote = z.object({
  user_plan: z.enum(USER_PLANS),
  /** renewal: the same package after the current term; change: a new term from today */
  kind: z.enum(['renewal', 'change']),
  price: z.number().int(),
  /** the unused part of the packages it replaces */
  credit: z.number().int(),
  /** what the card is charged (0 when the credit pays it all) */
  amount: z.number().int(),
  starts_at: z.string(),
  expire_at: z.string(),
  replaces: z.array(z.object({ title: z.string(), expire_at: z.string() })),
});
export type PlanQuote = z.infer<typeof planQuote>;

/** A payment failure: the error answer carries the provider's error in `data` (docs/product/specification/3-money-and-messaging.md §8). */
export const paymentErrorItem = z.object({
  type: z.string().nullish(),
  code: z.string().nullish(),
  decline_code: z.string().nullish(),
});
