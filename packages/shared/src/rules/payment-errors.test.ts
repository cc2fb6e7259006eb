import { describe, expect, it } from 'vitest';
import { paymentErrorView } from './payment-errors';

describe('the payment error modal (docs/product/specification/3-money-and-messaging.md §8)', () => {
  // docs/decisions/046-flows-and-looks.md: the provider's codes are for developers (the log), not in the member's dialog.
  it('titles each kind of failure in words, without the provider code', () => {
    const title = (item: Parameters<typeof paymentErrorView>[0]) => paymentErrorView(item, 'Message').title;
    expect(title(undefined)).toBe('Error');
    expect(title({ code: 'invalid_payment_method' })).toBe('Invalid Payment Method');
    expect(title({ code: 'invalid_customer_id', type: 'resource_missing' })).toBe('Invalid Customer');
    expect(title({ code: 'invalid_customer_id', type: 'invalid_request_error' })).toBe('Invalid Card');
    expect(title({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' })).toBe(
      'Card Declined',
    );
    expect(title({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'Card Declined',
    );
    expect(title({ type: 'card_error', code: 'expired_card' })).toBe('Invalid Card');
    expect(title({ type: 'api_connection_error', code: 'provider_unavailable' })).toBe('Error');
  });

  it('keeps the server message, and marks the card invalid only for invalid_payment_method', () => {
    expect(
      paymentErrorView({ type: 'card_error', code: 'card_declined' }, 'Your card was declined.'),
    ).toEqual({
      title: 'Card Declined',
      message: 'Your card was declined.',
      invalidatesCard: false,
    });
    expect(paymentErrorView({ code: 'invalid_payment_method' }, 'x').invalidatesCard).toBe(true);
  });
});
