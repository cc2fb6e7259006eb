// Shown while an admin acts as a member (spec 1 §2 "Admin switching"): back to the admin, no password.
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionAnswer } from '@crashpad/shared/api/accounts';
import { api } from '../../lib/api-client';
import { storeSession } from '../../lib/session';

export function ReturnToAdmin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useMutation({
    mutationFn: () => api<SessionAnswer>('/admin/return', { method: 'POST', body: {} }),
    onSuccess: (answer) => {
      storeSession(answer, false);
      void navigate('/admin/users');
    },
  });
  return (
    <Button color="orange" size="xs" loading={back.isPending} onClick={() => back.mutate()}>
      {t('admin.return')}
    </Button>
  );
}
