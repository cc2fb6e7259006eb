import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The invitation link that no longer works (spec 1 §8, spec 2 §8): expired, used, or removed by the lister.
 * Shown by the acceptance page and by the sign-up by invitation.
 */
export function ExpiredInvite() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('invite.expiredTitle')} role="alert">
      {t('invite.expired')}{' '}
      <Anchor component={Link} to="/contact" underline="always" inherit>
        {t('invite.contact')}
      </Anchor>
      .
    </Alert>
  );
}
