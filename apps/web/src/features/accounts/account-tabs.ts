// Which account-settings tabs a member sees, and which one the URL opens (docs/product/specification/1-accounts-and-shell.md §2).
import type { UserView } from '@crashpad/shared/api/accounts';
import type { FeatureFlags } from '@crashpad/shared/site/variants';

export const ACCOUNT_TABS = [
  'account-details',
  'my-services',
  'change-plans',
  'payment-method',
  'autopay',
  'one-time-payment',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** ?tab= values and the tab they open (tab=payments also appears in the spec). */
const QUERY_TABS: Record<string, AccountTab> = {
  'account-details': 'account-details',
  'my-services': 'my-services',
  'change-plans': 'change-plans',
  'payment-methods': 'payment-method',
  'payment-method': 'payment-method',
  payments: 'payment-method',
  autopay: 'autopay',
  'one-time-payment': 'one-time-payment',
};

/**
 * Change plans only with the changePlans flag and a plan; one-time payment only when the member has payment
 * requests; AutoPay (Automatic Rent Payments) only with the autopay flag and a plan — listers and seekers. A free
 * tenant invited with AutoPay reads its welcome on the payment-method tab, where the card goes
 * (docs/decisions/053-settings-tabs-header-and-form-details.md).
 */
export function visibleTabs(user: UserView, flags: FeatureFlags, hasPaymentRequests: boolean): AccountTab[] {
  const hasPlan = user.user_plan !== null;
  return ACCOUNT_TABS.filter((tab) => {
    if (tab === 'change-plans') return flags.changePlans && hasPlan;
    if (tab === 'autopay') return flags.autopay && hasPlan;
    if (tab === 'one-time-payment') return hasPaymentRequests;
    return true;
  });
}

export function tabFromUrl(hash: string, query: string | null, visible: AccountTab[]): AccountTab {
  const wanted = QUERY_TABS[hash.replace(/^#/, '')] ?? (query ? QUERY_TABS[query] : undefined);
  return wanted && visible.includes(wanted) ? wanted : 'account-details';
}
