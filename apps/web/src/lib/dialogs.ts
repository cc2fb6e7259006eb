// The state of the global dialogs (docs/product/specification/1-accounts-and-shell.md §2, §8): confirm, server error, conflict and session expired.
// Kept outside React so the API client can open them; the dialogs themselves load only when first needed.
import { onApiEvent } from './api-events';

export type ConfirmRequest = {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  resolve: (confirmed: boolean) => void;
};

/** The invite modal asked for by a message thread (docs/product/specification/3-money-and-messaging.md §2.5): the crashpad and the member to prefill. */
export type InviteRequestDialog = {
  listingId?: number;
  /** the member, and from a stay request its dates as move-in and move-out (docs/decisions/065-book-your-stay.md) */
  member: {
    email?: string;
    phone_number?: string;
    airline?: string;
    start_date?: string;
    checkout_date?: string;
  };
};

export type DialogState = {
  serverError: boolean;
  /** undefined = closed; null = open with the default message */
  conflict: string | null | undefined;
  sessionExpired: boolean;
  confirm: ConfirmRequest | null;
  /** the payment error dialog (docs/product/specification/3-money-and-messaging.md §8) */
  paymentError: { title: string; message: string } | null;
  /**
   * The set-up-payment-method dialog of the account prompts (docs/product/specification/1-accounts-and-shell.md §2), asked for by a page: accepting an
   * AutoPay invitation without a card (docs/product/specification/2-listings-and-tenants.md §2.6). The account prompts show it, not the global dialogs.
   */
  setupPayment: boolean;
  /**
   * The bulk message modal (docs/product/specification/2-listings-and-tenants.md §2.2), asked for by My crashpads: every current tenant, or those of one
   * listing. app/tenant-dialogs.tsx shows it, not the global dialogs.
   */
  bulkMessage: { listingId?: number } | null;
  /** The lister's invite modal, asked for by a message thread; app/tenant-dialogs.tsx shows it. */
  invite: InviteRequestDialog | null;
  /**
   * The set-up-payment dialog of an Accept Invitation refused for want of a card (docs/product/specification/2-listings-and-tenants.md §2.6): it saves a card,
   * then accepts the invitation (docs/decisions/054-accepting-needs-a-card.md). app/tenant-dialogs.tsx shows it.
   */
  acceptCard: AcceptCardRequest | null;
};

/**
 * The invitation to accept once the card is saved: by its id (My CrashPad Rentals, after a sign-up), or by the
 * e-mail link's token (the link's page); with the server's sentence saying why a card is needed.
 */
export type AcceptCardRequest = ({ rentalId: number } | { token: string }) & { message: string };

/** Every dialog closed: how the app starts. */
const CLOSED: DialogState = {
  serverError: false,
  conflict: undefined,
  sessionExpired: false,
  confirm: null,
  paymentError: null,
  setupPayment: false,
  bulkMessage: null,
  invite: null,
  acceptCard: null,
};
let state: DialogState = CLOSED;
const listeners = new Set<() => void>();

export function dialogState(): DialogState {
  return state;
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateDialogs(change: Partial<DialogState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

/** Closes every dialog at once (the tests start each test so: test/setup.ts). */
export function closeAllDialogs(): void {
  updateDialogs(CLOSED);
}

/** Whether one of the global dialogs is open (the ones app/global-dialogs.tsx shows; not the page-asked ones). */
export function anyDialogOpen(s: DialogState): boolean {
  return (
    s.serverError ||
    s.conflict !== undefined ||
    s.sessionExpired ||
    s.confirm !== null ||
    s.paymentError !== null
  );
}

/** Opens the set-up-payment-method dialog (app/account-prompts.tsx). */
export function openSetupPaymentDialog(): void {
  updateDialogs({ setupPayment: true });
}

/** Opens the set-up-payment dialog that accepts the invitation once the card is saved (app/accept-card-dialog.tsx). */
export function openAcceptCardDialog(request: AcceptCardRequest): void {
  updateDialogs({ acceptCard: request });
}

/** Opens the bulk message modal with every tenant of the listing, or of all the lister's listings, selected. */
export function openBulkMessage(listingId?: number): void {
  updateDialogs({ bulkMessage: listingId === undefined ? {} : { listingId } });
}

/** Opens the invite modal (or the requirements dialog) with the member of a message thread prefilled. */
export function openInvite(request: InviteRequestDialog): void {
  updateDialogs({ invite: request });
}

/** The generic confirm dialog; resolves true when the user confirms. */
export function confirmDialog(request: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    state.confirm?.resolve(false);
    updateDialogs({ confirm: { ...request, resolve } });
  });
}

onApiEvent((event) => {
  if (event.type === 'server-error') updateDialogs({ serverError: true });
  else if (event.type === 'conflict') updateDialogs({ conflict: event.message });
  else updateDialogs({ sessionExpired: true });
});
