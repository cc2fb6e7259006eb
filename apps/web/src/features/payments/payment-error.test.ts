import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { dialogState, updateDialogs } from '../../lib/dialogs';
import { groupExpiry, groupNumber } from './card-fields';
import { showPaymentError } from './payment-error';

afterEach(() => updateDialogs({ paymentError: null }));

describe('the payment error dialog', () => {
  // docs/decisions/046-flows-and-looks.md: the sentence for the member, the provider's code for the log.
  it('opens with a title in words for a 402 from our API, and logs the provider code', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = new ApiError(402, {
      message: 'Your card was declined.',
      data: [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }],
    });
    expect(showPaymentError(error)).toBe(true);
    expect(dialogState().paymentError).toEqual({
      title: 'Card Declined',
      message: 'Your card was declined.',
    });
    expect(JSON.stringify(info.mock.calls)).toContain('generic_decline');
    info.mockRestore();
  });

  it('opens for a refusal from Stripe.js, and not for other errors', () => {
    expect(
      showPaymentError({ type: 'card_error', code: 'expired_card', message: 'Your card has expired.' }),
    ).toBe(true);
    expect(dialogState().paymentError?.title).toBe('Invalid Card');
    updateDialogs({ paymentError: null });
    expect(showPaymentError(new ApiError(409, { message: 'taken' }))).toBe(false);
    expect(showPaymentError(new Error('boom'))).toBe(false);
    expect(dialogState().paymentError).toBeNull();
  });
});

describe('card number and expiry as typed', () => {
  it('groups digits the way the card shows them', () => {
    expect(groupNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupNumber('3782-822463-10005')).toBe('3782 822463 10005');
    expect(groupNumber('4242 4242 4242 4242 9999 1')).toBe('4242 4242 4242 4242 999');
    expect(groupExpiry('1229')).toBe('12 / 29');
    expect(groupExpiry('1')).toBe('1');
  });
});
