// The availability check before creating a listing (docs/product/specification/2-listings-and-tenants.md §2.1, §6, §8): 403 asks for an upgrade (or, for an
// expired package, a renewal), 408 for a card (the server's message either way); any other refusal returns to
// /my-crashpads after 3 seconds. As docs/product/specification/2-listings-and-tenants.md §7 has it, the member's listing total is also compared with the
// package's total_location, so a full package is refused even if the two calls race a save in another tab.
import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Container, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LISTING_MESSAGES } from '@crashpad/shared/rules/listings';
import { Loading } from '../../components/loading';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { canAddListing, canAddListingKey } from './api';

const REDIRECT_MS = 3_000;

export function useAddAllowed(enabled: boolean): {
  state: 'checking' | 'allowed' | 'refused';
  view: ReactNode;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: canAddListingKey,
    queryFn: async () => {
      const [answer, total] = await canAddListing();
      const allowed = total.total_location;
      if (allowed !== null && total.data >= allowed)
        throw new ApiError(403, { message: LISTING_MESSAGES.limitReached(allowed), code: 'LISTING_LIMIT' });
      return answer;
    },
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const status = check.error instanceof ApiError ? check.error.status : null;
  const expired = check.error instanceof ApiError && check.error.body.code === 'PLAN_EXPIRED';
  const message = check.error ? errorMessage(check.error) : null;

  useEffect(() => {
    if (!message) return;
    void notify({ color: status === 403 || status === 408 ? 'yellow' : 'red', message });
    if (status === 403 || status === 408) return;
    const timer = setTimeout(() => void navigate('/my-crashpads'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [message, status, navigate]);

  if (!enabled || check.data) return { state: 'allowed', view: null };
  if (!check.error) return { state: 'checking', view: <Loading py={120} /> };
  return {
    state: 'refused',
    view: (
      <Container size="sm" py="xl">
        <Alert color="yellow" title={t('listings.refusedTitle')}>
          {message}
          {status !== 403 && status !== 408 && <div>{t('listings.redirecting')}</div>}
        </Alert>
        <Group mt="lg">
          {expired && (
            <Button component={Link} to="/account-expired">
              {t('listings.renew')}
            </Button>
          )}
          {status === 403 && !expired && (
            <Button component={Link} to="/change-package">
              {t('listings.upgrade')}
            </Button>
          )}
          {status === 408 && (
            <Button component={Link} to="/account-setting?tab=payment-methods">
              {t('listings.addCard')}
            </Button>
          )}
          <Button variant="default" component={Link} to="/my-crashpads">
            {t('listings.backToList')}
          </Button>
        </Group>
      </Container>
    ),
  };
}
