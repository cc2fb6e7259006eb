// Phone visibility for listers (docs/product/specification/1-accounts-and-shell.md §4): to all logged-in members (1) and/or only to my tenants (2).
import './texts';
import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PhoneVisibilityRequest } from '@crashpad/shared/api/account-settings';
import type { UserView } from '@crashpad/shared/api/accounts';
import { notify, notifyError } from '../../lib/notify';
import { updateStoredUser } from '../../lib/session';
import { setPhoneVisibility } from './api';

export function PhoneVisibilityPanel({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (change: PhoneVisibilityRequest) => setPhoneVisibility(change),
    onSuccess: (saved) => {
      updateStoredUser(saved);
      void notify({ color: 'green', message: t('settings.saved') });
    },
    onError: (err) => void notifyError(err),
  });
  return (
    <section aria-labelledby="phone-title">
      <Title order={3} fz="md" mb="xs" id="phone-title">
        {t('settings.phoneVisibility')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('settings.phoneVisibilityHelp')}
      </Text>
      <Stack gap="xs">
        <Checkbox
          label={t('settings.phoneToAll')}
          checked={user.approval_public_phone_user === 1}
          disabled={save.isPending}
          onChange={(e) =>
            save.mutate({
              approval_public_phone: 1,
              approval_public_phone_user: e.currentTarget.checked ? 1 : 0,
            })
          }
        />
        <Checkbox
          label={t('settings.phoneToTenants')}
          checked={user.approval_public_phone_tenant === 2}
          disabled={save.isPending}
          onChange={(e) =>
            save.mutate({
              approval_public_phone: 2,
              approval_public_phone_tenant: e.currentTarget.checked ? 2 : 0,
            })
          }
        />
      </Stack>
    </section>
  );
}
