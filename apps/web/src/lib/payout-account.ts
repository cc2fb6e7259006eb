// The lister's payout account and AutoPay switch (docs/product/specification/3-money-and-messaging.md §2.3, §7 GET /stripe/account): the settings' AutoPay tab
// shows it, My Crew's invite modal reads whether AutoPay may be asked of a tenant (docs/product/specification/2-listings-and-tenants.md §4.7).
import { queryOptions } from '@tanstack/react-query';
import type { PayoutAccountAnswer } from '@crashpad/shared/api/payouts';
import { api } from './api-client';

/**
 * The AutoPay settings and the payout account, whose `account` is null while the lister has none yet (an answer,
 * not an error: docs/decisions/046-flows-and-looks.md).
 */
export const payoutAccountQuery = queryOptions({
  queryKey: ['payout-account'],
  queryFn: () => api<PayoutAccountAnswer>('/stripe/account'),
});

/** docs/product/money.md#autopay: the switch on and the payout onboarding complete. */
export const autopayReady = (payout: PayoutAccountAnswer | null | undefined): boolean =>
  payout?.automatic_payment === 1 && (payout.account?.onboarding_complete ?? false);
