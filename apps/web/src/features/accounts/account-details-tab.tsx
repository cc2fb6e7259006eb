import { Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { PLANS } from '@crashpad/shared/plans';
import { formatDate } from '../../lib/dates';
import { MONTHS } from './registration-fields';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** Profile and login information (spec 1 §2 "#account-details"). */
export function AccountDetailsTab({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const birthday =
    user.birthdate_month && user.birthdate_day && user.birthdate_year
      ? `${MONTHS[user.birthdate_month - 1]} ${user.birthdate_day}, ${user.birthdate_year}`
      : null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg" component="section" aria-labelledby="profile-title">
          <Title order={2} fz="lg" mb="md" id="profile-title">
            {t('settings.profile')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t('signup.firstName')} value={user.first_name} />
            <Field label={t('signup.lastName')} value={user.last_name} />
            <Field label={t('signup.displayName')} value={user.display_name} />
            <Field label={t('signup.airline')} value={user.airlines} />
            <Field label={t('signup.phone')} value={user.phone_number} />
            <Field label={t('signup.birthday')} value={birthday} />
          </SimpleGrid>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="lg" component="section" aria-labelledby="login-title">
          <Title order={2} fz="lg" mb="md" id="login-title">
            {t('settings.loginInfo')}
          </Title>
          <Stack gap="md">
            <Field label={t('signup.email')} value={user.email} />
            <Field
              label={t('settings.plan')}
              value={user.user_plan ? PLANS[user.user_plan].title : t('settings.freeTenant')}
            />
            {user.expire_at && <Field label={t('settings.expires')} value={formatDate(user.expire_at)} />}
            <Field label={t('settings.memberSince')} value={formatDate(user.created_at)} />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
