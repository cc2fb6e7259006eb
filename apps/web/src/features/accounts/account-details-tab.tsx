// #account-details (docs/product/specification/1-accounts-and-shell.md §2): profile and login information; phone visibility for listers; Close My Account
// only when the deactivateAccount feature is on.
import './texts';
import { Card, Divider, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { PLANS } from '@crashpad/shared/plans';
import { formatDate } from '../../lib/dates';
import { isLister } from '../../lib/session';
import { useFlag } from '../../lib/site';
import { CloseAccountPanel } from './close-account-panel';
import { EmailPanel } from './email-panel';
import { MessageNoticesPanel } from './message-notices-panel';
import { PasswordPanel } from './password-panel';
import { PhoneVisibilityPanel } from './phone-visibility-panel';
import { ProfilePanel } from './profile-panel';
import { SocialLinkPanel } from './social-link-panel';

export function AccountDetailsTab({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const canClose = useFlag('deactivateAccount');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg">
          <ProfilePanel user={user} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={2} fz="lg">
              {t('settings.loginInfo')}
            </Title>
            <EmailPanel user={user} />
            <Divider />
            <PasswordPanel />
            <Divider />
            <SocialLinkPanel user={user} />
            <Divider />
            <MessageNoticesPanel user={user} />
            <Divider />
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('settings.plan')}
              </Text>
              <Text>{user.user_plan ? PLANS[user.user_plan].title : t('settings.freeTenant')}</Text>
              {user.expire_at && (
                <Text fz="sm" c="dimmed">
                  {t('settings.expiresOn', { date: formatDate(user.expire_at) })}
                </Text>
              )}
              <Text fz="sm" c="dimmed">
                {t('settings.memberSinceOn', { date: formatDate(user.created_at) })}
              </Text>
            </div>
            {isLister(user) && (
              <>
                <Divider />
                <PhoneVisibilityPanel user={user} />
              </>
            )}
            {canClose && (
              <>
                <Divider />
                <CloseAccountPanel />
              </>
            )}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
