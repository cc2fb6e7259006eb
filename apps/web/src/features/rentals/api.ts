// The rentals feature's server calls (spec 2 §7 "Tenants and rentals"; spec 1 §7 pending-invite count): the
// member's invitations and rentals, their history, accepting and declining, check-out and leaving. Typed by the
// shared contracts; the pages keep what happens after an answer. Keys carry the member's id, so another member
// signing in on this browser never sees the first one's rentals.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@crashpad/shared/api/accounts';
import type {
  MyRentalsAnswer,
  PendingInviteCountAnswer,
  RentalHistoryAnswer,
  AcceptAnswer,
  CheckoutRequest,
} from '@crashpad/shared/api/rentals';
import { api } from '../../lib/api-client';

const RENTALS = 'rentals';
const HISTORY = 'rental-history';
const PENDING = 'pending-invite-count';

/** GET /rentals: pending invitations, then accepted and ended rentals. The header reads it too. */
export const myRentalsQuery = (memberId: number) =>
  queryOptions({
    queryKey: [RENTALS, memberId],
    queryFn: () => api<MyRentalsAnswer>('/rentals'),
  });

export const rentalHistoryQuery = (memberId: number) =>
  queryOptions({
    queryKey: [HISTORY, memberId],
    queryFn: () => api<RentalHistoryAnswer>('/rental-history'),
  });

/** GET /user/get-count-pending-invite: the account prompts' pending-invitation dialog (spec 1 §4). */
export const pendingInviteCountQuery = (memberId: number) =>
  queryOptions({
    queryKey: [PENDING, memberId],
    queryFn: () => api<PendingInviteCountAnswer>('/user/get-count-pending-invite'),
  });

/** After an invitation or rental changed: the page, the header link and the pending-invitation dialog. */
export function refreshRentals(client: QueryClient): Promise<unknown> {
  return Promise.all([RENTALS, HISTORY, PENDING].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

/**
 * Accept Invitation on My CrashPad Rentals. 409 is the page's own case (SETUP_PAYMENT_METHOD opens the
 * set-up-payment dialog; NOT_PENDING was answered elsewhere), as is 404 (expired or removed).
 */
export const acceptInvitation = (id: number) =>
  api<AcceptAnswer>(`/rental/${id}/accept`, { method: 'POST', handles: [404, 409] });

export const declineInvitation = (id: number) =>
  api<MessageAnswer>(`/rental/${id}/decline`, { method: 'POST', handles: [404, 409] });

/** Change Check-Out Date: held as the requested check-out until the lister confirms it (spec 2 §4.6). */
export const requestCheckout = (id: number, request: CheckoutRequest) =>
  api<MessageAnswer>(`/rental/${id}/checkout-date`, {
    method: 'POST',
    body: request,
    handles: [400, 404, 409],
  });

/** Leave Crashpad: the rental ends now and the bed is freed. */
export const leaveCrashpad = (id: number) =>
  api<MessageAnswer>(`/rental/${id}/leave`, { method: 'POST', handles: [404, 409] });

/**
 * The invitation link's page (spec 2 §2.7): accepting works logged out, the link being the proof. 404 is the
 * expired-invite message; 403 another signed-in member. The link is used once: its answer is kept for the visit.
 */
export const acceptByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['accept-invitation', token],
    queryFn: () =>
      api<AcceptAnswer>(`/rental/accept?token=${encodeURIComponent(token)}`, { handles: [403, 404, 409] }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

// ---- the lister's revenue history (spec 2 §2.5) ----
// Imported here rather than at the top, which the My Crew work is changing at the same time.
import type { RevenueHistoryAnswer } from '@crashpad/shared/api/rentals';
import { apiFile } from '../../lib/api-client';

/**
 * GET /lister/payments: a row per month, newest first. A refusal (403: no longer a lister) and a server error
 * are the page's red alert with the server's message, not a global dialog.
 */
export const revenueHistoryQuery = (listerId: number) =>
  queryOptions({
    queryKey: ['revenue-history', listerId],
    queryFn: () => api<RevenueHistoryAnswer>('/lister/payments', { handles: [403, 500, 502, 503] }),
  });

/** GET /lister/tenants/export: the lister's rentals and payments as a CSV file, named by the server. */
export const tenantsCsv = () => apiFile('/lister/tenants/export', { handles: [403] });
