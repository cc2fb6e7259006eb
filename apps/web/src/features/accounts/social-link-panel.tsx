// Log in with Google or Apple, in account settings (docs/decisions/063-social-sign-in.md): the provider the member
// signs in with and a button to unlink it, or the buttons that link one (a member whose e-mail was not verified on
// both sides is sent here).
import './texts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { SOCIAL_PROVIDER_NAMES } from '@crashpad/shared/social-providers';
import { confirmDialog } from '../../lib/dialogs';
import { notify, notifyError } from '../../lib/notify';
import { updateStoredUser } from '../../lib/session';
import { unlinkSocial } from './api';
import { SocialButtons, useSocialProviders } from './social-buttons';

export function SocialLinkPanel({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const provider = user.social_type ? SOCIAL_PROVIDER_NAMES[user.social_type] : '';
  const unlink = useMutation({
    mutationFn: unlinkSocial,
    onSuccess: (saved) => {
      updateStoredUser(saved);
      void notify({ color: 'green', message: t('social.unlinked', { provider }) });
    },
    onError: (err) => void notifyError(err),
  });
  const askUnlink = async () => {
    const sure = await confirmDialog({
      title: t('social.unlinkTitle', { provider }),
      message: t('social.unlinkMessage'),
      confirmLabel: t('social.unlink', { provider }),
      danger: true,
    });
    if (sure) unlink.mutate();
  };
  if (!user.social_type && providers.length === 0) return null;
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
          <Group mt={4}>
            <Button variant="default" size="xs" loading={unlink.isPending} onClick={() => void askUnlink()}>
              {t('social.unlink', { provider })}
            </Button>
          </Group>
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
