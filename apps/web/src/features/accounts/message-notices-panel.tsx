// "E-mail me when I get a new message" (issue 16; docs/decisions/031-message-notices-and-bulk-threads.md): the
// same setting the e-mail's unsubscribe link turns off.
import './texts';
import { Switch, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { notify, notifyError } from '../../lib/notify';
import { updateStoredUser } from '../../lib/session';
import { setMessageNotices } from './api';

export function MessageNoticesPanel({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: setMessageNotices,
    onSuccess: (saved) => {
      updateStoredUser(saved);
      void notify({ color: 'green', message: t('settings.saved') });
    },
    onError: (err) => void notifyError(err),
  });
  return (
    <section aria-labelledby="message-notices-title">
      <Title order={3} fz="md" mb="xs" id="message-notices-title">
        {t('settings.messageNoticesTitle')}
      </Title>
      <Switch
        label={t('settings.messageNotices')}
        // a session stored before the setting existed has no value: the e-mails are on by default
        checked={save.isPending ? save.variables : user.message_notices !== false}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.currentTarget.checked)}
      />
      <Text fz="sm" c="dimmed" mt="xs">
        {t('settings.messageNoticesHelp')}
      </Text>
    </section>
  );
}
