// A listing that cannot be shown (docs/product/specification/2-listings-and-tenants.md §2.8 error state, §8). A 404 (removed, deactivated or never listed) and a
// 400 (not a listing number) are an unknown listing: titled "Unknown Listing" as the spec says, with what that
// means and the airport search; a 400 also opens the token-expired modal (docs/product/specification/2-listings-and-tenants.md §4). Any other failure is the
// resource error view, "Oops, something went wrong!", with the server's message and a link back to the airports
// (docs/decisions/048-what-pages-say.md).
import { Suspense, lazy } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { ResourceError } from '../../components/resource-error';
import { isUnknownListing } from './listing-query';

const TokenExpiredModal = lazy(() => import('./token-expired-modal'));

export function ListingUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isUnknownListing(error))
    return <ResourceError message={error instanceof ApiError ? error.message : null} />;
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        {t('listingPage.unknownTitle')}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('listingPage.notListedHelp')}
      </Text>
      <Button component={Link} to="/airports">
        {t('listingPage.searchByAirport')}
      </Button>
      {error instanceof ApiError && error.status === 400 && (
        <Suspense fallback={null}>
          <TokenExpiredModal />
        </Suspense>
      )}
    </Container>
  );
}
