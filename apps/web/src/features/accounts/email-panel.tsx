// The e-mail change panel (docs/product/specification/1-accounts-and-shell.md §4, §5): new e-mail (spelling checked on blur), current password, different
// from the current one; the server e-mails a link to the new address; the page reloads after 1 s.
import './texts';
import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import { EMAIL_CHANGE_MESSAGES, emailChangeProblem } from '@crashpad/shared/rules/profile';
import { EMAIL_PATTERN } from '@crashpad/shared/messages';
import { changeEmail } from './api';
import { PanelHeading } from './panel-heading';
import { notify, notifyError } from '../../lib/notify';

/** docs/product/specification/1-accounts-and-shell.md §9: 1 s reload after an e-mail change. */
export const RELOAD_AFTER_EMAIL_MS = 1000;

export function EmailPanel({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const save = useMutation({
    mutationFn: () => changeEmail(form),
    onSuccess: (answer) => {
      void notify({ color: 'green', message: answer.message });
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_EMAIL_MS);
    },
    onError: (err) => void notifyError(err),
  });
  return (
    <section aria-labelledby="email-title">
      <PanelHeading
        id="email-title"
        title={t('signup.email')}
        action={t('settings.changeEmail')}
        editing={editing}
        onEdit={() => setEditing(true)}
      />
      <Text>{user.email}</Text>
      <Text fz="xs" c="dimmed">
        {user.email_verified ? t('settings.emailVerified') : t('settings.emailNotVerified')}
      </Text>
      {editing && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const problem = emailChangeProblem(form, user.email);
            setErrors(problem ? { [problem.field]: problem.message } : {});
            if (!problem) save.mutate();
          }}
        >
          <Stack mt="sm">
            <TextInput
              label={t('settings.newEmail')}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
              onBlur={() =>
                setErrors((x) => ({
                  ...x,
                  email:
                    form.email && !EMAIL_PATTERN.test(form.email.trim())
                      ? EMAIL_CHANGE_MESSAGES.format
                      : undefined,
                }))
              }
              error={errors.email}
            />
            <PasswordInput
              label={t('settings.currentPassword')}
              autoComplete="current-password"
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
              error={errors.password}
            />
            <Group>
              <Button type="submit" loading={save.isPending} disabled={save.isSuccess}>
                {t('settings.sendLink')}
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </section>
  );
}
