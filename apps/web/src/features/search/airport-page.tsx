// /search/airports/{prefix}: the airport's crashpads with map, sorting and filters (docs/product/specification/2-listings-and-tenants.md §2.10), then the
// airports around it and a box to search another one.
import { Suspense, lazy } from 'react';
import { Anchor, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import i18next from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LazyFeedBlocks } from '../../components/lazy-feed-blocks';
import { Loading } from '../../components/loading';
import { ApiError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { airportQuery } from './api';
import { AirportListings } from './airport-listings';
import texts from './listing-search-texts.json';
import { useListingSearch } from './use-listing-search';
import classes from './listing-search.module.css';

i18next.addResourceBundle('en', 'translation', texts, true, false);

// Below the fold: the search box's code loads after the results.
const AirportSearchBox = lazy(() =>
  import('./airport-search-box').then((m) => ({ default: m.AirportSearchBox })),
);

export default function AirportPage() {
  const { t } = useTranslation();
  const prefix = (useParams().prefix ?? '').toLowerCase();
  const valid = /^[a-z]{3}$/.test(prefix);
  const airport = useQuery({
    ...airportQuery(prefix),
    enabled: valid,
  });
  const search = useListingSearch(prefix, valid);
  const a = airport.data;
  usePageMeta(
    a
      ? {
          title: t('airport.metaTitle', { prefix: a.prefix, name: a.name }),
          description: t('airport.metaDescription', { prefix: a.prefix, name: a.name, city: a.city }),
        }
      : null,
  );

  const notFound = !valid || (airport.error instanceof ApiError && airport.error.status === 404);
  if (notFound)
    return (
      <Container size="md" py="xl">
        <div className={classes.panel}>
          <Title order={1} fz="xl" mb="xs">
            {t('airport.unknownTitle')}
          </Title>
          <Text mb="sm">{t('airport.unknown', { prefix: prefix.toUpperCase() })}</Text>
          <Anchor component={Link} to="/airports">
            {t('airport.browse')}
          </Anchor>
        </div>
      </Container>
    );
  if (!a) return <Loading py={120} />;

  return (
    <Container size="lg" py="xl">
      <Group gap={6} mb="md" fz="sm" component="nav" aria-label={t('directory.title')}>
        <Anchor component={Link} to="/airports" fz="sm">
          {t('directory.title')}
        </Anchor>
        <Text fz="sm" c="dimmed" aria-hidden>
          /
        </Text>
        <Text fz="sm">{a.country}</Text>
      </Group>
      <Group gap="sm" align="center" mb={4}>
        <span className={classes.airportBadge}>{a.prefix}</span>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('airport.title', { prefix: a.prefix })}
        </Title>
      </Group>
      <Text c="dimmed" mb="xl">
        {a.name} · {[a.city, a.region, a.country].filter(Boolean).join(', ')}
      </Text>

      <AirportListings airport={a} search={search} />
      {/* docs/product/specification/2-listings-and-tenants.md §2.10: events and offers blocks near the airport (docs/decisions/062) */}
      <LazyFeedBlocks where={{ lat: a.latitude, lng: a.longitude }} page="search" place={a.prefix} />

      <Title order={2} fz="lg" mt={48} mb="sm">
        {t('airport.nearby', { prefix: a.prefix })}
      </Title>
      {a.nearby.length === 0 ? (
        <Text c="dimmed" mb="xl">
          {t('airport.noNearby')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="xl">
          {a.nearby.map((n) => (
            <div key={n.id} className={classes.nearbyCard}>
              <Anchor component={Link} to={`/search/airports/${n.prefix.toLowerCase()}`} fw={600}>
                {n.prefix} · {n.name}
              </Anchor>
              <Text fz="sm" c="dimmed">
                {t('airport.miles', { count: n.distance_miles })} · {n.city}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}

      <div className={`${classes.panel} ${classes.tinted}`}>
        <Text fw={600} mb="sm">
          {t('airport.searchAnother')}
        </Text>
        <Suspense fallback={<Loading />}>
          <AirportSearchBox placeholder={t('search.placeholderShort')} />
        </Suspense>
      </div>
    </Container>
  );
}
