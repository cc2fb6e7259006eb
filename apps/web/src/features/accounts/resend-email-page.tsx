// /email/resend (guests; docs/product/specification/1-accounts-and-shell.md §2): sends the confirmation link again; ?email= prefills.
import './texts';
import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { emailRequest } from '@crashpad/shared/api/account-settings';
import { ApiError } from '../../lib/api-client';
import { firstErrors } from '../../lib/forms';
import { AuthLayout } from '../../components/auth-layout';
import { FormMessage } from '../../components/form-message';
import { resendConfirmation } from './api';

export default function ResendEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({ mutationFn: () => resendConfirmation(email) });
  return (
    <AuthLayout title={t('resend.title')} intro={t('resend.intro')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problems = firstErrors(emailRequest, { email });
          setError(problems.email);
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
          <Button type="submit" loading={send.isPending}>
            {t('resend.send')}
          </Button>
          {/* the answer, cleared after 4 s (docs/decisions/053) */}
          <FormMessage message={send.data?.message} shownAt={send.submittedAt} color="green" variant="text" />
          <FormMessage
            message={send.error instanceof ApiError ? send.error.message : null}
            shownAt={send.submittedAt}
            variant="text"
          />
        </Stack>
      </form>
    </AuthLayout>
  );
}
