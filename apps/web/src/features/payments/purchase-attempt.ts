// A purchase attempt's key (docs/decisions/016-plan-changes-and-proration.md): a doubled click or a resent request
// carries the same key and is charged once; a new attempt gets a new one.
import { ApiError } from '../../lib/api-client';

/** getRandomValues, not randomUUID, which only exists on https and localhost. */
export function newAttempt(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the next try after `error` is a new attempt: only when this one is known to have charged nothing (a
 * refusal, an amount that changed, a form problem). After a 5xx, a lost connection or "already being processed"
 * the card may have been charged: the next try keeps the key, and the server answers with that charge
 * (docs/decisions/058-charges-across-a-database-outage.md).
 */
export function settledWithoutCharge(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.body.code !== 'PAYMENT_IN_PROGRESS'
  );
}
