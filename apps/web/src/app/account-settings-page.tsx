// /account-setting: the accounts feature's settings page with the payments feature's payment-method and
// one-time-payment tabs, and AutoPay's tab and welcome from the rentals feature, in it (docs/architecture.md:
// features do not import each other; the app composes them).
// The one-time-payment tab shows only when the member has payment requests (docs/product/specification/3-money-and-messaging.md §2.3).
import { useQuery } from '@tanstack/react-query';
import { AccountSettingsPage as Settings } from '../features/accounts/account-settings-page';
import { OneTimePaymentTab } from '../features/payments/one-time-payment-tab';
import { PaymentMethodTab } from '../features/payments/payment-method-tab';
import { paymentRequestsQuery } from '../features/payments/payment-requests-api';
import { AutopayTab } from '../features/rentals/autopay/autopay-tab';
import { AutopayWelcome } from '../features/rentals/autopay/autopay-welcome';
import { useSession } from '../lib/session';
import { useSite } from '../lib/site';

export default function AccountSettingsPage() {
  const session = useSession();
  const { flags } = useSite();
  const requests = useQuery({
    ...paymentRequestsQuery(session?.user.id ?? 0),
    enabled: session !== null && flags.paymentRequests,
  });
  return (
    <Settings
      paymentMethodTab={(s) => <PaymentMethodTab session={s} />}
      oneTimePaymentTab={(s) => <OneTimePaymentTab session={s} />}
      autopayTab={(s) => <AutopayTab user={s.user} />}
      autopayWelcome={(s) => <AutopayWelcome user={s.user} />}
      hasPaymentRequests={(requests.data?.data.length ?? 0) > 0}
    />
  );
}
