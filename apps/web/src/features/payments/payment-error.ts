// Opens the payment error dialog (docs/product/specification/3-money-and-messaging.md §8) for a refusal from our API or from Stripe.js.
import { paymentErrorView, type PaymentErrorItem } from '@crashpad/shared/rules/payment-errors';
import { ApiError } from '../../lib/api-client';
import { updateDialogs } from '../../lib/dialogs';

/** Shows the dialog when the error is a payment refusal; returns false for any other error. */
export function showPaymentError(error: unknown): boolean {
  let item: PaymentErrorItem | undefined;
  let message: string | undefined;
  if (error instanceof ApiError) {
    if (error.status !== 402) return false;
    item = error.body.data?.[0];
    message = error.body.message;
  } else if (error && typeof error === 'object' && 'type' in error && 'message' in error) {
    // Stripe.js answers { type, code, decline_code, message }.
    const e = error as PaymentErrorItem & { message?: string };
    item = e;
    message = e.message;
  } else return false;
  // The provider's codes are for developers: the browser's log keeps them, the dialog says it in words
  // (docs/decisions/046-flows-and-looks.md).
  if (item?.code)
    console.info('Payment refused', { type: item.type, code: item.code, decline_code: item.decline_code });
  const view = paymentErrorView(item, message);
  updateDialogs({ paymentError: { title: view.title, message: view.message } });
  return true;
}
