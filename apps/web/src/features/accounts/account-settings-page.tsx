// /account-setting and /account (docs/product/specification/1-accounts-and-shell.md §2 "Account settings"): tabs chosen by the URL hash or ?tab=.
import './texts';
import { Container, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { useSession, type Session } from '../../lib/session';
import { useSite } from '../../lib/site';
import { AccountDetailsTab } from './account-details-tab';
import { ChangePlansTab } from './change-plans-tab';
import { MyServicesTab } from './my-services-tab';
import { tabFromUrl, visibleTabs } from './account-tabs';

/**
 * /account-setting with its tabs (docs/product/specification/1-accounts-and-shell.md §6). The payment-method and one-time-payment tabs belong to the payments
 * feature, the AutoPay tab and the free tenant's AutoPay welcome to the rentals feature's AutoPay
 * (features/rentals/autopay/): the app puts them in (app/account-settings-page.tsx), so this feature does not
 * import another (docs/architecture.md). The one-time-payment tab shows only when the member has payment requests.
 */
export function AccountSettingsPage({
  paymentMethodTab,
  oneTimePaymentTab,
  autopayTab,
  autopayWelcome,
  hasPaymentRequests,
}: {
  paymentMethodTab: (session: NonNullable<Session>) => ReactNode;
  oneTimePaymentTab: (session: NonNullable<Session>) => ReactNode;
  autopayTab: (session: NonNullable<Session>) => ReactNode;
  /** above the payment-method tab */
  autopayWelcome: (session: NonNullable<Session>) => ReactNode;
  hasPaymentRequests: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { flags } = useSite();
  if (!session) return null;
  const tabs = visibleTabs(session.user, flags, hasPaymentRequests);
  const current = tabFromUrl(location.hash, new URLSearchParams(location.search).get('tab'), tabs);

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t('settings.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('settings.intro', { name: session.user.display_name || session.user.first_name })}
      </Text>
      <Tabs
        value={current}
        onChange={(tab) => void navigate({ pathname: location.pathname, hash: `#${tab}` }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`settings.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="account-details">
          <AccountDetailsTab user={session.user} />
        </Tabs.Panel>
        <Tabs.Panel value="my-services">
          <MyServicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="change-plans">
          <ChangePlansTab user={session.user} />
        </Tabs.Panel>
        <Tabs.Panel value="payment-method">
          {autopayWelcome(session)}
          {paymentMethodTab(session)}
        </Tabs.Panel>
        <Tabs.Panel value="autopay">{autopayTab(session)}</Tabs.Panel>
        <Tabs.Panel value="one-time-payment">{oneTimePaymentTab(session)}</Tabs.Panel>
      </Tabs>
    </Container>
  );
}
