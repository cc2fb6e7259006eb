// /login (spec 1 §2, §5, §8): e-mail, password, keep me logged in; ?token= signs in with a token.
import './texts';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_MESSAGES, loginRequest } from '@crashpad/shared/api/accounts';
import { ApiError } from '../../lib/api-client';
import { firstErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { storeSession } from '../../lib/session';
import { AuthLayout } from '../../components/auth-layout';
import { safeNext } from '../../lib/return-to';
import { AFTER_TOKEN_LOGIN, homeFor } from '../../lib/destinations';
import { logIn, loginWithToken } from './api';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ email: params.get('email') ?? '', password: '', isKeep: false });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const fail = (error: unknown) =>
    void notify({ color: 'red', message: error instanceof ApiError ? error.message : LOGIN_MESSAGES.failed });

  const login = useMutation({
    mutationFn: () => logIn(values),
    onSuccess: (answer) => {
      storeSession(answer, values.isKeep);
      // Back to where the member was going (lib/return-to.ts), else their home page.
      void navigate(safeNext(params.get('next')) ?? homeFor(answer.user), { replace: true });
    },
    onError: fail,
  });

  // Token login (spec 1 §2): ?token= signs in, then the member goes to their messages.
  const token = params.get('token');
  const tried = useRef(false);
  useEffect(() => {
    if (!token || tried.current) return;
    tried.current = true;
    loginWithToken(token)
      .then((answer) => {
        storeSession(answer, false);
        void navigate(AFTER_TOKEN_LOGIN, { replace: true });
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
