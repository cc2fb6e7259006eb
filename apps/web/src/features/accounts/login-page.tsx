// /login (docs/product/specification/1-accounts-and-shell.md §2, §5, §8): e-mail, password, keep me logged in; ?token= signs in with a token. Where the
// member lands, and the "Account Expired … Would you like to renew it?" prompt an expired member meets here:
// docs/decisions/047-where-members-land.md.
import './texts';
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_MESSAGES, loginRequest, type UserView } from '@crashpad/shared/api/accounts';
import { ApiError } from '../../lib/api-client';
import { logout } from '../../lib/auth-api';
import { formatDate } from '../../lib/dates';
import { firstErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { myRentalsQuery } from '../../lib/rental-queries';
import { isExpired, storeSession } from '../../lib/session';
import { AuthLayout } from '../../components/auth-layout';
import { safeNext } from '../../lib/return-to';
import { MESSAGES, homeFor, landingNeedsRentals } from '../../lib/destinations';
import { logIn, loginWithToken } from './api';
import { SocialButtons } from './social-buttons';

/** Where Renew leads: the renewal screen of docs/product/specification/1-accounts-and-shell.md §2 "Account expiry". */
const RENEWAL = '/account-expired';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ email: params.get('email') ?? '', password: '', isKeep: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const client = useQueryClient();
  // The expired member just signed in, asked whether to renew (docs/product/specification/1-accounts-and-shell.md §8 "Account Expired").
  const [expired, setExpired] = useState<UserView | null>(null);

  const fail = (error: unknown) =>
    void notify({ color: 'red', message: error instanceof ApiError ? error.message : LOGIN_MESSAGES.failed });

  const login = useMutation({
    mutationFn: () => logIn(values),
    onSuccess: async (answer) => {
      storeSession(answer, values.isKeep);
      if (isExpired(answer.user)) {
        setExpired(answer.user);
        return;
      }
      // Back to where the member was going (lib/return-to.ts), else their home page.
      const next = safeNext(params.get('next'));
      // A seeker's home depends on their invitations and rentals: the same read the header makes next.
      const rentals =
        !next && landingNeedsRentals(answer.user)
          ? await client.fetchQuery(myRentalsQuery(answer.user.id)).catch(() => undefined)
          : undefined;
      void navigate(next ?? homeFor(answer.user, rentals), { replace: true });
    },
    onError: fail,
  });

  // Token login (docs/product/specification/1-accounts-and-shell.md §2): ?token= signs in, then the member goes to their messages.
  const token = params.get('token');
  const tried = useRef(false);
  useEffect(() => {
    if (!token || tried.current) return;
    tried.current = true;
    loginWithToken(token)
      .then((answer) => {
        storeSession(answer, false);
        if (isExpired(answer.user)) setExpired(answer.user);
        else void navigate(MESSAGES, { replace: true });
      })
      .catch(fail);
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems = firstErrors(loginRequest, values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) login.mutate();
  };

  return (
    <AuthLayout title={t('login.title')} intro={t('login.intro')}>
      <Modal
        opened={expired !== null}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        title={t('login.expiredTitle')}
        centered
      >
        {/* isExpired() holds only with an expiry date */}
        <Text>{expired?.expire_at && t('login.expired', { date: formatDate(expired.expire_at) })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => void logout().then(() => setExpired(null))}>
            {t('shell.logout')}
          </Button>
          <Button onClick={() => void navigate(RENEWAL, { replace: true })}>{t('login.renew')}</Button>
        </Group>
      </Modal>
      <form onSubmit={submit} noValidate>
        <Stack>
          {params.get('next') && (
            <Alert color="blue" variant="light">
              {t('login.needed')}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            error={errors.email}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
            error={errors.password}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('login.keep')}
              checked={values.isKeep}
              onChange={(e) => setValues({ ...values, isKeep: e.currentTarget.checked })}
            />
            <Anchor component={Link} to="/forgot" fz="sm" underline="always">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
          {/* Google and Apple, when the site offers them (docs/decisions/063-social-sign-in.md) */}
          <SocialButtons next={params.get('next')} keep={values.isKeep} />
          <Text ta="center" fz="sm">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/create-account" fz="sm" underline="always">
              {t('login.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
