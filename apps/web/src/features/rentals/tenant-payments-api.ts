// My Crew's payment calls (docs/product/specification/3-money-and-messaging.md §7 "Payment requests and transactions"; docs/decisions/027): a tenant's payment
// history, a manual payment, a payment request; and the tenant's own requests for My CrashPad's notice. Amounts
// are dollars on the wire.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@crashpad/shared/api/accounts';
import type { LateFeeAnswer, LateFeeRequest } from '@crashpad/shared/api/late-fees';
import type {
  ManualPaymentRequest,
  PaymentRequestAnswer,
  PaymentRequestRequest,
  PaymentRequestsAnswer,
  TransactionsAnswer,
} from '@crashpad/shared/api/payment-requests';
import { api } from '../../lib/api-client';
import { refreshCrew } from './api';

const PAYMENTS = 'crew-payments';

/** GET /transaction?tenant_id=: one tenant's payments, newest first. */
export const tenantTransactionsQuery = (rentalId: number) =>
  queryOptions({
    queryKey: [PAYMENTS, 'transactions', rentalId],
    queryFn: () => api<TransactionsAnswer>(`/transaction?tenant_id=${rentalId}`),
  });

/** GET /payment-request?tenant_id=: the requests the lister sent this tenant. */
export const sentRequestsQuery = (rentalId: number) =>
  queryOptions({
    queryKey: [PAYMENTS, 'requests', rentalId],
    queryFn: () => api<PaymentRequestsAnswer>(`/payment-request?tenant_id=${rentalId}`),
  });

/** The form's statuses: 400 fields, 403 not a lister, 404 not their tenant, 409 not current or no payout account. */
const FORM_HANDLES = [400, 403, 404, 409];

export const sendPaymentRequest = (form: PaymentRequestRequest) =>
  api<PaymentRequestAnswer>('/payment-request', { method: 'POST', body: form, handles: FORM_HANDLES });

/** POST /rental/{id}/late-fee: a late fee the tenant pays as a payment request (docs/decisions/056). */
export const addLateFee = (rentalId: number, form: LateFeeRequest) =>
  api<LateFeeAnswer>(`/rental/${rentalId}/late-fee`, { method: 'POST', body: form, handles: FORM_HANDLES });

export const recordManualPayment = (form: ManualPaymentRequest) =>
  api<MessageAnswer>('/transaction', { method: 'POST', body: form, handles: FORM_HANDLES });

/** After a payment changed: the tenant's history and My Crew's revenue figures. */
export function refreshPayments(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: [PAYMENTS] }), refreshCrew(client)]);
}

/** GET /payment-request: the member's own requests (My CrashPad's notice of those to pay). */
export const myPaymentRequestsQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['payment-requests', memberId],
    queryFn: () => api<PaymentRequestsAnswer>('/payment-request'),
  });
