// #autopay, titled Automatic Rent Payments (spec 3 §2.3).
import './texts';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserView } from '@crashpad/shared/api/accounts';

export function AutopayTab({ user }: { user: UserView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" maw={720}>
      <Title order={2} fz="lg" mb="xs">
        {t('settings.autopayTitle')}
      </Title>
      <Text mb="sm">
        {user.user_plan === 'seeker' ? t('settings.autopaySeeker') : t('settings.autopayOff')}
      </Text>
      <Anchor component={Link} to="/autopay" underline="always">
        {t('settings.autopayHow')}
      </Anchor>
    </Card>
  );
}
