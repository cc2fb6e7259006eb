// The password panel (docs/product/specification/1-accounts-and-shell.md §4, §5): current, new, confirmation with a live match indicator.
import './texts';
import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordChangeProblem, type PasswordChangeForm } from '@crashpad/shared/rules/profile';
import { changePassword } from './api';
import { PanelHeading } from './panel-heading';
import { notify, notifyError } from '../../lib/notify';
import { storeSession } from '../../lib/session';

const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', confirm_password: '' };

export function PasswordPanel() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: () => changePassword(form),
    onSuccess: (answer) => {
      // Every other session ended; this browser keeps the new one.
      storeSession(answer, false);
      setForm(EMPTY);
      setEditing(false);
      void notify({ color: 'green', message: t('settings.passwordChanged') });
    },
    onError: (err) => void notifyError(err),
  });
  const match = form.confirm_password === '' ? null : form.confirm_password === form.new_password;
  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <section aria-labelledby="password-title">
      <PanelHeading
        id="password-title"
        title={t('signup.password')}
        action={t('settings.changePassword')}
        editing={editing}
        onEdit={() => setEditing(true)}
      />
      {!editing && <Text>••••••••</Text>}
      {editing && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const found = passwordChangeProblem(form);
            setProblem(found);
            if (!found) save.mutate();
          }}
        >
          <Stack>
            <PasswordInput
              label={t('settings.currentPassword')}
              autoComplete="current-password"
              value={form.current_password}
              onChange={(e) => setForm({ ...form, current_password: e.currentTarget.value })}
              error={errorFor('current_password')}
            />
            <PasswordInput
              label={t('settings.newPassword')}
              autoComplete="new-password"
              value={form.new_password}
              onChange={(e) => setForm({ ...form, new_password: e.currentTarget.value })}
              error={errorFor('new_password')}
            />
            <PasswordInput
              label={t('settings.confirmNewPassword')}
              autoComplete="new-password"
              value={form.confirm_password}
              onChange={(e) => setForm({ ...form, confirm_password: e.currentTarget.value })}
              error={errorFor('confirm_password')}
            />
            {match !== null && (
              <Text fz="sm" c={match ? 'green.9' : 'red.9'} aria-live="polite">
                {match ? t('settings.passwordsMatch') : t('settings.passwordsDiffer')}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('settings.save')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setEditing(false);
                  setForm(EMPTY);
                }}
              >
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </section>
  );
}
