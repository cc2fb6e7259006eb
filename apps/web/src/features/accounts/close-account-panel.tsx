// Close My Account (docs/product/specification/1-accounts-and-shell.md §2, §4, §8): Continue e-mails a code; the code closes the account; logout; / after 2 s.
// An admin switched into the member goes back to the members list, signed in as the admin, at once
// (docs/decisions/046-flows-and-looks.md).
import './texts';
import { useState } from 'react';
import { Alert, Button, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deactivationCodeProblem } from '@crashpad/shared/rules/profile';
import { errorMessage } from '../../lib/api-client';
import { ADMIN_HOME } from '../../lib/destinations';
import { notify } from '../../lib/notify';
import { clearSession, storeSession } from '../../lib/session';
import { closeAccount, requestDeactivation } from './api';

/** docs/product/specification/1-accounts-and-shell.md §9: 2 s after account closure. */
export const AFTER_CLOSURE_MS = 2000;

export function CloseAccountPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestDeactivation });
  const close = useMutation({
    mutationFn: () => closeAccount(code),
    onSuccess: (answer) => {
      if (answer.admin) {
        storeSession(answer.admin, false);
        // What was read as the member (and the members list read before switching) is read again as the admin.
        void client.invalidateQueries();
        void notify({ color: 'green', message: answer.message });
        void navigate(ADMIN_HOME);
        return;
      }
      // The server has ended the session; the browser forgets it when it leaves for the home page.
      window.setTimeout(() => {
        clearSession();
        void navigate('/');
      }, AFTER_CLOSURE_MS);
    },
    onError: (err) => setError(errorMessage(err)),
  });
  return (
    <section aria-labelledby="close-title">
      <Title order={3} fz="md" mb="xs" id="close-title">
        {t('settings.closeTitle')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('settings.closeHelp')}
      </Text>
      {close.isSuccess ? (
        <Alert color="green" role="status">
          {t('settings.closed')}
        </Alert>
      ) : !request.data ? (
        <Button color="red" variant="light" loading={request.isPending} onClick={() => request.mutate()}>
          {t('settings.continue')}
        </Button>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const problem = deactivationCodeProblem(code);
            setError(problem);
            if (!problem) close.mutate();
          }}
        >
          <Stack>
            <Text fz="sm" role="status">
              {request.data.message}
            </Text>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              aria-label={t('settings.code')}
            />
            {error && (
              <Text c="red.9" fz="sm" role="alert">
                {error}
              </Text>
            )}
            <Group>
              <Button type="submit" color="red" loading={close.isPending}>
                {t('settings.deactivate')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </section>
  );
}
