// The tenant's payment requests (docs/product/specification/3-money-and-messaging.md §2.3 "One-Time Payment", §4, §7; docs/decisions/027): the list, paying
// one with the saved card, rejecting one with an optional reason.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PaymentRequestAnswer, PaymentRequestsAnswer } from '@crashpad/shared/api/payment-requests';
import { api } from '../../lib/api-client';

const REQUESTS = 'payment-requests';

/** GET /payment-request: the member's requests, newest first. The settings page reads it to show the tab. */
export const paymentRequestsQuery = (memberId: number) =>
  queryOptions({
    queryKey: [REQUESTS, memberId],
    queryFn: () => api<PaymentRequestsAnswer>('/payment-request'),
  });

/** 402 refused card, 404 gone, 409 answered already, being paid, or no payment method: the tab's own cases. */
const HANDLES = [400, 402, 404, 409];

export const payPaymentRequest = (id: number) =>
  api<PaymentRequestAnswer>(`/payment-request/${id}`, { method: 'PUT', handles: HANDLES });

export const rejectPaymentRequest = (id: number, reason: string) =>
  api<PaymentRequestAnswer>(`/payment-request/${id}`, {
    method: 'DELETE',
    body: { reason },
    handles: HANDLES,
  });

export function refreshPaymentRequests(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: [REQUESTS] });
}
