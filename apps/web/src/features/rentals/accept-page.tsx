// /tenant/accept/{token} (docs/product/specification/1-accounts-and-shell.md §2, docs/product/specification/2-listings-and-tenants.md §2.7, §8): the invitation e-mail's link accepts at once, logged in or
// not, and says so; an expired, used or removed link shows the heads-up with a contact link. Members go on to
// My CrashPad Rentals, guests to the login (and from there to it). Accepting needs a saved card: a member without
// one gets the set-up-payment dialog, which accepts once the card is saved; a guest logs in first and comes back
// here (docs/decisions/054-accepting-needs-a-card.md).
import './texts';
import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { ExpiredInvite } from '../../components/expired-invite';
import { Loading } from '../../components/loading';
import { SuccessView } from '../../components/success-view';
import { ApiError, errorMessage } from '../../lib/api-client';
import { openAcceptCardDialog } from '../../lib/dialogs';
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

  const error = accepted.error;
  const needsCard = error instanceof ApiError && error.body.code === 'SETUP_PAYMENT_METHOD';
  const askForCard = () => openAcceptCardDialog({ token, message: errorMessage(error) });
  // A member without a card: the dialog opens by itself, once (the page's button opens it again).
  const asked = useRef(false);
  useEffect(() => {
    if (!needsCard || !signedIn || asked.current) return;
    asked.current = true;
    openAcceptCardDialog({ token, message: errorMessage(error) });
  }, [needsCard, signedIn, token, error]);

  const next = signedIn ? (
    <Button component={Link} to="/my-crashpad" fullWidth>
      {t('rentals.acceptPage.toRentals')}
    </Button>
  ) : (
    <Button component={Link} to={loginTo('/my-crashpad')} fullWidth>
      {t('rentals.acceptPage.logIn')}
    </Button>
  );

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
          ) : needsCard ? (
            <Alert color="blue" role="alert" title={t('rentals.acceptPageCard.title')}>
              {errorMessage(error)}
            </Alert>
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
          {needsCard && signedIn && (
            <Button onClick={askForCard} fullWidth>
              {t('rentals.acceptPageCard.setUp')}
            </Button>
          )}
          {needsCard && !signedIn ? (
            <Button component={Link} to={loginTo(`/tenant/accept/${token}`)} fullWidth>
              {t('rentals.acceptPageCard.logIn')}
            </Button>
          ) : (
            next
          )}
        </Stack>
      )}
    </AuthLayout>
  );
}
