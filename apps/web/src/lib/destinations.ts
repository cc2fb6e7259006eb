// Where members land after signing in, paying or saving a card (docs/product/specification/1-accounts-and-shell.md §2, §4; docs/product/specification/3-money-and-messaging.md §2.1;
// docs/decisions/008-accounts-and-sessions.md, docs/decisions/047-where-members-land.md).
import type { UserView } from '@crashpad/shared/api/accounts';
import type { MyRentalsAnswer } from '@crashpad/shared/api/rentals';
import { isLister } from './session';

/** docs/product/specification/1-accounts-and-shell.md §2, docs/product/specification/3-money-and-messaging.md §2.1: a token login, and /processing/payment once setup is complete, go to the messages. */
export const MESSAGES = '/messages';

/** docs/product/specification/3-money-and-messaging.md §2.1, docs/product/specification/1-accounts-and-shell.md §4: listers land on their crashpads, tenants on My CrashPad Rentals. */
export const LISTER_HOME = '/my-crashpads';
export const TENANT_HOME = '/my-crashpad';
export const SEEKER_HOME = '/airports';

/**
 * The navigation state a sign-up by invitation arrives on My CrashPad Rentals with: the invitation it took, which
 * the page accepts at once (docs/product/specification/1-accounts-and-shell.md §4 "a pending tenant is auto-accepted") — through the card dialog, since a new
 * account has no card yet (docs/decisions/054-accepting-needs-a-card.md).
 */
export type AcceptOnArrival = { acceptInvitation: number };
/** docs/product/specification/1-accounts-and-shell.md §4, docs/product/specification/3-money-and-messaging.md §2.2: after saving a card, a lister continues to connecting the payout account. */
export const LISTER_AUTOPAY_SETUP = '/account-setting?tab=autopay&connect-account';

/** docs/product/specification/3-money-and-messaging.md §2.1: after a payment or renewal, listers to their crashpads, seekers to the airports, others to theirs. */
export function afterPaymentPath(user: UserView): string {
  if (user.user_plan === 'seeker') return SEEKER_HOME;
  if (user.user_plan) return LISTER_HOME;
  return TENANT_HOME;
}

/**
 * docs/product/specification/1-accounts-and-shell.md §4, docs/product/specification/3-money-and-messaging.md §2.2: after a card is saved, back to the upgrade when that is where the member came from;
 * seekers to the airports; listers to their crashpads "then" on to their payout account while AutoPay exists —
 * both pages, in that order, so Back from the AutoPay tab is My crashpads (docs/decisions/047); free tenants
 * to their rentals. The pages to go through, the last one where the member stays.
 */
export function afterCardSetupPaths(
  user: UserView,
  options: { upgrading: boolean; autopay: boolean },
): string[] {
  if (options.upgrading) return ['/upgrade-account'];
  if (user.user_plan === 'seeker') return [SEEKER_HOME];
  if (user.user_plan) return options.autopay ? [LISTER_HOME, LISTER_AUTOPAY_SETUP] : [LISTER_HOME];
  return [TENANT_HOME];
}

/** docs/product/specification/3-money-and-messaging.md §9: the redirect delays after a payment and after a card is set up. */
export const AFTER_PAYMENT_MS = 2500;
export const AFTER_CARD_SETUP_MS = 4000;

/** An admin's work starts at the members list (docs/decisions/046-flows-and-looks.md). */
export const ADMIN_HOME = '/admin/users';

/** A pending invitation, or a rental that holds a bed now: what My CrashPad Rentals is for. */
export function hasCurrentRentals(rentals: MyRentalsAnswer | undefined): boolean {
  return !!rentals && (rentals.invites.length > 0 || rentals.data.some((r) => r.status === 'accepted'));
}

/** Only a seeker's landing page depends on their rentals: the others are known from the plan. */
export function landingNeedsRentals(user: UserView): boolean {
  return !user.is_admin && user.user_plan === 'seeker';
}

/**
 * Where a member lands after an ordinary login, when they were not going anywhere (docs/decisions/047): admins on
 * the members list, listers on their crashpads, a tenant with an invitation or a current rental on My CrashPad
 * Rentals, seekers on the airports. A free member (no plan) is a tenant: My CrashPad Rentals is their page, as
 * after a payment (docs/product/specification/3-money-and-messaging.md §2.1 "otherwise /my-crashpad").
 */
export function homeFor(user: UserView, rentals?: MyRentalsAnswer): string {
  if (user.is_admin) return ADMIN_HOME;
  if (isLister(user)) return LISTER_HOME;
  if (user.user_plan === 'seeker') return hasCurrentRentals(rentals) ? TENANT_HOME : SEEKER_HOME;
  return TENANT_HOME;
}
