// What a member's services are (docs/product/specification/1-accounts-and-shell.md §3 "Account service row": payment_type and txn_code, "PAYMENT.FEE.LISTER
// marks the lister fee"; docs/product/specification/3-money-and-messaging.md §9 "Payment type labels PAYMENT (auto pay) and PAYMENT_MANUAL"): the codes the
// server writes on each paid service and the names My Services shows for them
// (docs/decisions/056-payment-types-services-and-late-fees.md).

/** txn_code of each kind of purchase. A featured plan's code names its listing, so its renewals are told apart. */
export const SERVICE_CODES = {
  listerFee: 'PAYMENT.FEE.LISTER',
  seekerFee: 'PAYMENT.FEE.SEEKER',
  featuredPrefix: 'PAYMENT.FEATURED.',
} as const;

export const featuredServiceCode = (listingId: number) => `${SERVICE_CODES.featuredPrefix}${listingId}`;

export type ServiceKind = 'listerFee' | 'seekerFee' | 'featured' | 'other';

/** The kind of purchase a txn_code marks. */
export function serviceKind(code: string): ServiceKind {
  if (code === SERVICE_CODES.listerFee) return 'listerFee';
  if (code === SERVICE_CODES.seekerFee) return 'seekerFee';
  if (code.startsWith(SERVICE_CODES.featuredPrefix)) return 'featured';
  return 'other';
}

/**
 * payment_type of a service: PAYMENT, paid by the card on file through the platform's checkout and charged
 * automatically again when it renews (the spec's "auto pay"); PAYMENT.MANUAL, a one-time payment a member makes
 * by hand (a payment request). Every service today is PAYMENT.
 */
export const SERVICE_PAYMENT_TYPES = { card: 'PAYMENT', manual: 'PAYMENT.MANUAL' } as const;

export type ServicePaymentKind = 'card' | 'manual' | 'other';

/** The kind of payment a payment_type names; the spec's PAYMENT_MANUAL spelling is PAYMENT.MANUAL. */
export function servicePaymentKind(type: string): ServicePaymentKind {
  if (type === SERVICE_PAYMENT_TYPES.card) return 'card';
  if (type === SERVICE_PAYMENT_TYPES.manual || type === 'PAYMENT_MANUAL') return 'manual';
  return 'other';
}
