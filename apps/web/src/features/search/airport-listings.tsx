// The crashpads of the airport search (docs/product/specification/2-listings-and-tenants.md §2.10): sort toolbar and filters, the price line, the results
// beside a clustered map, and "Near me" (the listings within 500 miles of the visitor instead).
import { Suspense, lazy, useMemo, useState } from 'react';
import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingCard as Card } from '@crashpad/shared/api/search';
import type { AirportDetail } from '@crashpad/shared/api/search';
import { ListingCard } from '../../components/listing-card';
import { Loading } from '../../components/loading';
import { LazyListingMap } from '../../components/map/lazy-listing-map';
import type { MapMarker } from '../../components/map/listing-map';
import { rateRange } from '../../lib/listing-format';
import { formatDollars } from '@crashpad/shared/format/money';
import { useSite } from '../../lib/site';
import { SearchFilters } from './search-filters';
import { SortToolbar } from './sort-toolbar';
import { useNearMe } from './use-near-me';
import { useNearbyListings, type useListingSearch } from './use-listing-search';
import classes from './listing-search.module.css';

/** The events and offers layers' toggles and markers: loaded only when `mapFilters` is on (docs/decisions/062). */
const FeedMapLayers = lazy(() => import('../../components/map/feed-map-layers'));

/** Cards whose photos load at once: those in view on arrival (docs/decisions/004-web-performance.md). */
const EAGER_CARDS = 4;

/** docs/product/specification/2-listings-and-tenants.md §9: the map's fallback is the centre of the United States at zoom 3 */
const US_CENTRE: [number, number] = [39.8283, -98.5795];

type Props = { airport: AirportDetail; search: ReturnType<typeof useListingSearch> };

/**
 * A marker per card: the price on the pin; the popup has the title (to the listing), the price range per month and
 * the beds free, from the card (docs/decisions/046-flows-and-looks.md).
 */
function toMarkers(cards: Card[], t: TFunction): MapMarker[] {
  return cards.map((c) => ({
    id: c.id,
    lat: c.latitude,
    lon: c.longitude,
    label: c.title,
    href: `/listing/${c.id}`,
    pin: formatDollars(c.rate_per_from),
    details: [
      t('listingSearch.mapPrice', { price: rateRange(c.rate_per_from, c.rate_per_to) }),
      c.num_vacant_beds > 0
        ? t('listingSearch.bedsFree', { count: c.num_vacant_beds })
        : t('listingSearch.noVacancy'),
    ],
  }));
}

export function AirportListings({ airport, search }: Props) {
  const { t } = useTranslation();
  const near = useNearMe();
  const nearby = useNearbyListings(near.point);
  const { state, setState, listings } = search;
  const { flags } = useSite();
  const feedLayers = flags.mapFilters && (flags.events || flags.specialOffers);
  const [layerMarkers, setLayerMarkers] = useState<MapMarker[]>([]);
  const result = near.point ? nearby : listings;
  const cards = result.data?.data;
  const markers = useMemo(() => toMarkers(cards ?? [], t), [cards, t]);
  const price = near.point ? null : listings.data?.price;
  const filtered = !state.showFull || state.gender !== 'all';
  const view: { center: [number, number]; zoom: number } = near.point
    ? { center: [near.point.lat, near.point.lon], zoom: 9 }
    : near.refused
      ? { center: US_CENTRE, zoom: 3 }
      : { center: [airport.latitude, airport.longitude], zoom: 10 };

  if (!near.point && !filtered && cards?.length === 0)
    return (
      <section className={classes.panel} aria-labelledby="listings-heading">
        <Title order={2} fz="lg" mb="xs" id="listings-heading">
          {t('listingSearch.empty', { prefix: airport.prefix })}
        </Title>
        <Text c="dimmed" mb="md">
          {t('airport.noneYet', { prefix: airport.prefix })}
        </Text>
        <Group>
          <Anchor component={Link} to="/why">
            {t('airport.listYours')}
          </Anchor>
          <Anchor component={Link} to="/what">
            {t('airport.whatIs')}
          </Anchor>
        </Group>
      </section>
    );

  return (
    <section aria-labelledby="listings-heading">
      <div className={classes.toolbar}>
        {near.point ? (
          <Button variant="light" size="compact-sm" onClick={near.clear}>
            {t('listingSearch.backTo', { prefix: airport.prefix })}
          </Button>
        ) : (
          <>
            <SortToolbar sort={state.sort} onChange={(sort) => setState({ sort })} />
            <SearchFilters state={state} onChange={setState} />
          </>
        )}
        <Button variant="default" size="compact-sm" loading={near.locating} onClick={() => void near.find()}>
          {t('listingSearch.nearMe')}
        </Button>
      </div>
      <div className={classes.summary}>
        <Title order={2} fz="lg" id="listings-heading">
          {near.point
            ? t('listingSearch.nearTitle')
            : t('listingSearch.count', { count: listings.data?.total ?? 0 })}
        </Title>
        {price?.min != null && price.max != null && price.average != null && (
          <Text fz="sm" c="dimmed">
            {t('listingSearch.price', {
              min: formatDollars(price.min),
              max: formatDollars(price.max),
              average: formatDollars(Math.round(price.average)),
            })}
          </Text>
        )}
      </div>
      <div className={classes.layout}>
        <div className={classes.mapColumn}>
          <LazyListingMap
            label={
              near.point
                ? t('listingSearch.mapLabelNear')
                : t('listingSearch.mapLabel', { prefix: airport.prefix })
            }
            center={view.center}
            zoom={view.zoom}
            markers={markers}
            landmark={{
              lat: airport.latitude,
              lon: airport.longitude,
              label: airport.name,
              pin: `✈ ${airport.prefix}`,
            }}
            fitMarkers={!near.refused}
            height="100%"
            layers={layerMarkers}
            overlay={
              feedLayers && (
                <Suspense fallback={null}>
                  <FeedMapLayers
                    lat={near.point?.lat ?? airport.latitude}
                    lng={near.point?.lon ?? airport.longitude}
                    onChange={setLayerMarkers}
                  />
                </Suspense>
              )
            }
          />
        </div>
        <div>
          {result.isPending && result.fetchStatus !== 'idle' ? (
            <Loading />
          ) : result.isError ? (
            <Text c="red.9">{t('listingSearch.loadFailed')}</Text>
          ) : cards && cards.length > 0 ? (
            <ul className={classes.list} aria-busy={result.isFetching}>
              {cards.map((card, i) => (
                <li key={card.id}>
                  <ListingCard card={card} eager={i < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={classes.panel}>
              <Text mb="sm">
                {near.point ? t('listingSearch.emptyNear') : t('listingSearch.emptyFiltered')}
              </Text>
              {!near.point && (
                <Button variant="light" onClick={() => setState({ showFull: true, gender: 'all' })}>
                  {t('listingSearch.clearFilters')}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
