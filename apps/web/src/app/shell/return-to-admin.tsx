// Shown while an admin acts as a member (docs/product/specification/1-accounts-and-shell.md §2 "Admin switching"): back to the admin, no password.
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { returnToAdmin } from '../../features/accounts/api';
import { storeSession } from '../../lib/session';
import classes from './shell.module.css';

export function ReturnToAdmin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const back = useMutation({
    mutationFn: returnToAdmin,
    onSuccess: (answer) => {
      storeSession(answer, false);
      // What was read as the member is read again as the admin (docs/decisions/046-flows-and-looks.md).
      void client.invalidateQueries();
      void navigate('/admin/users');
    },
  });
  return (
    // Dark text on yellow stands out in the header and reads at 12:1; white on orange was 3.6:1.
    // On a narrow phone it reads "Admin", so the site's name keeps its room (docs/decisions/046-flows-and-looks.md).
    <Button
      color="yellow.4"
      c="dark.9"
      size="xs"
      px={{ base: 8, xs: 'sm' }}
      loading={back.isPending}
      onClick={() => back.mutate()}
      aria-label={t('admin.return')}
      style={{ flex: 'none' }}
    >
      <span className={classes.returnLong}>{t('admin.return')}</span>
      <span className={classes.returnShort}>{t('admin.returnShort')}</span>
    </Button>
  );
}
