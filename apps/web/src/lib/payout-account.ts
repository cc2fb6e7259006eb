// The lister's payout account and AutoPay switch (spec 3 §2.3, §7 GET /stripe/account): the settings' AutoPay tab
// shows it, My Crew's invite modal reads whether AutoPay may be asked of a tenant (spec 2 §4.7).
import { queryOptions } from '@tanstack/react-query';
import type { PayoutAccountAnswer } from '@crashpad/shared/api/payouts';
import { ApiError, api } from './api-client';

/** The payout account, or null when the lister has none yet (404 NO_PAYOUT_ACCOUNT). */
export const payoutAccountQuery = queryOptions({
  queryKey: ['payout-account'],
  queryFn: async (): Promise<PayoutAccountAnswer | null> => {
    try {
      return await api<PayoutAccountAnswer>('/stripe/account', { handles: [404] });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
});

/** decisions.md "Autopay": the switch on and the payout onboarding complete. */
export const autopayReady = (payout: PayoutAccountAnswer | null | undefined): boolean =>
  payout?.automatic_payment === 1 && payout.account.onboarding_complete;
