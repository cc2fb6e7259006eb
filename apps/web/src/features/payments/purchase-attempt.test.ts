import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { newAttempt, settledWithoutCharge } from './purchase-attempt';

const error = (status: number, code?: string) =>
  new ApiError(status, { message: 'x', ...(code && { code }) });

describe('purchase attempts (docs/decisions/058-charges-across-a-database-outage.md)', () => {
  it('start a new attempt only after an answer that charged nothing', () => {
    expect(settledWithoutCharge(error(402))).toBe(true);
    expect(settledWithoutCharge(error(409, 'AMOUNT_CHANGED'))).toBe(true);
    expect(settledWithoutCharge(error(400))).toBe(true);
  });

  it('keep the attempt when the card may have been charged: 5xx, in progress, no answer', () => {
    expect(settledWithoutCharge(error(503, 'PAYMENT_NOT_RECORDED'))).toBe(false);
    expect(settledWithoutCharge(error(503, 'DATABASE_UNAVAILABLE'))).toBe(false);
    expect(settledWithoutCharge(error(500))).toBe(false);
    expect(settledWithoutCharge(error(409, 'PAYMENT_IN_PROGRESS'))).toBe(false);
    expect(settledWithoutCharge(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('makes a different key each time', () => {
    expect(newAttempt()).not.toBe(newAttempt());
    expect(newAttempt()).toMatch(/^[0-9a-f]{32}$/);
  });
});
