// A free tenant invited with AutoPay: the welcome about entering card details, on the payment-method tab where the
// card goes. The AutoPay tab itself is for members with a plan (docs/decisions/053-settings-tabs-header-and-form-details.md).
import './texts';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserView } from '@crashpad/shared/api/accounts';
import { myRentalsQuery } from '../../../lib/rental-queries';

export function AutopayWelcome({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const freeTenant = user.user_plan === null;
  // The header's read (My CrashPad Rentals): no request of its own.
  const rentals = useQuery({ ...myRentalsQuery(user.id), enabled: freeTenant });
  const invite = rentals.data?.invites.find((r) => r.auto_pay > 0);
  if (!freeTenant || !invite) return null;
  return (
    <Alert color="blue" variant="light" title={t('settings.autopayTenantWelcomeTitle')} maw={620} mb="md">
      <Text fz="sm" mb="xs">
        {t('settings.autopayTenantWelcome', { lister: invite.lister_name, location: invite.location })}
      </Text>
      <Text fz="sm" mb="xs">
        {t('settings.autopayTenantExplainer')}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to="/my-crashpad" fz="sm" underline="always">
          {t('settings.autopayToRentals')}
        </Anchor>
        <Anchor component={Link} to="/autopay" fz="sm" underline="always">
          {t('settings.autopayHow')}
        </Anchor>
      </Group>
    </Alert>
  );
}
