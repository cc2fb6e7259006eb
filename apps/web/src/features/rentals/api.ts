// The rentals feature's server calls (docs/product/specification/2-listings-and-tenants.md §7 "Tenants and rentals"; docs/product/specification/1-accounts-and-shell.md §7 pending-invite count): the
// member's invitations and rentals, their history, accepting and declining, check-out and leaving. Typed by the
// shared contracts; the pages keep what happens after an answer. Keys carry the member's id, so another member
// signing in on this browser never sees the first one's rentals.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@crashpad/shared/api/accounts';
import type { AutopayRequest } from '@crashpad/shared/api/rental-autopay';
import type {
  BulkTenantsAnswer,
  SendTenantMessageRequest,
  InvitableBedsAnswer,
  InvitableListingsAnswer,
  InviteRequest,
  ListerRentalsAnswer,
  MonthlyReportAnswer,
  UserExistsAnswer,
  RentalHistoryAnswer,
  AcceptAnswer,
  CheckoutRequest,
  RevenueHistoryAnswer,
} from '@crashpad/shared/api/rentals';
import { api, apiFile } from '../../lib/api-client';
import { PENDING_INVITES_KEY, RENTALS_KEY } from '../../lib/rental-queries';

// ---- the lister: My Crew (docs/product/specification/2-listings-and-tenants.md §2.4, §7) ----

const CREW = 'crew';
export type CrewFilters = {
  keyword: string;
  status: '' | 'pending' | 'accepted' | 'history';
  location: number;
};

/** GET /rental: the lister's rentals under the filters, at most a page of 100 (docs/product/specification/2-listings-and-tenants.md §9). */
export const crewQuery = (filters: CrewFilters) =>
  queryOptions({
    queryKey: [CREW, 'list', filters],
    queryFn: () => {
      const query = new URLSearchParams({
        keyword: filters.keyword,
        status: filters.status,
        location: String(filters.location),
        limit: '100',
      });
      return api<ListerRentalsAnswer>(`/rental?${query}`);
    },
  });

export const monthlyReportQuery = queryOptions({
  queryKey: [CREW, 'monthly-report'],
  queryFn: () => api<MonthlyReportAnswer>('/lister/tenants/monthly-report'),
});

/** The lister's crashpads: the location filter and the invite modal's location picker. */
export const crewListingsQuery = queryOptions({
  queryKey: [CREW, 'listings'],
  queryFn: () => api<InvitableListingsAnswer>('/lister/listings/unrented'),
});

/** A crashpad's rooms and beds with their status, for the bed picker. Fresh each time the picker opens. */
export const crewBedsQuery = (listingId: number) =>
  queryOptions({
    queryKey: [CREW, 'beds', listingId],
    queryFn: () => api<InvitableBedsAnswer>(`/lister/${listingId}/listings/unrented`),
    staleTime: 0,
  });

/** Tenant activity: every change to one rental (docs/product/specification/2-listings-and-tenants.md §2.4). */
export const tenantActivityQuery = (id: number) =>
  queryOptions({
    queryKey: [CREW, 'activity', id],
    queryFn: () => api<RentalHistoryAnswer>(`/rental-history/tenant/${id}`),
  });

/** After any change to the lister's rentals: the lists, figures, bed pickers, and My Crashpads' counts. */
export function refreshCrew(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [CREW] }),
    client.invalidateQueries({ queryKey: ['my-crashpads'] }),
  ]);
}

/** An existing member found by e-mail prefills the invite form; 400 is a malformed address, left to the form. */
export const findMember = (email: string) =>
  api<UserExistsAnswer>('/user/exists', { method: 'POST', body: { email }, handles: [400] });

/** The invite modal's statuses: 400 fields, 403 plan limit, 404 gone, 409 bed held or requirements. */
const FORM_HANDLES = [400, 403, 404, 409];
export const sendInvitation = (form: InviteRequest) =>
  api<{ message: string; id: number }>('/rental/invite', {
    method: 'POST',
    body: form,
    handles: FORM_HANDLES,
  });
export const updateTenant = (id: number, form: InviteRequest) =>
  api<{ message: string; id: number }>(`/rental/${id}`, { method: 'PUT', body: form, handles: FORM_HANDLES });

const rentalAction = (id: number, action: string) =>
  api<MessageAnswer>(`/rental/${id}/${action}`, { method: 'POST', handles: [404, 409] });
export const resendInvitation = (id: number) => rentalAction(id, 'resend-invite');
export const cancelInvitation = (id: number) => rentalAction(id, 'cancel-invite');
export const removeTenant = (id: number) => rentalAction(id, 'remove');
export const confirmRequestedCheckout = (id: number) => rentalAction(id, 'checkout-date/confirm');

export const saveTenantNote = (id: number, note: string) =>
  api<MessageAnswer>(`/rental/${id}/update-tenant-note`, {
    method: 'PUT',
    body: { note_agreement: note },
    handles: [400, 404],
  });

/** The lister checks a tenant out at a date and hour (docs/product/specification/2-listings-and-tenants.md §4.6). */
export const checkOutTenant = (id: number, request: CheckoutRequest) =>
  api<MessageAnswer>(`/rental/${id}/checkout`, { method: 'POST', body: request, handles: [400, 404, 409] });

// ---- the tenant: My CrashPad Rentals ----

const HISTORY = 'rental-history';
export { myRentalsQuery, pendingInviteCountQuery } from '../../lib/rental-queries';

export const rentalHistoryQuery = (memberId: number) =>
  queryOptions({
    queryKey: [HISTORY, memberId],
    queryFn: () => api<RentalHistoryAnswer>('/rental-history'),
  });

/** After an invitation or rental changed: the page, the header link and the pending-invitation dialog. */
export function refreshRentals(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [RENTALS_KEY, HISTORY, PENDING_INVITES_KEY].map((key) => client.invalidateQueries({ queryKey: [key] })),
  );
}

/**
 * Accept Invitation on My CrashPad Rentals. 409 is the page's own case (SETUP_PAYMENT_METHOD opens the
 * set-up-payment dialog, which accepts once the card is saved, docs/decisions/054-accepting-needs-a-card.md;
 * NOT_PENDING was answered elsewhere), as is 404 (expired or removed).
 */
export const acceptInvitation = (id: number) =>
  api<AcceptAnswer>(`/rental/${id}/accept`, { method: 'POST', handles: [404, 409] });

export const declineInvitation = (id: number) =>
  api<MessageAnswer>(`/rental/${id}/decline`, { method: 'POST', handles: [404, 409] });

/** Change Check-Out Date: held as the requested check-out until the lister confirms it (docs/product/specification/2-listings-and-tenants.md §4.6). */
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
 * The invitation link's page (docs/product/specification/2-listings-and-tenants.md §2.7): accepting works logged out, the link being the proof. 404 is the
 * expired-invite message; 403 another signed-in member; 409 a card is needed first (the card dialog asks for it and
 * calls the link again once it is saved). The link is used once: its answer is kept for the visit.
 */
export const acceptByToken = (token: string) =>
  api<AcceptAnswer>(`/rental/accept?token=${encodeURIComponent(token)}`, { handles: [403, 404, 409] });

export const acceptByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['accept-invitation', token],
    queryFn: () => acceptByToken(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

// ---- bulk messages to tenants (docs/product/specification/2-listings-and-tenants.md §2.2 bulk message modal, §7 send-message-to-tenant) ----

/** GET /lister/bulk-tenants: the lister's current tenants in all their crashpads, for the bulk message modal. */
export const bulkTenantsQuery = (listerId: number) =>
  queryOptions({
    queryKey: ['bulk-tenants', listerId],
    queryFn: () => api<BulkTenantsAnswer>('/lister/bulk-tenants'),
  });

/** POST /lister/send-message-to-tenant: a refusal is the modal's error toast (docs/product/specification/2-listings-and-tenants.md §8), not a dialog. */
export const sendTenantMessage = (request: SendTenantMessageRequest) =>
  api<MessageAnswer>('/lister/send-message-to-tenant', {
    method: 'POST',
    body: request,
    handles: [400, 403, 404],
  });
// ---- the lister's revenue history (docs/product/specification/2-listings-and-tenants.md §2.5) ----
// Imported here rather than at the top, which the My Crew work is changing at the same time.

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

// ---- AutoPay on a rental (docs/product/specification/2-listings-and-tenants.md §4.7, docs/product/specification/3-money-and-messaging.md §7; docs/decisions/026-autopay-on-rentals.md) ----

/** The lister's AutoPay request: 400 field messages under the fields, 404 gone, 409 not ready or already on. */
export const requestAutopay = (id: number, request: AutopayRequest) =>
  api<MessageAnswer>(`/rental/${id}/request-autopay`, {
    method: 'POST',
    body: request,
    handles: [400, 404, 409],
  });
/** The lister turns AutoPay off for a tenant (a disable request confirmed, or a request withdrawn). */
export const stopAutopay = (id: number) => rentalAction(id, 'stop-autopay');
/** The tenant's answers: 409 SETUP_PAYMENT_METHOD opens the set-up-payment dialog; others are error toasts. */
export const acceptAutopay = (id: number) => rentalAction(id, 'accept-autopay');
export const declineAutopay = (id: number) => rentalAction(id, 'decline-autopay');
export const disableAutopay = (id: number) => rentalAction(id, 'disable-autopay');
/**
 * Pay now on a declined AutoPay charge (docs/decisions/043-money-and-rental-states.md): 402 the card was refused
 * again, 409 nothing to pay, already paying, or a card is needed first; each shows in the banner.
 */
export const payDeclinedNow = (id: number) =>
  api<MessageAnswer>(`/rental/${id}/pay-now`, { method: 'POST', handles: [402, 404, 409] });
