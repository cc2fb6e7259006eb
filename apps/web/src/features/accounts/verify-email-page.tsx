// /email/verify/{id} (sign-up confirmation) and /verify/email/{token} (e-mail change, docs/product/specification/1-accounts-and-shell.md §2): verified and
// updated, or the expired-link message, either with the spec's links to the member's pages: /messages,
// /my-crashpads (listers) and /account-setting (docs/decisions/047-where-members-land.md).
import './texts';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Loading } from '../../components/loading';
import { SuccessView } from '../../components/success-view';
import { ApiError } from '../../lib/api-client';
import { fetchSession } from '../../lib/auth-api';
import { clearSession, currentSession, isLister, storeSession, useSession } from '../../lib/session';
import { AuthLayout } from '../../components/auth-layout';
import { verifyEmail } from './api';

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const params = useParams();
  const token = params.token ?? params.id ?? '';
  const change = pathname.startsWith('/verify/email/');
  const [state, setState] = useState<{ status: 'checking' | 'done' | 'expired'; message?: string }>({
    status: 'checking',
  });
  const sent = useRef(false);
  const session = useSession();

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verifyEmail(token, change)
      .then(async (answer) => {
        setState({ status: 'done', message: answer.message });
        // A signed-in member sees the new address at once. An e-mail change ends the member's other sessions
        // (docs/decisions/008-accounts-and-sessions.md): a session it ended is dropped quietly, since the
        // message already asks to log in again.
        if (!currentSession()) return;
        try {
          storeSession(await fetchSession({ handles: [401] }));
        } catch (err) {
          if (err instanceof ApiError && err.status === 401) clearSession();
        }
      })
      .catch((err: unknown) =>
        setState({
          status: 'expired',
          message: err instanceof ApiError && err.status === 409 ? err.message : undefined,
        }),
      );
  });

  // A guest follows them through the login page (the pages ask for a session); My crashpads is a lister's page.
  const links = (
    <Group justify="center" gap="lg">
      <Anchor component={Link} to="/messages" underline="always">
        {t('verify.messages')}
      </Anchor>
      {isLister(session?.user) && (
        <Anchor component={Link} to="/my-crashpads" underline="always">
          {t('verify.myCrashpads')}
        </Anchor>
      )}
      <Anchor component={Link} to="/account-setting" underline="always">
        {t('verify.settings')}
      </Anchor>
      <Anchor component={Link} to="/airports" underline="always">
        {t('verify.airports')}
      </Anchor>
    </Group>
  );
  if (state.status === 'checking') return <Loading py={120} />;
  return (
    <AuthLayout title={change ? t('verify.changeTitle') : t('verify.title')}>
      {state.status === 'done' ? (
        <SuccessView>
          <Text ta="center">{state.message}</Text>
          {links}
        </SuccessView>
      ) : (
        <Stack>
          <Alert color="yellow" title={t('reset.headsUpTitle')}>
            {state.message ?? t('verify.expired')}
          </Alert>
          {links}
          <Anchor component={Link} to="/contact" underline="always" ta="center">
            {t('shell.contact')}
          </Anchor>
        </Stack>
      )}
    </AuthLayout>
  );
}
