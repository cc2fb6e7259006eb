// AutoPay on a rental (docs/product/specification/2-listings-and-tenants.md §4.7, docs/product/specification/3-money-and-messaging.md §4 "Autopay value", §5 "Autopay request", §7 "Autopay on rentals";
// docs/decisions/026-autopay-on-rentals.md): the lister's request form, its checks in the spec's order, and the
// answers both sides read. Amounts are whole dollars here ("digits only"); the server stores cents.
import { z } from 'zod';
import { LISTING_LIMITS } from '../rules/listings';
import { AUTO_PAY, PAYMENT_DAYS } from '../rules/rentals';

export const AUTOPAY_REQUEST_MESSAGES = {
  rentalAmount: 'rental amount is required',
  rentalAmountDigits: 'rental amount must contain digits only',
  rentalAmountZero: 'rental amount must be greater than 0',
  deposit: 'deposit is required',
  depositDigits: 'deposit must contain digits only',
  paymentDate: 'payment date is required',
  paymentDay: 'payment date must be a day from 1 to 28',
  tooHigh: 'amount is too high',
} as const;

/** The server's answers and refusals; shown to the member as they are. */
export const AUTOPAY_MESSAGES = {
  requested: 'AutoPay request sent successfully!',
  accepted: 'AutoPay is on: your rent will be paid by card on your payment day.',
  acceptedDepositFailed:
    'AutoPay is on, but your card was refused for the deposit: see the e-mail we sent. It will be tried again.',
  declined: 'You declined the AutoPay request.',
  disableRequested: 'Disable AutoPay request sent successfully!',
  stopped: 'AutoPay is off for this tenant.',
  listerNotReady:
    'Turn on AutoPay and complete your payout account onboarding in your settings before asking a tenant for AutoPay.',
  notCurrentTenant: 'AutoPay can only be asked of a current tenant.',
  alreadyOn: 'AutoPay is already on for this tenant.',
  notRequested: 'There is no AutoPay request waiting for your answer.',
  notOn: 'AutoPay is not on for this rental.',
  alreadyOff: 'AutoPay is already off for this tenant.',
  locked:
    'This tenant pays by AutoPay: the rent, deposit and payment day are locked. Turn AutoPay off for this tenant to change them.',
  setupPayment:
    'AutoPay pays your rent by card. Please set up a payment method, then accept the AutoPay request.',
  /** Pay now on a declined AutoPay charge (docs/decisions/043-money-and-rental-states.md) */
  paidNow: 'Payment successful: your CP owner has been paid.',
  nothingDeclined: 'There is no declined AutoPay payment to pay on this rental.',
  payNowOff:
    'This rental no longer pays by AutoPay, so it cannot be paid here. Please ask your CP owner how to pay.',
  payNowListerNotReady: 'Your CP owner cannot receive card payments right now. Please ask them how to pay.',
  payNowNeedsCard: 'Please add a card that works, then press Pay now again.',
  payNowGuidance: 'Add or update your card in Settings, Payment method, then come back and press Pay now.',
} as const;

export type AutopayState = 'off' | 'on' | 'requested' | 'disableRequested';
/** auto_pay 0–3 as a word the texts are keyed by (docs/product/specification/2-listings-and-tenants.md §3). */
export function autopayState(autoPay: number): AutopayState {
  if (autoPay === AUTO_PAY.on) return 'on';
  if (autoPay === AUTO_PAY.requested) return 'requested';
  if (autoPay === AUTO_PAY.disableRequested) return 'disableRequested';
  return 'off';
}

/** auto_pay values whose amounts the lister's edit may no longer change (requested, on, disabling). */
export const autopayLocks = (autoPay: number): boolean => autoPay !== AUTO_PAY.off;

export type AutopayRequestForm = { rental_amount: string; deposit: string; payment_date: string };

/**
 * Every field's problem of the request form, in the spec's order (rent, deposit, payment day), each field's first;
 * empty when fine. Text is checked as typed: "4x5.0" is not digits and is refused, never read as 450
 * (docs/decisions/045-forms-show-every-error.md).
 */
export function autopayRequestProblems(form: AutopayRequestForm): { field: string; message: string }[] {
  const m = AUTOPAY_REQUEST_MESSAGES;
  const amount = (value: string, field: string, required: string, digits: string) => {
    const v = value.trim();
    if (!v) return { field, message: required };
    if (!/^\d+$/.test(v)) return { field, message: digits };
    if (Number(v) > LISTING_LIMITS.priceMax) return { field, message: m.tooHigh };
    return null;
  };
  const out: { field: string; message: string }[] = [];
  const rent = amount(form.rental_amount, 'rental_amount', m.rentalAmount, m.rentalAmountDigits);
  if (rent) out.push(rent);
  else if (Number(form.rental_amount) <= 0) out.push({ field: 'rental_amount', message: m.rentalAmountZero });
  const deposit = amount(form.deposit, 'deposit', m.deposit, m.depositDigits);
  if (deposit) out.push(deposit);
  const day = form.payment_date.trim();
  if (!day) out.push({ field: 'payment_date', message: m.paymentDate });
  else if (!/^\d+$/.test(day) || !PAYMENT_DAYS.includes(Number(day)))
    out.push({ field: 'payment_date', message: m.paymentDay });
  return out;
}

/** A number or its text; anything missing is '' (refused as required). */
const formValue = z
  .union([z.string().max(20), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

/** POST /api/rental/{id}/request-autopay: the AutoPay request modal (docs/product/specification/3-money-and-messaging.md §5). */
export const autopayRequest = z
  .object({ rental_amount: formValue, deposit: formValue, payment_date: formValue })
  .superRefine((form, ctx) => {
    for (const problem of autopayRequestProblems(form))
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  })
  .transform((form) => ({
    rentalAmount: Number(form.rental_amount),
    deposit: Number(form.deposit),
    paymentDay: Number(form.payment_date),
  }));
export type AutopayRequest = z.input<typeof autopayRequest>;

/**
 * The spec's `?token` query on the four calls (docs/product/specification/2-listings-and-tenants.md §7). The session decides who may act; a token sent along
 * is accepted and not needed (docs/decisions/026-autopay-on-rentals.md).
 */
export const autopayQuery = z.object({ token: z.string().max(200).optional() });
