// /processing/payment (docs/product/specification/1-accounts-and-shell.md §2; docs/product/specification/3-money-and-messaging.md §2.1): card checkout in sign-up mode. The account is created when the
// first payment goes through; until then the plan and the form stay in local storage.
import './texts';
import { useState } from 'react';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { formatCents } from '@crashpad/shared/format/money';
import { PLANS, type UserPlan } from '@crashpad/shared/plans';
import { SuccessView } from '../../components/success-view';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { currentSession, storeSession } from '../../lib/session';
import { subscribe } from './api';
import { CardSetupForm } from './card-setup-form';
import { AFTER_PAYMENT_MS, MESSAGES, afterPaymentPath } from '../../lib/destinations';
import { AuthLayout } from '../../components/auth-layout';
import { chosenPlan, clearSignup, pendingRegistration, tempUser } from '../../lib/signup-state';

export function PlanSummary({ plan }: { plan: UserPlan }) {
  const { t } = useTranslation();
  const details = PLANS[plan];
  return (
    <Table>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">{t('checkout.plan')}</Table.Th>
          <Table.Td>{details.title}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('checkout.term')}</Table.Th>
          <Table.Td>{details.autoRenews ? t('checkout.yearly') : t('checkout.sixMonths')}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('checkout.total')}</Table.Th>
          <Table.Td fw={700}>{formatCents(details.priceCents)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

export default function ProcessingPaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [paid, setPaid] = useState(false);
  const session = currentSession();
  const user = tempUser();
  const plan = chosenPlan();
  // Setup already complete: nothing to pay here, on to the messages (docs/product/specification/1-accounts-and-shell.md §2, docs/product/specification/3-money-and-messaging.md §2.1).
  if (session?.user.user_plan && !paid) return <Navigate to={MESSAGES} replace />;
  if (paid)
    return (
      <AuthLayout title={t('checkout.title')}>
        <SuccessView>
          <Text ta="center">{t('checkout.success')}</Text>
        </SuccessView>
      </AuthLayout>
    );
  if (!plan || !user) return <Navigate to="/create-account" replace />;

  const pay = async (card: { customer_id: string; payment_method: string }) => {
    const registration = pendingRegistration();
    if (!registration) {
      // The password lives in memory only: after a reload the form asks for it again.
      void notify({ color: 'yellow', message: t('checkout.reenterPassword') });
      void navigate(plan === 'seeker' ? '/create-account/need-crashpad' : '/create-account/list-crashpad');
      return;
    }
    const answer = await subscribe({ ...registration, user_plan: plan, ...card });
    storeSession({ token: answer.token, user: answer.data.user }, false);
    clearSignup();
    setPaid(true);
    void notify({ color: 'green', message: t('checkout.success') });
    window.setTimeout(
      () => void navigate(afterPaymentPath(answer.data.user), { replace: true }),
      AFTER_PAYMENT_MS,
    );
  };

  return (
    <AuthLayout title={t('checkout.title')} intro={t('checkout.intro', { name: user.first_name })} size={560}>
      <CardSetupForm
        owner={{ email: user.email ?? '', name: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() }}
        firstName={user.first_name ?? ''}
        lastName={user.last_name ?? ''}
        submitLabel={t('checkout.pay', { amount: formatCents(PLANS[plan].priceCents) })}
        summary={<PlanSummary plan={plan} />}
        onCard={pay}
        onError={(error) => {
          if (error instanceof ApiError && error.status === 409) {
            void notify({ color: 'red', message: error.message });
            void navigate(`/login?email=${encodeURIComponent(user.email ?? '')}`);
            return;
          }
          void notify({
            color: 'red',
            message: errorMessage(error),
          });
        }}
      />
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to="/notice-of-understanding" underline="always" fz="sm">
          {t('checkout.back')}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {user.email}
        </Text>
      </Group>
    </AuthLayout>
  );
}
