// The profile photo (docs/product/specification/1-accounts-and-shell.md §2): POST /api/upload/user/images; the server checks, resizes and strips it.
import './texts';
import { useRef } from 'react';
import { Avatar, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { fetchSession } from '../../lib/auth-api';
import { notify, notifyError } from '../../lib/notify';
import { storeSession } from '../../lib/session';
import { uploadPhoto } from './api';

export function PhotoUpload({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: async () => {
      storeSession(await fetchSession());
      void notify({ color: 'green', message: t('settings.photoSaved') });
    },
    onError: (err) => void notifyError(err),
  });
  return (
    <Group>
      <Avatar
        src={user.photo}
        size={72}
        radius="xl"
        alt={t('settings.photoAlt', { name: user.display_name })}
      >
        {user.first_name[0]}
        {user.last_name[0]}
      </Avatar>
      <div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label={t('settings.choosePhoto')}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) upload.mutate(file);
            e.currentTarget.value = '';
          }}
        />
        <Button variant="default" size="xs" loading={upload.isPending} onClick={() => input.current?.click()}>
          {user.photo ? t('settings.changePhoto') : t('settings.addPhoto')}
        </Button>
        <Text fz="xs" c="dimmed" mt={4}>
          {t('settings.photoHelp')}
        </Text>
      </div>
    </Group>
  );
}
