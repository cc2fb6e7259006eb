// The older airports view (docs/product/specification/2-listings-and-tenants.md §2.9): a grid of airport cards, paged.
import './directory-texts';
import { useState } from 'react';
import { Loading } from '../../components/loading';
import { Anchor, Badge, Card, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { plural } from '@crashpad/shared/format/count';
import { airportCountQuery, airportsQuery } from './api';

const PAGE_SIZE = 24;

export function AirportGrid() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const count = useQuery(airportCountQuery);
  const airports = useQuery({
    ...airportsQuery(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  if (!airports.data) return <Loading />;
  const pages = Math.ceil(airports.data.total / PAGE_SIZE);
  return (
    <Stack>
      {count.data && (
        <Text c="dimmed">
          {t('directory.airportCount', {
            count: count.data.count,
            formatted: count.data.count.toLocaleString('en-US'),
          })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {airports.data.data.map((a) => (
          <Card key={a.id} withBorder padding="md" component="article" aria-label={`${a.prefix} ${a.name}`}>
            <Group justify="space-between" wrap="nowrap">
              <Badge size="lg">{a.prefix}</Badge>
              <Text fz="xs" c="dimmed">
                {plural(a.total_listings, t('directory.listing'))}
              </Text>
            </Group>
            <Anchor
              component={Link}
              to={`/search/airports/${a.prefix.toLowerCase()}`}
              fw={600}
              mt="sm"
              display="block"
            >
              {a.name}
            </Anchor>
            <Text fz="sm" c="dimmed">
              {a.city}, {a.country}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center">
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={t('directory.pages')}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`directory.${control}`) })}
        />
      </Group>
    </Stack>
  );
}
