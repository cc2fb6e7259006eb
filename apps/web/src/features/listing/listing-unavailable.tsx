// A listing that could not be loaded (spec 2 §2.8): the server's message under the title 'Unknown Listing';
// a 400 also opens the token-expired modal.
import { Suspense, lazy } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';

const TokenExpiredModal = lazy(() => import('./token-expired-modal'));

export function ListingUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 404;
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        {t('listingPage.unknownTitle')}
      </Title>
      <Text c="dimmed" mb="xl">
        {error instanceof ApiError && error.message ? error.message : t('listingPage.unknownHelp')}
      </Text>
      <Button component={Link} to="/airports" variant="light">
        {t('listingPage.browse')}
      </Button>
      {status === 400 && (
        <Suspense fallback={null}>
          <TokenExpiredModal />
        </Suspense>
      )}
    </Container>
  );
}
