// The public listing page once loaded (docs/product/specification/2-listings-and-tenants.md §2.8): photos, then the details on the left and the sticky
// price and contact card on the right (above the details on phones), and other crashpads near it at the foot.
import { Suspense, lazy } from 'react';
import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { LazyFeedBlocks } from '../../components/lazy-feed-blocks';
import { LazyListingMap } from '../../components/map/lazy-listing-map';
import { shortDate } from '../../lib/short-dates';
import { useFlag } from '../../lib/site';
import { useNearView } from '../../lib/use-near-view';
import { ListingContactCard } from './listing-contact-card';
import { ListingDetails, ListingSection } from './listing-details';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { ListingRooms } from './listing-rooms';
import { LeaveReviewPrompt, ListingReviewFigures } from './listing-reviews';
import classes from './listing-page.module.css';

/** At the foot of the page: loaded after the page itself (docs/decisions/004-web-performance.md). */
const ShareButtons = lazy(() => import('./share-buttons').then((m) => ({ default: m.ShareButtons })));
/**
 * Below the listing, with the cards' code and texts: loaded as it comes near the viewport
 * (docs/decisions/052-house-rules-and-related-listings.md).
 */
const RelatedListings = lazy(() =>
  import('./related-listings').then((m) => ({ default: m.RelatedListings })),
);

function RelatedNearView({ listing }: { listing: PublicListing }) {
  const { ref, near } = useNearView();
  if (!near) return <div ref={ref} />;
  return (
    <Suspense fallback={null}>
      <RelatedListings listing={listing} />
    </Suspense>
  );
}

/** docs/product/specification/2-listings-and-tenants.md §9 date format MMM D, YYYY ("Mar 5, 2025") */
export function listedSince(createdAt: string): string {
  return shortDate(new Date(createdAt));
}

function AirportLinks({ airports }: { airports: PublicListing['airports'] }) {
  const { t } = useTranslation();
  if (airports.length === 0) return null;
  return (
    <nav className={classes.airportLinks} aria-label={t('listingPage.moreNear')}>
      {airports.map((a) => (
        <Link
          key={a.id}
          className={classes.airportLink}
          to={`/search/airports/${a.prefix.toLowerCase()}`}
          title={a.name}
        >
          <span aria-hidden="true">← </span>
          {t('listingPage.nearAirport', { prefix: a.prefix })}
        </Link>
      ))}
    </nav>
  );
}

export function ListingView({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const crashpadSite = useFlag('site.crashpad');
  const place = [listing.neighborhood || null, listing.city, listing.state].filter(Boolean).join(', ');
  return (
    <Container size="lg" py="lg">
      <AirportLinks airports={listing.airports} />
      <Title order={1} fz={{ base: 26, sm: 34 }} mt="md">
        {listing.title}
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        {[place, t('listingPage.since', { date: listedSince(listing.created_at) })]
          .filter(Boolean)
          .join(' · ')}
        <span aria-hidden="true"> · </span>
        <ListingReviewFigures listing={listing} />
      </Text>
      <ListingGallery title={listing.title} images={listing.images} thumbnail={listing.thumbnail} />
      <div className={classes.layout}>
        <aside className={classes.aside}>
          <ListingContactCard listing={listing} />
          <LeaveReviewPrompt listing={listing} />
        </aside>
        <div className={classes.content}>
          <section className={classes.section}>
            <ListingFacts listing={listing} />
            {/* Up to 4 events and 4 offers near it, when feeds are on (docs/product/specification/2-listings-and-tenants.md §2.8; docs/decisions/062). */}
            <LazyFeedBlocks where={{ lat: listing.latitude, lng: listing.longitude }} page="listing" />
          </section>
          <ListingRooms rooms={listing.rooms} />
          <ListingDetails listing={listing} />
          <ListingSection id="listing-location" title={t('listingPage.location')}>
            <Text mb="sm">{place || listing.country}</Text>
            <LazyListingMap
              label={t('listingPage.mapLabel', { title: listing.title })}
              center={[listing.latitude, listing.longitude]}
              zoom={listing.location_exact ? 15 : 14}
              markers={[
                { id: listing.id, lat: listing.latitude, lon: listing.longitude, label: listing.title },
              ]}
              height={320}
              nearView
            />
            {!listing.location_exact && (
              <Text fz="sm" c="dimmed" mt="xs">
                {t('listingPage.approximate')}
              </Text>
            )}
          </ListingSection>
          {crashpadSite && (
            <ListingSection id="listing-share" title={t('listingPage.share')}>
              <Suspense fallback={null}>
                <ShareButtons title={listing.title} />
              </Suspense>
            </ListingSection>
          )}
        </div>
      </div>
      <RelatedNearView listing={listing} />
    </Container>
  );
}
