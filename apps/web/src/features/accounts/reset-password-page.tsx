// /password/reset/{token} (docs/product/specification/1-accounts-and-shell.md §2, §4, §5, §8): the link is checked first; then the new password; login after 5 s.
import './texts';
import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { resetProblem } from '@crashpad/shared/rules/profile';
import { Loading } from '../../components/loading';
import { notify, notifyError } from '../../lib/notify';
import { AuthLayout } from '../../components/auth-layout';
import { resetPassword, resetTokenQuery } from './api';

/** docs/product/specification/1-accounts-and-shell.md §9: 5 s after reset. */
export const AFTER_RESET_MS = 5000;

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useParams().token ?? params.get('token') ?? '';
  const [form, setForm] = useState({ password: '', confirm_password: '' });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  const check = useQuery({
    ...resetTokenQuery(token),
    enabled: token !== '',
    retry: false,
  });
  const save = useMutation({
    mutationFn: () => resetPassword({ ...form, token }),
    onSuccess: (answer) => {
      void notify({ color: 'green', message: answer.message });
      window.setTimeout(() => void navigate('/login'), AFTER_RESET_MS);
    },
    onError: (err) => void notifyError(err),
  });

  if (token !== '' && check.isPending) return <Loading py={120} />;
  if (token === '' || check.isError)
    return (
      <AuthLayout title={t('reset.title')}>
        <Alert color="yellow" title={t('reset.headsUpTitle')}>
          <Text mb="sm">{t('reset.headsUp')}</Text>
          <Anchor component={Link} to="/forgot" underline="always">
            {t('reset.again')}
          </Anchor>
        </Alert>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('reset.title')} intro={t('reset.intro')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = resetProblem({ ...form, token });
          setProblem(found);
          if (!found) save.mutate();
        }}
      >
        <Stack>
          <PasswordInput
            label={t('reset.password')}
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
            error={problem?.field === 'password' ? problem.message : undefined}
          />
          <PasswordInput
            label={t('reset.confirm')}
            autoComplete="new-password"
            value={form.confirm_password}
            onChange={(e) => setForm({ ...form, confirm_password: e.currentTarget.value })}
            error={problem?.field === 'confirm_password' ? problem.message : undefined}
          />
          <Button type="submit" loading={save.isPending} disabled={save.isSuccess}>
            {t('reset.save')}
          </Button>
          {save.isSuccess && (
            <Text fz="sm" c="dimmed" role="status">
              {t('reset.redirect')}
            </Text>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
