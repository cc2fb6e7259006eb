// /tenant/accept/{token} (spec 1 §2, spec 2 §2.7, §8): the invitation e-mail's link accepts at once, logged in or
// not, and says so; an expired, used or removed link shows the heads-up with a contact link. Members go on to
// My CrashPad Rentals, guests to the login (and from there to it).
import './texts';
import { useEffect } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { ExpiredInvite } from '../../components/expired-invite';
import { Loading } from '../../components/loading';
import { SuccessView } from '../../components/success-view';
import { ApiError, errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { loginTo } from '../../lib/return-to';
import { useSession } from '../../lib/session';
import { acceptByTokenQuery, refreshRentals } from './api';

export default function AcceptPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('rentals.acceptPage.title') });
  const { token = '' } = useParams();
  const signedIn = useSession() !== null;
  const queryClient = useQueryClient();
  const accepted = useQuery(acceptByTokenQuery(token));

  // The header link and the pending-invitation dialog follow the new rental.
  useEffect(() => {
    if (accepted.isSuccess) void refreshRentals(queryClient);
  }, [accepted.isSuccess, queryClient]);

  const next = signedIn ? (
    <Button component={Link} to="/my-crashpad" fullWidth>
      {t('rentals.acceptPage.toRentals')}
    </Button>
  ) : (
    <Button component={Link} to={loginTo('/my-crashpad')} fullWidth>
      {t('rentals.acceptPage.logIn')}
    </Button>
  );

  const error = accepted.error;
  return (
    <AuthLayout title={t('rentals.acceptPage.title')}>
      {accepted.isPending && (
        <Stack align="center">
          <Loading />
          <Text c="dimmed">{t('rentals.acceptPage.accepting')}</Text>
        </Stack>
      )}
      {accepted.isSuccess && (
        <Stack>
          <SuccessView>
            <Text ta="center">{t('rentals.acceptPage.accepted')}</Text>
          </SuccessView>
          {next}
        </Stack>
      )}
      {error && (
        <Stack>
          {error instanceof ApiError && error.status === 404 ? (
            <ExpiredInvite error={error} />
          ) : (
            <Alert
              color="yellow"
              role="alert"
              title={
                error instanceof ApiError && error.status === 403
                  ? t('rentals.acceptPage.notYours')
                  : t('rentals.acceptPage.failed')
              }
            >
              {errorMessage(error)}
            </Alert>
          )}
          {next}
        </Stack>
      )}
    </AuthLayout>
  );
}
