// The lister's payout account and AutoPay settings (docs/product/specification/3-money-and-messaging.md §2.3, §7): typed by packages/shared/src/api/payouts.ts.
import { useQuery } from '@tanstack/react-query';
import type {
  AccountLinkAnswer,
  AutopaySettingsAnswer,
  PayoutConfigAnswer,
  PayoutConfigId,
} from '@crashpad/shared/api/payouts';
import { api } from '../../../lib/api-client';
import { payoutAccountQuery } from '../../../lib/payout-account';

export const usePayoutAccount = (enabled: boolean) => useQuery({ ...payoutAccountQuery, enabled });

export const onboardingLink = () =>
  api<AccountLinkAnswer>('/stripe/get-custom-link?type=onboarding').then((a) => a.account_link.url);

export const dashboardLink = () =>
  api<AccountLinkAnswer>('/stripe/dashboard-link', { handles: [409] }).then((a) => a.account_link.url);

export const setAutopay = (enabled: boolean) =>
  api<AutopaySettingsAnswer>('/lister/settings/autopay', {
    method: 'PUT',
    body: { status: enabled ? 1 : 0 },
    handles: [409],
  });

export const setPayoutConfig = (configId: PayoutConfigId) =>
  api<PayoutConfigAnswer>('/lister/settings/payout-config', { method: 'PUT', body: { config_id: configId } });
