// What a failed Pay on the One-Time Payment tab calls for (docs/product/specification/3-money-and-messaging.md §8): a missing payment method (error_code
// PAYMENT_METHOD_REQUIRED or CUSTOMER_ID_MISSING, or a message that mentions a payment method) leads to the
// payment methods tab; anything else is 'payment failed please try again'.
import type { ErrorAnswer } from '@crashpad/shared/api/errors';

export const METHOD_CODES = ['PAYMENT_METHOD_REQUIRED', 'CUSTOMER_ID_MISSING'];

export function needsPaymentMethod(body: ErrorAnswer | null | undefined): boolean {
  if (!body) return false;
  if (body.error_code && METHOD_CODES.includes(body.error_code)) return true;
  return /payment method/i.test(body.message ?? '');
}

/** docs/product/specification/3-money-and-messaging.md §9: the guidance shows 2 s before the payment methods tab is offered. */
export const GUIDANCE_DELAY_MS = 2000;
