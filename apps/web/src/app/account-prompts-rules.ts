// Which account prompt to show after a route change (docs/product/specification/1-accounts-and-shell.md §4 "Account expiry", "Modal sequence").
import type { UserView } from '@crashpad/shared/api/accounts';
import type { MyRentalsAnswer } from '@crashpad/shared/api/rentals';
import { PLANS } from '@crashpad/shared/plans';
import { AUTO_PAY } from '@crashpad/shared/rules/rentals';

export type Prompt = 'expired' | 'payment' | 'tenant-payment' | 'pending-invites' | null;

export type PromptState = {
  user: UserView;
  expired: boolean;
  haveCard: boolean;
  /** the member has an invitation, or a CP owner's request, that asks for AutoPay */
  tenantAutoPay: boolean;
  pendingInvites: number;
  paymentAcknowledged: boolean;
  invitesAcknowledged: boolean;
};

/**
 * docs/product/specification/1-accounts-and-shell.md §4: a tenant "with auto_pay" — an invitation carrying AutoPay, or a current rental whose CP owner asks for
 * AutoPay (docs/decisions/026-autopay-on-rentals.md) — needs a card before accepting either.
 */
export function asksForAutoPay(rentals: MyRentalsAnswer | undefined): boolean {
  if (!rentals) return false;
  return (
    rentals.invites.some((r) => r.auto_pay !== AUTO_PAY.off) ||
    rentals.data.some((r) => r.status === 'accepted' && r.auto_pay === AUTO_PAY.requested)
  );
}

/** The renewal screens (and the card page they link to) are where an expired member goes: no prompt there. */
const RENEWAL_PAGES = ['/account-expired', '/change-package', '/upgrade-account', '/update-payment-method'];
const EXPIRY_FREE = [...RENEWAL_PAGES, '/contact', '/login'];

function onSettingsTab(pathname: string, search: string, tab: 'payment-methods' | 'autopay'): boolean {
  if (pathname !== '/account-setting' && pathname !== '/account') return false;
  const params = new URLSearchParams(search);
  return tab === 'payment-methods'
    ? params.get('tab') === 'payment-methods'
    : params.get('tab') === 'autopay' && params.has('connect-account');
}

function paymentSuppressed(pathname: string, search: string): boolean {
  return (
    pathname === '/' ||
    RENEWAL_PAGES.includes(pathname) ||
    onSettingsTab(pathname, search, 'payment-methods') ||
    onSettingsTab(pathname, search, 'autopay')
  );
}

function invitesSuppressed(pathname: string, search: string): boolean {
  return (
    ['/', '/account-expired', '/my-crashpad'].includes(pathname) ||
    pathname.startsWith('/tenant/accept') ||
    onSettingsTab(pathname, search, 'payment-methods') ||
    onSettingsTab(pathname, search, 'autopay')
  );
}

export function nextPrompt(state: PromptState, pathname: string, search: string): Prompt {
  if (state.expired) return EXPIRY_FREE.includes(pathname) ? null : 'expired';
  const invites =
    state.pendingInvites > 0 && !state.invitesAcknowledged && !invitesSuppressed(pathname, search)
      ? 'pending-invites'
      : null;
  const plan = state.user.user_plan;
  if (plan === null) {
    // A tenant invited with AutoPay needs a card first, then sees the invitations.
    if (
      !state.haveCard &&
      state.tenantAutoPay &&
      !state.paymentAcknowledged &&
      !paymentSuppressed(pathname, search)
    )
      return 'tenant-payment';
    return invites;
  }
  // The card pays the next year of a package that renews by itself. A seeker paid a one-time fee (docs/product/specification/3-money-and-messaging.md §1)
  // that never renews: no card is needed, so the dialog does not ask for one.
  if (PLANS[plan].autoRenews && !state.haveCard && !state.paymentAcknowledged)
    return paymentSuppressed(pathname, search) ? null : 'payment';
  return invites;
}
