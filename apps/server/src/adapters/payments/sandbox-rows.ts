// How the sandbox's rows answer as the provider's objects (cards, connected accounts, charges), its ids and its
// "no such" refusal, as Stripe's test mode answers them.
import { createHash, randomBytes } from 'node:crypto';
import { STRIPE_US_CARD_FEES, providerFeeCents } from '@crashpad/shared/rules/platform-fee';
import type { sandboxCharges, sandboxConnectedAccounts, sandboxPaymentMethods } from '../../db/schema';
import {
  PaymentError,
  type BillingDetails,
  type Charge,
  type ConnectedAccount,
  type SavedCard,
} from './provider';

/**
 * A charge as the sandbox answers it, with its processing fee as a provider's balance transaction would hold it:
 * the sandbox prices cards as Stripe does in the US, whatever schedule the platform is configured with
 * (docs/decisions/051-fees-that-cover-the-card-provider.md).
 */
export const answerCharge = (id: string, amountCents: number): Charge => ({
  id,
  amountCents,
  status: 'succeeded',
  providerFeeCents: providerFeeCents(amountCents, STRIPE_US_CARD_FEES),
});

export const id = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
export const fingerprint = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function missing(kind: string, value: string): PaymentError {
  return new PaymentError(`No such ${kind}: '${value}'`, 'invalid_request_error', 'resource_missing');
}

export type CardRow = typeof sandboxPaymentMethods.$inferSelect;
/** what Stripe answers for a card saved without billing details */
const NO_BILLING: BillingDetails = { name: null, address: { postal_code: null, country: null, state: null } };
export const toCard = (row: CardRow): SavedCard => ({
  id: row.id,
  customerId: row.customerId,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  billing: row.billingDetails ?? NO_BILLING,
});

export type AccountRow = typeof sandboxConnectedAccounts.$inferSelect;
export const toAccount = (row: AccountRow): ConnectedAccount => ({
  id: row.id,
  charges_enabled: row.detailsSubmitted,
  payouts_enabled: row.payoutsEnabled,
  details_submitted: row.detailsSubmitted,
  external_accounts: row.last4 ? [{ object: 'bank_account', bank_name: row.bankName, last4: row.last4 }] : [],
});

/** A kept charge as the provider answered it the first time: its charge, or its refusal thrown again. */
export function answerOf(row: typeof sandboxCharges.$inferSelect): Charge {
  if (row.error)
    throw new PaymentError(row.error.message, row.error.type, row.error.code, row.error.decline_code);
  return answerCharge(row.id, row.amountCents);
}
