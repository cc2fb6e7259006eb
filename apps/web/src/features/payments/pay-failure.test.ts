import { describe, expect, it } from 'vitest';
import { needsPaymentMethod } from './pay-failure';

describe('a failed Pay', () => {
  it('leads to the payment methods on PAYMENT_METHOD_REQUIRED, CUSTOMER_ID_MISSING or a message naming one', () => {
    expect(needsPaymentMethod({ message: 'x', error_code: 'PAYMENT_METHOD_REQUIRED' })).toBe(true);
    expect(needsPaymentMethod({ message: 'x', error_code: 'CUSTOMER_ID_MISSING' })).toBe(true);
    expect(needsPaymentMethod({ message: 'A Payment Method is required to pay this request.' })).toBe(true);
  });
  it('is an ordinary failure otherwise', () => {
    expect(needsPaymentMethod({ message: 'Your card was declined.', code: 'PAYMENT_FAILED' })).toBe(false);
    expect(needsPaymentMethod(null)).toBe(false);
  });
});
