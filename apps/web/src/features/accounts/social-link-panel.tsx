// Log in with Google or Apple, in account settings (docs/decisions/063-social-sign-in.md): the provider the member
// signs in with, or the buttons that link one (a member whose e-mail was not verified on both sides is sent here).
import './texts';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { SOCIAL_PROVIDER_NAMES } from '@crashpad/shared/social-providers';
import { SocialButtons, useSocialProviders } from './social-buttons';

export function SocialLinkPanel({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  if (!user.social_type && providers.length === 0) return null;
  const provider = user.social_type ? SOCIAL_PROVIDER_NAMES[user.social_type] : '';
  return (
    <div>
      <Title order={3} fz="md" mb="xs">
        {t('social.settingsTitle')}
      </Title>
      {user.social_type ? (
        <Stack gap={4}>
          <Text fz="sm">{t('social.settingsLinked', { provider })}</Text>
          <Text fz="sm" c="dimmed">
            {t('social.settingsPassword', { provider })}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {t('social.settingsIntro')}
          </Text>
          <SocialButtons link divider="none" />
        </Stack>
      )}
    </div>
  );
}
