// /event/{id} and /offer/{id}: one event or special offer (docs/decisions/062-events-and-special-offers.md;
// docs/product/specification/3-money-and-messaging.md §3): its title, image, dates and times, how it repeats,
// business, price range, rating, city and description, a map with its marker, and the listings near it. An unknown
// item, or one of a type turned off, is not found (404); any other failure is the resource error view
// (docs/decisions/048-what-pages-say.md).
import './texts';
import { Suspense, lazy } from 'react';
import { Anchor, Button, Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { FeedItem, FeedType } from '@crashpad/shared/api/feeds';
import { AIRPORT_RADIUS_MILES } from '@crashpad/shared/rules/airports';
import { Loading } from '../../components/loading';
import { ResourceError } from '../../components/resource-error';
import { Stars } from '../../components/stars';
import { ApiError } from '../../lib/api-client';
import { feedDates, feedTimes } from '../../lib/feed-format';
import { FEED_FLAG, feedItemQuery, feedTitle } from '../../lib/feeds';
import { usePageMeta } from '../../lib/page-meta';
import { useFlag, useSite } from '../../lib/site';
import { useAirportSuggestions } from '../../lib/use-airport-suggestions';
import classes from './feeds.module.css';

// The map's code after the page's (docs/decisions/004-web-performance.md). Not through LazyListingMap: a module this
// page shared with the airport search and listing pages would become a chunk of their first loads.
const ListingMap = lazy(() => import('../../components/map/listing-map'));

const MAP_HEIGHT = 300;

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        {t('feedPage.notFoundTitle')}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('feedPage.notFound')}
      </Text>
      <Button component={Link} to="/">
        {t('feedPage.home')}
      </Button>
    </Container>
  );
}

const MILES_PER_DEGREE = 69;

/**
 * Miles between two near points, flat: enough to choose the nearest of a city's airports, without
 * shared/rules/geo.ts's great circle, which this page alone would have split into a chunk of every first load.
 */
function nearMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const east = (lng2 - lng1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(lat2 - lat1, east) * MILES_PER_DEGREE;
}

/** The airport search of the nearest airport named like the item's city (within the directory's 50 miles), else the directory. */
function ListingsNearLink({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const { wording } = useSite();
  const { suggestions } = useAirportSuggestions(item.city_name ?? '');
  const nearest = suggestions
    .map((a) => ({ a, miles: nearMiles(item.map_lat, item.map_lng, a.latitude, a.longitude) }))
    .filter((s) => s.miles <= AIRPORT_RADIUS_MILES)
    .sort((x, y) => x.miles - y.miles)[0]?.a;
  const listings = wording.listings.charAt(0).toUpperCase() + wording.listings.slice(1);
  return (
    <Anchor component={Link} to={nearest ? `/search/airports/${nearest.prefix.toLowerCase()}` : '/airports'}>
      {t('feedPage.listingsNear', { listings })}
      {nearest && ` (${nearest.prefix})`}
    </Anchor>
  );
}

function FeedItemView({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const title = feedTitle(item);
  const facts: [string, React.ReactNode][] = [];
  const add = (label: string, value: React.ReactNode | null) => {
    if (value !== null && value !== '') facts.push([label, value]);
  };
  add(t('feedPage.when'), feedDates(item.start_date, item.end_date));
  add(t('feedPage.time'), feedTimes(item.start_time, item.end_time));
  add(t('feedPage.repeats'), item.repeat && t(`feedPage.repeat.${item.repeat}`, item.repeat));
  add(t('feedPage.where'), item.city_name);
  add(t('feedPage.business'), item.business_name);
  add(t('feedPage.price'), item.price_range);
  add(
    t('feedPage.rating'),
    item.rating === null ? null : (
      <span className={classes.rating}>
        <Stars average={item.rating} /> {item.rating.toFixed(1)}
      </span>
    ),
  );
  return (
    <Container size="md" py="xl">
      <Text c="dimmed" fz="sm" fw={600}>
        {t(`feedPage.kind.${item.type}`)}
      </Text>
      <Title order={1} fz={{ base: 26, sm: 34 }} mb="md">
        {title}
      </Title>
      {item.image && <img src={item.image} alt={title} className={classes.image} />}
      {facts.length > 0 && (
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={classes.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {item.description && (
        <section className={classes.section} aria-labelledby="feed-about">
          <Title order={2} fz="xl" mb="sm" id="feed-about">
            {t('feedPage.about')}
          </Title>
          <Text className={classes.description}>{item.description}</Text>
        </section>
      )}
      <section className={classes.section} aria-labelledby="feed-location">
        <Title order={2} fz="xl" mb="sm" id="feed-location">
          {t('feedPage.location')}
        </Title>
        <Suspense fallback={<div className={classes.mapPlaceholder} />}>
          <ListingMap
            label={t('feedPage.mapLabel', { title })}
            center={[item.map_lat, item.map_lng]}
            zoom={14}
            markers={[{ id: item.id, lat: item.map_lat, lon: item.map_lng, label: title }]}
            height={MAP_HEIGHT}
          />
        </Suspense>
        <Text mt="md">
          <ListingsNearLink item={item} />
        </Text>
      </section>
    </Container>
  );
}

export function FeedItemPage({ type }: { type: FeedType }) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const on = useFlag(FEED_FLAG[type]);
  const query = useQuery(feedItemQuery(type, id, on));
  const item = query.data?.data;
  const missing = !on || (query.error instanceof ApiError && query.error.status === 404);
  usePageMeta(
    item
      ? { title: feedTitle(item), description: item.description?.slice(0, 160) || undefined }
      : missing
        ? { title: t('feedPage.notFoundTitle') }
        : query.isError
          ? { title: t('views.resourceError.title') }
          : null,
  );
  if (missing) return <NotFound />;
  if (query.isError)
    return <ResourceError message={query.error instanceof ApiError ? query.error.message : null} />;
  if (!item) return <Loading py={120} />;
  return <FeedItemView item={item} />;
}

/** The route's page: /offer/… shows a special offer, /event/… an event. */
export default function FeedItemRoute() {
  const offer = useLocation().pathname.startsWith('/offer/');
  return <FeedItemPage type={offer ? 'special_offers' : 'events'} />;
}
