// A listing that cannot be shown (spec 2 §2.8 error state). A 404 (removed, deactivated or never listed)
// and a 400 (not a listing number) say the crashpad is not listed and offer the airport search; a 400 also
// opens the token-expired modal (spec 2 §4). Any other failure shows the server's message.
import { Suspense, lazy } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';

const TokenExpiredModal = lazy(() => import('./token-expired-modal'));

export function ListingUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 404;
  const notListed = status === 404 || status === 400;
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        {t(notListed ? 'listingPage.notListedTitle' : 'listingPage.tokenTitle')}
      </Title>
      <Text c="dimmed" mb="xl">
        {notListed || !(error instanceof ApiError) ? t('listingPage.notListedHelp') : error.message}
      </Text>
      <Button component={Link} to="/airports">
        {t('listingPage.searchByAirport')}
      </Button>
      {status === 400 && (
        <Suspense fallback={null}>
          <TokenExpiredModal />
        </Suspense>
      )}
    </Container>
  );
}
