// /processing/payment (spec 1 §2; spec 3 §2.1): card checkout in sign-up mode. The checkout itself arrives with
// payments (#4); the page already shows what is being bought and refuses to take a card it cannot charge.
import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatCents } from '@crashpad/shared/format/money';
import { PLANS } from '@crashpad/shared/plans';
import { currentSession } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import { chosenPlan, tempUser } from './signup-state';

export default function ProcessingPaymentPage() {
  const { t } = useTranslation();
  const session = currentSession();
  const user = tempUser();
  const plan = chosenPlan();
  // Setup already complete: nothing to pay here (spec 1 §2).
  if (session?.user.user_plan) return <Navigate to="/account-setting" replace />;
  if (!plan || !user) return <Navigate to="/create-account" replace />;
  const details = PLANS[plan];
  return (
    <AuthLayout title={t('checkout.title')} intro={t('checkout.intro', { name: user.first_name })} size={560}>
      <Stack>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('checkout.plan')}</Table.Th>
              <Table.Td>{details.title}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('checkout.term')}</Table.Th>
              <Table.Td>{details.term === 'year' ? t('checkout.yearly') : t('checkout.sixMonths')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('checkout.total')}</Table.Th>
              <Table.Td fw={700}>{formatCents(details.priceCents)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Alert color="yellow" title={t('checkout.unavailableTitle')}>
          {t('checkout.unavailable')}
        </Alert>
        <Group justify="space-between">
          <Anchor component={Link} to="/notice-of-understanding" underline="always">
            {t('checkout.back')}
          </Anchor>
          <Text fz="sm" c="dimmed">
            {user.email}
          </Text>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
