// The two rental reads the app shell needs (the header's My CrashPad link and the account prompts), kept out of
// features/rentals/api.ts so the first page does not load the rentals feature's calls
// (docs/decisions/004-web-performance.md). The rentals feature re-exports them.
import { queryOptions } from '@tanstack/react-query';
import type { MyRentalsAnswer, PendingInviteCountAnswer } from '@crashpad/shared/api/rentals';
import { api } from './api-client';

export const RENTALS_KEY = 'rentals';
export const PENDING_INVITES_KEY = 'pending-invite-count';

/** GET /rentals: pending invitations, then accepted and ended rentals. The header reads it too. */
export const myRentalsQuery = (memberId: number) =>
  queryOptions({
    queryKey: [RENTALS_KEY, memberId],
    queryFn: () => api<MyRentalsAnswer>('/rentals'),
  });

/** GET /user/get-count-pending-invite: the account prompts' pending-invitation dialog (docs/product/specification/1-accounts-and-shell.md §4). */
export const pendingInviteCountQuery = (memberId: number) =>
  queryOptions({
    queryKey: [PENDING_INVITES_KEY, memberId],
    queryFn: () => api<PendingInviteCountAnswer>('/user/get-count-pending-invite'),
  });
