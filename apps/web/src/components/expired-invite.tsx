import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';

/** What became of an invitation whose link opens nothing to answer, as the server tells it (docs/decisions/043). */
const ANSWERED = ['INVITE_ACCEPTED', 'INVITE_DECLINED', 'INVITE_CANCELLED'];

/**
 * The invitation link that no longer works (docs/product/specification/1-accounts-and-shell.md §8, docs/product/specification/2-listings-and-tenants.md §8), shown by the acceptance page and by the sign-up
 * by invitation. It tells the truth: already accepted (the page's own button leads to the crashpad), declined or
 * cancelled (ask the CP owner again), otherwise expired or removed, with a contact link.
 */
export function ExpiredInvite({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.body.code : undefined;
  if (error instanceof ApiError && code && ANSWERED.includes(code))
    return (
      <Alert
        color={code === 'INVITE_ACCEPTED' ? 'blue' : 'yellow'}
        title={code === 'INVITE_ACCEPTED' ? t('invite.acceptedTitle') : t('invite.answeredTitle')}
        role="alert"
      >
        {error.message}
        {code !== 'INVITE_ACCEPTED' && (
          <>
            {' '}
            <Anchor component={Link} to="/contact" underline="always" inherit>
              {t('invite.contactUs')}
            </Anchor>
          </>
        )}
      </Alert>
    );
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
