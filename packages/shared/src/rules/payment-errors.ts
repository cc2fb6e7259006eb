// The payment error modal (docs/product/specification/3-money-and-messaging.md §8): its title from the first item of the answer's data list, its text from
// the message. The same mapping serves errors from our API and from the card provider's script. Titles are words
// only: docs/product/specification/3-money-and-messaging.md's bracketed provider codes ("Card Declined [generic_decline]") are for developers and go to the
// logs (docs/decisions/046-flows-and-looks.md).

export type PaymentErrorItem = { type?: string | null; code?: string | null; decline_code?: string | null };

export type PaymentErrorView = { title: string; message: string; invalidatesCard: boolean };

export const PAYMENT_ERROR_TEXT = {
  invalidPaymentMethod:
    'Your payment method was removed, for inactivity or by hand. Please add a card and try again.',
  invalidCustomer: 'We created a new customer record for you automatically. Please try again.',
  fallback: 'The payment could not be completed. Please try again.',
} as const;

export function paymentErrorView(
  item: PaymentErrorItem | undefined,
  message: string | undefined,
): PaymentErrorView {
  const text = message?.trim() || PAYMENT_ERROR_TEXT.fallback;
  const code = item?.code ?? null;
  if (!code) return { title: 'Error', message: text, invalidatesCard: false };
  if (code === 'invalid_payment_method')
    return {
      title: 'Invalid Payment Method',
      message: PAYMENT_ERROR_TEXT.invalidPaymentMethod,
      invalidatesCard: true,
    };
  if (code === 'invalid_customer_id') {
    if (item?.type === 'resource_missing')
      return {
        title: 'Invalid Customer',
        message: PAYMENT_ERROR_TEXT.invalidCustomer,
        invalidatesCard: false,
      };
    return { title: 'Invalid Card', message: text, invalidatesCard: false };
  }
  if (item?.type === 'card_error') {
    if (code === 'card_declined') return { title: 'Card Declined', message: text, invalidatesCard: false };
    return { title: 'Invalid Card', message: text, invalidatesCard: false };
  }
  return { title: 'Error', message: text, invalidatesCard: false };
}
