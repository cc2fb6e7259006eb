// /unsubscribe/messages?token=… — the link at the foot of a new-message e-mail (issue 16;
// docs/decisions/031-message-notices-and-bulk-threads.md). It works signed out and asks before changing
// anything, so a mail scanner opening the link turns nothing off.
import './texts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { SuccessView } from '../../components/success-view';
import { errorMessage } from '../../lib/api-client';
import { unsubscribeFromMessages } from './api';

export default function UnsubscribeMessagesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribeFromMessages(token) });

  const settings = (
    <Anchor component={Link} to="/account-setting" underline="always" ta="center">
      {t('unsubscribe.settings')}
    </Anchor>
  );
  return (
    <AuthLayout title={t('unsubscribe.title')}>
      {stop.isSuccess ? (
        <SuccessView>
          <Text ta="center">{stop.data.message}</Text>
          <Text ta="center" fz="sm">
            {t('unsubscribe.again')}
          </Text>
          {settings}
        </SuccessView>
      ) : (
        <Stack>
          {!token || stop.isError ? (
            <Alert color="red" title={t('unsubscribe.problemTitle')} role="alert">
              <Text fz="sm" c="red.9">
                {token ? errorMessage(stop.error) : t('unsubscribe.noToken')}
              </Text>
            </Alert>
          ) : (
            <>
              <Text>{t('unsubscribe.question')}</Text>
              <Text fz="sm" c="dimmed">
                {t('unsubscribe.still')}
              </Text>
              <Button loading={stop.isPending} onClick={() => stop.mutate()}>
                {t('unsubscribe.confirm')}
              </Button>
            </>
          )}
          {settings}
        </Stack>
      )}
    </AuthLayout>
  );
}
