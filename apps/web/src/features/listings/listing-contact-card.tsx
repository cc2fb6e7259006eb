// The price and contact card beside the listing (sticky on wide screens): rate per month (and per night, with
// Book Your Stay: docs/decisions/065-book-your-stay.md), deposit, beds available, the full badge, and Send a message (docs/product/specification/2-listings-and-tenants.md §2.8: /chat/user/{user_id}/listing/{id}, through the
// login for a guest) or, for the lister, Edit listing.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { formatDollars } from '@crashpad/shared/format/money';
import { bedsAvailable, rateRange } from '../../lib/listing-format';
import { loginTo } from '../../lib/return-to';
import { useSession } from '../../lib/session';
import { useFlag } from '../../lib/site';
import classes from './listing-page.module.css';

const BookStayModal = lazy(() => import('./book-stay-modal'));

export function ListingContactCard({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const session = useSession();
  const own = session?.user.id === listing.user_id;
  // docs/product/specification/2-listings-and-tenants.md §2.8: Send a message starts a conversation with the lister about this listing (docs/product/specification/3-money-and-messaging.md §2.5).
  const chatPath = `/chat/user/${listing.user_id}/listing/${listing.id}`;
  const free = bedsAvailable(listing.num_beds, listing.num_occupied_beds);
  // Book Your Stay only with the travel flag, and only where the lister set a nightly rate (docs/decisions/065)
  const nightly = useFlag('site.travelbug') && listing.rate_per_day_from != null;
  const [booking, setBooking] = useState(false);
  return (
    <div className={classes.card}>
      <Text className={classes.price}>
        {rateRange(listing.rate_per_from, listing.rate_per_to)}{' '}
        <Text span c="dimmed" fz="md" fw={400}>
          {t('listingPage.perMonth')}
        </Text>
      </Text>
      {nightly && (
        <Text fz="sm" mt={2} data-testid="nightly-rate">
          {rateRange(listing.rate_per_day_from!, listing.rate_per_day_to)}{' '}
          <Text span c="dimmed">
            {t('listingPage.perNight')}
          </Text>
        </Text>
      )}
      <Stack gap={4} mt="sm" mb="md">
        <Group justify="space-between">
          <Text c="dimmed">{t('listingPage.deposit')}</Text>
          <Text fw={600}>
            {listing.deposit_required > 0
              ? formatDollars(listing.deposit_required)
              : t('listingPage.noDeposit')}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text c="dimmed">{t('listingPage.bedsAvailable')}</Text>
          <Text fw={600}>{free === null ? t('listingPage.notAvailable') : free}</Text>
        </Group>
      </Stack>
      {listing.bed_occupancy_rate >= 1 && <p className={classes.full}>{t('listingPage.full')}</p>}
      {own ? (
        <>
          <Text fz="sm" c="dimmed" mt="sm">
            {t('listingPage.ownListing')}
          </Text>
          <Button component={Link} to={`/my-crashpads/${listing.id}/edit`} fullWidth mt="xs" size="md">
            {t('listingPage.edit')}
          </Button>
        </>
      ) : session ? (
        <>
          {nightly && (
            <Button fullWidth mt="sm" size="md" onClick={() => setBooking(true)}>
              {t('listingPage.bookStay')}
            </Button>
          )}
          <Button
            component={Link}
            to={chatPath}
            fullWidth
            mt="sm"
            size="md"
            variant={nightly ? 'light' : 'filled'}
          >
            {t('listingPage.send')}
          </Button>
          {booking && (
            <Suspense fallback={null}>
              <BookStayModal listing={listing} onClose={() => setBooking(false)} />
            </Suspense>
          )}
        </>
      ) : nightly ? (
        <>
          {/* a guest logs in first, then comes back to book or lands on the conversation */}
          <Button component={Link} to={loginTo(`/listing/${listing.id}`)} fullWidth mt="sm" size="md">
            {t('listingPage.bookStay')}
          </Button>
          <Button component={Link} to={loginTo(chatPath)} fullWidth mt="sm" size="md" variant="light">
            {t('listingPage.send')}
          </Button>
          <Text fz="xs" c="dimmed" ta="center" mt={6}>
            {t('listingPage.signInToBook')}
          </Text>
        </>
      ) : (
        <>
          {/* a guest logs in, then lands on the conversation */}
          <Button component={Link} to={loginTo(chatPath)} fullWidth mt="sm" size="md">
            {t('listingPage.send')}
          </Button>
          <Text fz="xs" c="dimmed" ta="center" mt={6}>
            {t('listingPage.signInToSend')}
          </Text>
        </>
      )}
      <div className={classes.lister} style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        {listing.lister.photo && <img className={classes.avatar} src={listing.lister.photo} alt="" />}
        <div>
          <Text fz="sm" fw={600}>
            {t('listingPage.listedBy', { name: listing.lister.display_name })}
          </Text>
          {listing.show_phone && listing.phone && (
            <Text fz="sm">
              {t('listingPage.phone')}:{' '}
              <Anchor href={`tel:${listing.phone.replace(/[^\d+]/g, '')}`}>{listing.phone}</Anchor>
            </Text>
          )}
        </div>
      </div>
    </div>
  );
}
