// /my-crashpads (docs/product/specification/2-listings-and-tenants.md §2.2): the lister's locations with their figures, the Add Location action, Message all
// tenants (the spec's select-all and Compose: the bulk message modal with every tenant of every location chosen)
// and each listing's menu, with cancel feature and cancel boost confirmed first (docs/decisions/028).
import './texts';
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingStatusRequest, MyListingRow } from '@crashpad/shared/api/listings';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { Loading } from '../../components/loading';
import { confirmDialog, openBulkMessage } from '../../lib/dialogs';
import { errorMessage } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import {
  cancelFeatured,
  changeListingStatus,
  listingTotalQuery,
  myListingsKey,
  myListingsQuery,
} from './api';
import { ListingRow } from './listing-row';

type StatusChange = { listing: MyListingRow; status: ListingStatusRequest['status'] };

export default function MyCrashpadsPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('listings.mine.title') });
  const queryClient = useQueryClient();
  const listings = useQuery(myListingsQuery);
  const total = useQuery(listingTotalQuery);

  // docs/product/specification/2-listings-and-tenants.md §2.2: deactivate and delete are confirmed first; reactivate happens at once.
  const changeStatus = async ({ listing, status }: StatusChange) => {
    if (status !== LISTING_STATUS.active) {
      const kind = status === LISTING_STATUS.inactive ? 'Deactivate' : 'Delete';
      const confirmed = await confirmDialog({
        title: t(`listings.mine.confirm${kind}Title`),
        message: t(`listings.mine.confirm${kind}`, { title: listing.title }),
        confirmLabel: t(`listings.mine.${kind.toLowerCase()}`),
        danger: true,
      });
      if (!confirmed) return;
    }
    try {
      const answer = await changeListingStatus(listing.id, status);
      void notify({ color: 'green', message: answer.message, autoClose: 3000 });
    } catch (err) {
      void notifyError(err);
    }
    await queryClient.invalidateQueries({ queryKey: myListingsKey });
  };

  // docs/product/specification/2-listings-and-tenants.md §2.2, §8: cancel feature and cancel boost are confirmed; a failure becomes the page's error.
  const [featuredError, setFeaturedError] = useState<string | null>(null);
  const cancelFeature = async (listing: MyListingRow) => {
    const kind = listing.feature_ongoing === 1 ? 'Feature' : 'Boost';
    const confirmed = await confirmDialog({
      title: t(`listings.mine.confirmCancel${kind}Title`),
      message: t(`listings.mine.confirmCancel${kind}`, { title: listing.title }),
      confirmLabel: t(`listings.mine.cancel${kind}`),
      cancelLabel: t('listings.mine.keepIt'),
      danger: true,
    });
    if (!confirmed) return;
    setFeaturedError(null);
    try {
      const answer = await cancelFeatured(listing.id);
      void notify({ color: 'green', message: answer.message, autoClose: 3000 });
    } catch (err) {
      setFeaturedError(`${t('listings.mine.cancelFailed')}: ${errorMessage(err)}`);
    }
    await queryClient.invalidateQueries({ queryKey: myListingsKey });
  };

  const rows = listings.data?.data.data ?? [];
  const usage = total.data;
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('listings.mine.title')}
          </Title>
          <Text c="dimmed">{t('listings.mine.intro')}</Text>
          {usage && (
            <Text fz="sm" mt={4}>
              {usage.total_location === null
                ? t('listings.mine.usageUnlimited', { used: usage.data })
                : t('listings.mine.usage', { used: usage.data, allowed: usage.total_location })}
              {listings.data && rows.length > 0 && (
                <> · {t('listings.mine.occupancyOverall', { percent: listings.data.occupancy.data })}</>
              )}
            </Text>
          )}
        </div>
        <Group>
          <Anchor component={Link} to="/help" fz="sm">
            {t('listings.mine.help')}
          </Anchor>
          <Anchor component={Link} to="/contact" fz="sm">
            {t('listings.mine.feedback')}
          </Anchor>
          {rows.length > 0 && (
            <Button variant="default" onClick={() => openBulkMessage()}>
              {t('listings.mine.messageAll')}
            </Button>
          )}
          <Button component={Link} to="/create-crashpad">
            {t('listings.mine.add')}
          </Button>
        </Group>
      </Group>

      {featuredError && (
        <Alert color="red" mb="md" role="alert" withCloseButton onClose={() => setFeaturedError(null)}>
          <Text c="red.9" fz="sm">
            {featuredError}
          </Text>
        </Alert>
      )}

      {!listings.data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Card withBorder padding="xl" ta="center">
          <Text mb="md">{t('listings.mine.empty')}</Text>
          <Button component={Link} to="/create-crashpad" mx="auto" w="fit-content">
            {t('listings.mine.emptyAction')}
          </Button>
        </Card>
      ) : (
        <Stack gap="md">
          {rows.map((listing) => (
            <ListingRow
              key={listing.id}
              listing={listing}
              onStatus={(status) => void changeStatus({ listing, status })}
              onCancelFeatured={() => void cancelFeature(listing)}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
