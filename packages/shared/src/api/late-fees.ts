// A late fee on a rental (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record": late_fee, fee_id;
// docs/decisions/056-payment-types-services-and-late-fees.md): the lister records it from My Crew's tenant menu and
// the tenant pays it by card as a payment request for 'late_fee'. Amounts are dollars here; the server stores cents.
import { z } from 'zod';
import {
  PAYMENT_NOTES_MAX,
  PAYMENT_REQUEST_MESSAGES,
  paymentAmount,
  paymentRequestView,
} from './payment-requests';

export const LATE_FEE_MESSAGES = {
  added: 'Late fee added. Your tenant has been e-mailed and can pay it by card.',
  pending:
    'This tenant has not paid the last late fee yet. You can add another once they pay or reject it (Payment history shows it).',
  notesTooLong: PAYMENT_REQUEST_MESSAGES.notesTooLong,
} as const;

/** POST /api/rental/{id}/late-fee: the amount (as the payment request form checks it) and an optional note. */
export const lateFeeRequest = z.object({
  amount: paymentAmount,
  notes: z
    .string()
    .max(PAYMENT_NOTES_MAX, { error: LATE_FEE_MESSAGES.notesTooLong })
    .nullish()
    .transform((v) => (v ?? '').trim()),
});
export type LateFeeRequest = z.input<typeof lateFeeRequest>;

/** The answer: the payment request the tenant pays (its id is the rental's fee_id). */
export const lateFeeAnswer = z.object({ message: z.string(), data: paymentRequestView });
export type LateFeeAnswer = z.infer<typeof lateFeeAnswer>;
