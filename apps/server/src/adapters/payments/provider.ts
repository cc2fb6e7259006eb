// What the product needs from a card provider (issue #4): customers, saved cards, off-session charges with an
// idempotency key, refunds and webhook events. Stripe in production, the offline sandbox by default.
import type { PaymentProviderName } from '@crashpad/shared/api/payments';

/**
 * The billing details a card was saved with, in Stripe's shape (payment_method.billing_details): the name, postal
 * code, country and US state the card form asks for (docs/decisions/053-settings-tabs-header-and-form-details.md).
 */
export type BillingDetails = {
  name: string | null;
  address: { postal_code: string | null; country: string | null; state: string | null };
};

export type SavedCard = {
  id: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  billing: BillingDetails;
};

export type ChargeRequest = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** the same key charges once, however often the request is sent */
  idempotencyKey: string;
  /** rent goes to the lister's payout account; the platform keeps the fee */
  destination?: { accountId: string; feeCents: number };
  metadata?: Record<string, string>;
};

/**
 * A charge made. `providerFeeCents` is the provider's own fee for it, from its balance transaction, when the
 * provider tells it at once (null when not yet known: the webhook's charge.updated brings it later).
 */
export type Charge = {
  id: string;
  amountCents: number;
  status: 'succeeded';
  providerFeeCents: number | null;
};
/** One charge attempt, as its claim recorded it: found by its key (sandbox) or by the transaction it carries (Stripe). */
export type ChargeAttempt = {
  idempotencyKey: string;
  customerId: string;
  transactionId: number;
  /** when the attempt was claimed: the charge, if any, was made after */
  since: Date;
};
export type Refund = { id: string; chargeId: string; amountCents: number };

/** A lister's payout account (Connect Express): whether it can take charges and pay out, and its bank accounts. */
export type ConnectedAccount = {
  id: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  /** Where payouts go: a bank account, or a debit card (`bank_name` is then the card's brand). */
  external_accounts: { object: 'bank_account' | 'card'; bank_name: string | null; last4: string }[];
};

export type ProviderEvent = { id: string; type: string; object: Record<string, unknown> };

/** A refusal in the card provider's own shape (type card_error, code card_declined, decline_code …). */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly type: string,
    readonly code?: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

export const PROVIDER_UNAVAILABLE =
  'The payment service did not answer. Nothing was charged this time; please try again in a moment.';

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** the key the web app needs to collect cards itself (Stripe); null for the sandbox */
  readonly publishableKey: string | null;
  createCustomer(input: { email: string; name: string; metadata?: Record<string, string> }): Promise<string>;
  /** false when the provider no longer knows the customer */
  customerExists(customerId: string): Promise<boolean>;
  createSetupIntent(customerId: string): Promise<{ id: string; clientSecret: string }>;
  /** the card, or null when the provider no longer has it */
  getPaymentMethod(paymentMethodId: string): Promise<SavedCard | null>;
  updateCardExpiry(paymentMethodId: string, expMonth: number, expYear: number): Promise<SavedCard>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** throws PaymentError when refused */
  charge(request: ChargeRequest): Promise<Charge>;
  refund(input: { chargeId: string; amountCents?: number; idempotencyKey: string }): Promise<Refund>;
  /**
   * What became of a charge attempt whose answer was lost (a process that died, a database that stayed away;
   * docs/decisions/058-charges-across-a-database-outage.md): the charge made, 'refused', or null when the provider
   * made none. Never charges.
   */
  findCharge(attempt: ChargeAttempt): Promise<Charge | 'refused' | null>;
  /** the fee of a balance transaction (the provider's real fee for a charge), null when it has none yet */
  balanceTransactionFee(balanceTransactionId: string): Promise<number | null>;
  /** a Connect Express account for a lister; its id */
  createExpressAccount(input: {
    email: string;
    country: string;
    metadata?: Record<string, string>;
  }): Promise<string>;
  /** where the lister fills in their payout details; back to returnUrl when done, refreshUrl when the link expired */
  onboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  /** the account's dashboard (Stripe's Express dashboard) */
  dashboardLink(accountId: string): Promise<string>;
  /** the account as the provider knows it now */
  account(accountId: string): Promise<ConnectedAccount>;
  /** how often the account's balance is paid out to its bank (docs/decisions/024-payout-accounts.md) */
  setPayoutSchedule(accountId: string, interval: 'daily' | 'weekly' | 'monthly'): Promise<void>;
  /** throws when the signature does not match */
  verifyWebhook(rawBody: string, signature: string): ProviderEvent;
}
