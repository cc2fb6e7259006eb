// /social-sign-in (docs/decisions/063-social-sign-in.md): where the server sends the browser back from Google or
// Apple, with what the answer led to in the address's fragment (never sent to a server): a one-time sign-in code,
// exchanged here for the session as a password login answers it; a new member's code, whose verified identity
// prefills the sign-up; a link made from settings; or why nothing happened.
import './texts';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isSocialProvider, SOCIAL_PROVIDER_NAMES } from '@crashpad/shared/social-providers';
import { OAUTH_REFUSALS, type OAuthRefusal } from '@crashpad/shared/api/oauth';
import { LISTER_PLANS } from '@crashpad/shared/plans';
import { AuthLayout } from '../../components/auth-layout';
import { Loading } from '../../components/loading';
import { ApiError } from '../../lib/api-client';
import { verifyStoredSession } from '../../lib/auth-api';
import { homeFor, landingNeedsRentals } from '../../lib/destinations';
import { myRentalsQuery } from '../../lib/rental-queries';
import { safeNext } from '../../lib/return-to';
import { isExpired, storeSession } from '../../lib/session';
import { choosePlan } from '../../lib/signup-state';
import { arrived, departure, keepSocialSignUp, type Departure } from '../../lib/social-sign-in';
import { socialSession, socialSignUpIdentity } from './api';

/** Where a new member's sign-up goes on, by the plan they were choosing. */
export function signUpPath(plan: string | null): string {
  if (plan === 'seeker') return '/create-account/need-crashpad';
  if (plan === '') return '/create-account/join-crashpad';
  if ((LISTER_PLANS as readonly string[]).includes(plan ?? '')) {
    choosePlan(plan as (typeof LISTER_PLANS)[number]);
    return '/create-account/list-crashpad';
  }
  return '/create-account';
}

type Outcome =
  { kind: 'error'; code: OAuthRefusal | 'DEPARTURE' | 'CODE'; message?: string } | { kind: 'linked' };

function immediateOutcome(fragment: URLSearchParams, from: Departure | null): Outcome | null {
  const error = fragment.get('error');
  if (error)
    return {
      kind: 'error',
      code: (OAUTH_REFUSALS as readonly string[]).includes(error)
        ? (error as OAuthRefusal)
        : 'PROVIDER_ERROR',
    };
  if (fragment.get('linked')) return { kind: 'linked' };
  if (!from || (!fragment.get('login') && !fragment.get('signup')))
    return { kind: 'error', code: 'DEPARTURE' };
  return null;
}

export default function SocialLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [fragment] = useState(() => new URLSearchParams(location.hash.slice(1)));
  const [from] = useState(departure);
  // What the fragment says at once (a refusal, a link made); a code is exchanged below.
  const [outcome, setOutcome] = useState<Outcome | null>(() => immediateOutcome(fragment, from));
  const providerParam = fragment.get('provider') ?? '';
  const provider = isSocialProvider(providerParam) ? SOCIAL_PROVIDER_NAMES[providerParam] : 'Google or Apple';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The codes leave the address at once: a reload or a shared link does not carry them.
    window.history.replaceState(window.history.state, '', location.pathname);
    const login = fragment.get('login');
    const signup = fragment.get('signup');
    if (fragment.get('error') || fragment.get('linked')) arrived();
    // The member's data now names the provider linked from settings.
    if (fragment.get('linked')) void verifyStoredSession();
    if (!from || (!login && !signup)) return;
    const fail = (err: unknown) =>
      setOutcome({ kind: 'error', code: 'CODE', message: err instanceof ApiError ? err.message : undefined });
    if (login) {
      socialSession({ code: login, browser_key: from.browserKey, isKeep: from.keep })
        .then(async (answer) => {
          arrived();
          storeSession(answer, from.keep);
          if (isExpired(answer.user)) return void navigate('/account-expired', { replace: true });
          const next = safeNext(answer.next);
          const rentals =
            !next && landingNeedsRentals(answer.user)
              ? await client.fetchQuery(myRentalsQuery(answer.user.id)).catch(() => undefined)
              : undefined;
          void navigate(next ?? homeFor(answer.user, rentals), { replace: true });
        })
        .catch(fail);
      return;
    }
    socialSignUpIdentity({ code: signup!, browser_key: from.browserKey })
      .then((answer) => {
        arrived();
        keepSocialSignUp(signup!, answer);
        void navigate(signUpPath(answer.user_plan), { replace: true });
      })
      .catch(fail);
  }, [client, fragment, from, location.pathname, navigate]);

  if (!outcome) return <Loading />;
  if (outcome.kind === 'linked')
    return (
      <AuthLayout title={t('social.linkedTitle', { provider })}>
        <Stack>
          <Text>{t('social.linked', { provider })}</Text>
          <Anchor component={Link} to="/account-setting" underline="always">
            {t('social.toSettings')}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  return (
    <AuthLayout title={t('social.failedTitle', { provider })}>
      <Stack>
        <Alert color="red" variant="light" role="alert">
          {outcome.message ?? t(`social.errors.${outcome.code}`, { provider })}
        </Alert>
        <Group justify="space-between">
          <Anchor component={Link} to="/login" underline="always">
            {t('social.toLogin')}
          </Anchor>
          <Anchor component={Link} to="/create-account" underline="always">
            {t('login.createAccount')}
          </Anchor>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
