// Shown while an admin acts as a member (spec 1 §2 "Admin switching"): back to the admin, no password.
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { returnToAdmin } from '../../features/accounts/api';
import { storeSession } from '../../lib/session';

export function ReturnToAdmin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useMutation({
    mutationFn: returnToAdmin,
    onSuccess: (answer) => {
      storeSession(answer, false);
      void navigate('/admin/users');
    },
  });
  return (
    // Dark text on yellow stands out in the header and reads at 12:1; white on orange was 3.6:1.
    <Button color="yellow.4" c="dark.9" size="xs" loading={back.isPending} onClick={() => back.mutate()}>
      {t('admin.return')}
    </Button>
  );
}
