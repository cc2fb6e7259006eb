// /search/airports/{prefix}: the airport, the airports around it, and its crashpads (the listing search
// with map, sorting and filters arrives with listings, #5).
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Card,
  Container,
  Group,
  SimpleGrid,
  Text,
  Title,
} from '@mantine/core';
import { Loading } from '../../components/loading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AirportDetail } from '@crashpad/shared/api/search';
import { plural } from '@crashpad/shared/format/count';
import { ApiError, api } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { AirportSearchBox } from './airport-search-box';

export default function AirportPage() {
  const { t } = useTranslation();
  const prefix = (useParams().prefix ?? '').toLowerCase();
  const valid = /^[a-z]{3}$/.test(prefix);
  const airport = useQuery({
    queryKey: ['airport', prefix],
    queryFn: () => api<AirportDetail>(`/airports/${prefix}`, { handles: [404] }),
    enabled: valid,
  });
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
        <Alert color="yellow" title={t('airport.unknownTitle')}>
          <Text mb="sm">{t('airport.unknown', { prefix: prefix.toUpperCase() })}</Text>
          <Anchor component={Link} to="/airports">
            {t('airport.browse')}
          </Anchor>
        </Alert>
      </Container>
    );
  if (!a) return <Loading py={120} />;

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to="/airports" fz="sm">
          {t('directory.title')}
        </Anchor>
        <Text fz="sm">{a.country}</Text>
        <Text fz="sm">{a.prefix}</Text>
      </Breadcrumbs>
      <Group gap="sm" align="center" mb={4}>
        <Badge size="xl">{a.prefix}</Badge>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('airport.title', { prefix: a.prefix })}
        </Title>
      </Group>
      <Text c="dimmed" mb="xl">
        {a.name} · {[a.city, a.region, a.country].filter(Boolean).join(', ')}
      </Text>

      <Card withBorder padding="xl" mb="xl">
        <Title order={2} fz="lg" mb="xs">
          {plural(a.total_listings, t('airport.crashpad'))}
        </Title>
        <Text c="dimmed" mb="md">
          {t('airport.noneYet', { prefix: a.prefix })}
        </Text>
        <Group>
          <Anchor component={Link} to="/why">
            {t('airport.listYours')}
          </Anchor>
          <Anchor component={Link} to="/what">
            {t('airport.whatIs')}
          </Anchor>
        </Group>
      </Card>

      <Title order={2} fz="lg" mb="sm">
        {t('airport.nearby', { prefix: a.prefix })}
      </Title>
      {a.nearby.length === 0 ? (
        <Text c="dimmed" mb="xl">
          {t('airport.noNearby')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="xl">
          {a.nearby.map((n) => (
            <Card key={n.id} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/search/airports/${n.prefix.toLowerCase()}`} fw={600}>
                  {n.prefix} · {n.name}
                </Anchor>
              </Group>
              <Text fz="sm" c="dimmed">
                {t('airport.miles', { miles: n.distance_miles })} · {n.city}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Card withBorder padding="lg" bg="gray.0">
        <Text fw={600} mb="sm">
          {t('airport.searchAnother')}
        </Text>
        <AirportSearchBox placeholder={t('search.placeholderShort')} />
      </Card>
    </Container>
  );
}
