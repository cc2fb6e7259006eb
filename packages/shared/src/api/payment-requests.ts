// Payment requests, manual payments and transactions contracts (docs/product/specification/3-money-and-messaging.md §3 "Payment request", "Manual payment
// form", "Transaction", §4, §5, §7 "Payment requests and transactions", §8, §9;
// docs/decisions/027-payment-requests-and-manual-payments.md). Amounts are dollars here; the server stores cents.
import { z } from 'zod';
import { amountOfInput, isWholeCents } from '../rules/amounts';
import { recordId, recordIdText } from './ids';

/** docs/product/specification/3-money-and-messaging.md §9: payment request types. */
export const PAYMENT_REQUEST_TYPES = ['deposit', 'rent', 'parking', 'other'] as const;
export type PaymentRequestType = (typeof PAYMENT_REQUEST_TYPES)[number];
/**
 * What a stored request may be for: the form's four types and a late fee, which a lister adds from My Crew's
 * tenant menu (POST /api/rental/{id}/late-fee), never through the request form
 * (docs/decisions/056-payment-types-services-and-late-fees.md).
 */
export const PAYMENT_FOR_VALUES = [...PAYMENT_REQUEST_TYPES, 'late_fee'] as const;
export type PaymentFor = (typeof PAYMENT_FOR_VALUES)[number];

/**
 * docs/product/specification/3-money-and-messaging.md §9: a payment request has payment type PAYMENT.MANUAL (a one-time payment, as opposed to AutoPay's
 * PAYMENT) and method stripe (paid by card through the card provider). They are the only values a request takes;
 * the spec's other spelling of the type, PAYMENT_MANUAL, is read as PAYMENT.MANUAL (docs/decisions/056).
 */
export const PAYMENT_REQUEST_PAYMENT_TYPE = 'PAYMENT.MANUAL';
export const PAYMENT_REQUEST_PAYMENT_METHOD = 'stripe';

/** docs/product/specification/3-money-and-messaging.md §4: a payment request's states; anything else is shown as unknown. */
export const PAYMENT_REQUEST_STATUSES = ['pending', 'processing', 'complete', 'rejected'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** docs/product/specification/3-money-and-messaging.md §9: how a manual payment was made. */
export const MANUAL_PAYMENT_METHODS = [
  'cash',
  'apple_pay',
  'bank_transfer',
  'bitcoin',
  'cash_app',
  'google_pay',
  'paypal',
  'venmo',
  'wise',
  'zelle',
  'other',
] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** The largest amount one request or manual payment may carry, in dollars (far below int4 cents). */
export const PAYMENT_AMOUNT_MAX = 100_000;
export const PAYMENT_NOTES_MAX = 1000;

export const PAYMENT_REQUEST_MESSAGES = {
  // docs/product/specification/3-money-and-messaging.md §5 and §8, word for word
  paymentFor: 'please select a payment type',
  formInvalid: 'Please fill in all required fields correctly.',
  sent: 'Payment request sent successfully!',
  sendFailed: 'Failed to send payment request.',
  payFailed: 'payment failed please try again',
  rejectFailed: 'failed to reject payment request',
  // ours
  amountRequired: 'Amount is required.',
  amountNumber: 'Please enter the amount as a number, such as 12.50.',
  amountPositive: 'Please enter an amount greater than 0.',
  amountCents: 'Please enter the amount in dollars and cents, with at most 2 decimals.',
  amountTooHigh: `The amount is too high: at most $${PAYMENT_AMOUNT_MAX.toLocaleString('en-US')}.`,
  method: 'please select a payment method',
  requestPaymentType:
    'A payment request is a one-time payment: its payment type is PAYMENT.MANUAL. Rent paid automatically is asked for with an AutoPay request.',
  requestPaymentMethod:
    'A payment request is paid by card: its payment method is stripe. To record cash, Zelle or another way, add a manual payment instead.',
  notesTooLong: `Notes are too long: at most ${PAYMENT_NOTES_MAX} characters.`,
  paidAtFormat: 'Please enter the payment date as YYYY-MM-DD.',
  paidAtFuture: 'The payment date cannot be in the future.',
  notLister: 'Only listers can request or record payments.',
  tenantNotFound: 'This tenant does not exist or is not yours.',
  notAccepted: 'Payments can only be requested from, or recorded for, a current tenant.',
  noAccount: 'This tenant has no account yet, so they cannot pay a request online.',
  payoutRequired:
    'Please complete your payout account onboarding (Account settings, Automatic Rent Payments) before requesting payments, so that the money has somewhere to go.',
  listerPayoutMissing:
    'The lister cannot receive card payments right now. Please try again later or contact them.',
  requestNotFound: 'This payment request does not exist or is not yours.',
  notPending: 'This payment request has already been answered.',
  processing: 'This payment is already being processed. Please wait a moment, then reload the page.',
  paid: 'Thank you! Your payment was successful.',
  rejected: 'The payment request has been rejected.',
  reasonTooLong: `The reason is too long: at most ${PAYMENT_NOTES_MAX} characters.`,
  methodRequired: 'A payment method is required to pay this request.',
  methodGuidance:
    'Please add a credit or debit card under Account settings, Payment Method, then come back to pay this request.',
  customerMissing: 'We have no payment details for you yet.',
  recorded: 'The payment has been recorded.',
} as const;
const M = PAYMENT_REQUEST_MESSAGES;

/**
 * Dollars with at most 2 decimals, above 0 and at most PAYMENT_AMOUNT_MAX. Text is read as typed: "12.3.4" or
 * "abc" is not an amount and is refused, never turned into one (docs/decisions/045-forms-show-every-error.md).
 */
export const paymentAmount = z.preprocess(
  (v) => amountOfInput(v) ?? undefined,
  z
    .number({ error: (issue) => (issue.input === undefined ? M.amountRequired : M.amountNumber) })
    .superRefine((v, ctx) => {
      if (v <= 0) ctx.addIssue({ code: 'custom', message: M.amountPositive });
      else if (!isWholeCents(v)) ctx.addIssue({ code: 'custom', message: M.amountCents });
      else if (v > PAYMENT_AMOUNT_MAX) ctx.addIssue({ code: 'custom', message: M.amountTooHigh });
    }),
);

const notes = z
  .string()
  .max(PAYMENT_NOTES_MAX, { error: M.notesTooLong })
  .nullish()
  .transform((v) => (v ?? '').trim());

/** The rental and tenant a request or a manual payment is for (docs/product/specification/3-money-and-messaging.md §3: tenant_id is the rental's id). */
const tenantFields = {
  tenant_id: recordId,
  tenant_user_id: recordId.nullish(),
  listing_id: recordId.nullish(),
  room_id: recordId.nullish(),
};

/** The request's payment type: PAYMENT.MANUAL (PAYMENT_MANUAL read as it), missing or empty meaning it. */
const requestPaymentType = z.preprocess(
  (v) => (v === 'PAYMENT_MANUAL' || v === '' || v === null ? undefined : v),
  z
    .literal(PAYMENT_REQUEST_PAYMENT_TYPE, { error: M.requestPaymentType })
    .default(PAYMENT_REQUEST_PAYMENT_TYPE),
);
/** The request's payment method: stripe (the card provider), missing or empty meaning it. */
const requestPaymentMethod = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .literal(PAYMENT_REQUEST_PAYMENT_METHOD, { error: M.requestPaymentMethod })
    .default(PAYMENT_REQUEST_PAYMENT_METHOD),
);

/** POST /api/payment-request: the lister's payment request form (docs/product/specification/3-money-and-messaging.md §3), its type and method kept. */
export const paymentRequestRequest = z.object({
  ...tenantFields,
  payment_for: z.enum(PAYMENT_REQUEST_TYPES, { error: M.paymentFor }),
  payment_type: requestPaymentType,
  payment_method: requestPaymentMethod,
  amount: paymentAmount,
  notes,
});
export type PaymentRequestRequest = z.input<typeof paymentRequestRequest>;

/** A payment request as the tenant's One-Time Payment tab and the lister's history show it. */
export const paymentRequestView = z.object({
  id: z.number(),
  tenant_id: z.number(),
  amount: z.number(),
  currency: z.string(),
  payment_for: z.string(),
  /** PAYMENT.MANUAL (docs/product/specification/3-money-and-messaging.md §9) */
  payment_type: z.string(),
  /** stripe: paid by card (docs/product/specification/3-money-and-messaging.md §9) */
  payment_method: z.string(),
  notes: z.string(),
  status: z.string(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  lister_name: z.string(),
  crashpad_name: z.string(),
});
export type PaymentRequestView = z.infer<typeof paymentRequestView>;

/** GET /api/payment-request: the caller's requests as tenant, or (?tenant_id=) the ones a lister sent one rental. */
export const paymentRequestsQuery = z.object({ tenant_id: recordIdText.optional() });
export const paymentRequestsAnswer = z.object({ data: z.array(paymentRequestView) });
export type PaymentRequestsAnswer = z.infer<typeof paymentRequestsAnswer>;

export const paymentRequestAnswer = z.object({ message: z.string(), data: paymentRequestView });
export type PaymentRequestAnswer = z.infer<typeof paymentRequestAnswer>;

/** DELETE /api/payment-request/{id}: rejecting, with an optional reason. */
export const rejectPaymentRequest = z
  .object({
    reason: z
      .string()
      .max(PAYMENT_NOTES_MAX, { error: M.reasonTooLong })
      .nullish()
      .transform((v) => (v ?? '').trim()),
  })
  .nullish()
  .transform((v) => v ?? { reason: '' });

/** A YYYY-MM-DD date that is a real day. */
const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/**
 * The latest payment date the server accepts: today at UTC+14, the earliest time zone, so that a lister anywhere
 * may record a payment made on their own today (docs/decisions/027).
 */
export const latestPaidDay = (now = new Date()) =>
  new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);

/** POST /api/transaction: a manual payment (docs/product/specification/3-money-and-messaging.md §3 "Manual payment form"). */
export const manualPaymentRequest = z.object({
  ...tenantFields,
  /** what it paid for; the spec's labels for a manual rent payment (PAYMENT_MANUAL, PAYMENT.MANUAL) mean rent */
  payment_type: z.preprocess(
    (v) => (typeof v === 'string' && /^PAYMENT[._]MANUAL$/.test(v) ? 'rent' : v),
    z.enum(PAYMENT_REQUEST_TYPES, { error: M.paymentFor }).default('rent'),
  ),
  payment_method: z.enum(MANUAL_PAYMENT_METHODS, { error: M.method }),
  amount: paymentAmount,
  notes,
  paid_at: z
    .string()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isDay(v), { error: M.paidAtFormat })
    .refine((v) => v === null || v <= latestPaidDay(), { error: M.paidAtFuture }),
});
export type ManualPaymentRequest = z.input<typeof manualPaymentRequest>;

/** GET /api/transaction filters (docs/product/specification/3-money-and-messaging.md §7); they combine. */
export const transactionsQuery = z.object({
  tenant_id: recordIdText.optional(),
  location_id: recordIdText.optional(),
  listing_id: recordIdText.optional(),
  room_id: recordIdText.optional(),
  bed_id: recordIdText.optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

/** A transaction as the payment history shows it (docs/product/specification/3-money-and-messaging.md §3 "Transaction"). */
export const transactionView = z.object({
  id: z.number(),
  tenant_id: z.number().nullable(),
  type: z.string(),
  /** paid | pending | failed (the history's badges: paid primary, pending warning, other danger) */
  status: z.string(),
  amount: z.number(),
  refunded: z.number(),
  currency: z.string(),
  provider: z.string(),
  method: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  notes: z.string(),
  description: z.string(),
  /**
   * what a paid request or a manual payment was for (deposit, rent, parking, other, late_fee); null for AutoPay's
   * charges, whose type says it (docs/decisions/056)
   */
  payment_for: z.string().nullable(),
  location_name: z.string().nullable(),
  /** the rental asks for a deposit */
  with_deposit: z.boolean(),
  /** why a failed charge was refused, in the card provider's sentence (its code stays in the log); null otherwise */
  failure_reason: z.string().nullable(),
  /**
   * dollars kept from a card payment (docs/decisions/051-fees-that-cover-the-card-provider.md): the card
   * provider's fee, the platform's 1%, the flat monthly payout-account fee, and their total; all 0 for a payment
   * made outside the platform
   */
  fees: z.object({ provider: z.number(), platform: z.number(), flat: z.number(), total: z.number() }),
  /** what the lister received: amount − refunded − fees.total, to the cent */
  net: z.number(),
});
export type TransactionView = z.infer<typeof transactionView>;
export const transactionsAnswer = z.object({ data: z.array(transactionView) });
export type TransactionsAnswer = z.infer<typeof transactionsAnswer>;
