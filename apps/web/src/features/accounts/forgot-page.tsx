// /forgot (docs/product/specification/1-accounts-and-shell.md §2, §5, §8): e-mails a reset link; a toast, then login after 4 s.
import './texts';
import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { emailRequest } from '@crashpad/shared/api/account-settings';
import { errorMessage } from '../../lib/api-client';
import { firstErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { AuthLayout } from '../../components/auth-layout';
import { recoverPassword } from './api';

/** docs/product/specification/1-accounts-and-shell.md §9: 4 s after forgot. */
export const AFTER_FORGOT_MS = 4000;

export default function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: () => recoverPassword(email),
    onSuccess: (answer) => {
      void notify({ color: 'green', message: answer.message });
      window.setTimeout(() => void navigate('/login'), AFTER_FORGOT_MS);
    },
    onError: (err) => void notify({ color: 'yellow', message: errorMessage(err) }),
  });
  return (
    <AuthLayout title={t('forgot.title')} intro={t('forgot.intro')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problems = firstErrors(emailRequest, { email });
          // docs/product/specification/1-accounts-and-shell.md §5: a missing or misspelled address gets the "check spelling" message.
          setError(problems.email ? t('forgot.checkSpelling') : undefined);
          if (!problems.email) send.mutate();
        }}
      >
        <Stack>
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" loading={send.isPending} disabled={send.isSuccess}>
            {t('forgot.send')}
          </Button>
          {send.isSuccess && (
            <Text fz="sm" c="dimmed" role="status">
              {t('forgot.redirect')}
            </Text>
          )}
          <Anchor component={Link} to="/login" fz="sm" ta="center" underline="always">
            {t('forgot.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
