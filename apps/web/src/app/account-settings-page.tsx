// /account-setting: the accounts feature's settings page with the payments feature's payment-method tab in it
// (docs/architecture.md: features do not import each other; the app composes them).
import { AccountSettingsPage as Settings } from '../features/accounts/account-settings-page';
import { PaymentMethodTab } from '../features/payments/payment-method-tab';

export default function AccountSettingsPage() {
  return <Settings paymentMethodTab={(session) => <PaymentMethodTab session={session} />} />;
}
