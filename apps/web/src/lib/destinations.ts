// Where members land after signing in (spec 1 §4; docs/decisions/008-accounts-and-sessions.md).
import type { UserView } from '@crashpad/shared/api/accounts';

/** The spec sends token logins to /messages; until messaging exists the account page is the landing page. */
export const AFTER_TOKEN_LOGIN = '/account-setting';

/** spec 3 §2.1, spec 1 §4: listers land on their crashpads, free tenants on My CrashPad Rentals. */
export const LISTER_HOME = '/my-crashpads';
export const TENANT_HOME = '/my-crashpad';
/** spec 1 §4, spec 3 §2.2: after saving a card, a lister continues to connecting the payout account. */
export const LISTER_AUTOPAY_SETUP = '/account-setting?tab=autopay&connect-account';

/** spec 3 §2.1: after a payment or renewal, listers to their crashpads, seekers to the airports, others to theirs. */
export function afterPaymentPath(user: UserView): string {
  if (user.user_plan === 'seeker') return '/airports';
  if (user.user_plan) return LISTER_HOME;
  return TENANT_HOME;
}

/**
 * spec 3 §2.2: after a card is saved, back to the upgrade when that is where the member came from; seekers to the
 * airports; listers on to their payout account while AutoPay exists (spec 1 §4), else their crashpads; free
 * tenants to their rentals.
 */
export function afterCardSetupPath(
  user: UserView,
  options: { upgrading: boolean; autopay: boolean },
): string {
  if (options.upgrading) return '/upgrade-account';
  if (user.user_plan === 'seeker') return '/airports';
  if (user.user_plan) return options.autopay ? LISTER_AUTOPAY_SETUP : LISTER_HOME;
  return TENANT_HOME;
}

/** spec 3 §9: the redirect delays after a payment and after a card is set up. */
export const AFTER_PAYMENT_MS = 2500;
export const AFTER_CARD_SETUP_MS = 4000;

/** An admin's work starts at the members list (docs/decisions/046-flows-and-looks.md). */
export const ADMIN_HOME = '/admin/users';

/**
 * Admins go to the members list; seekers go searching; listers and tenants to their account until their own
 * pages exist (#5 and later).
 */
export function homeFor(user: UserView): string {
  if (user.is_admin) return ADMIN_HOME;
  return user.user_plan === 'seeker' ? '/airports' : '/account-setting';
}
