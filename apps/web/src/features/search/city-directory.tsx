// Countries with their cities (spec 2 §2.9), each city card with its counts.
import { useMemo, useState } from 'react';
import { Accordion, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CitiesAnswer, CityCard as City } from '@crashpad/shared/api/search';
import { plural } from '@crashpad/shared/format/count';
import { api } from '../../lib/api-client';
import { useSite } from '../../lib/site';

function CityCard({ city }: { city: City }) {
  const { t } = useTranslation();
  const { flags } = useSite();
  return (
    <Card withBorder padding="md" component="article" aria-label={city.display_name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700}>{city.name}</Text>
          <Text fz="xs" c="dimmed">
            {city.display_name}
          </Text>
        </div>
        <Badge variant="light">{city.prefix}</Badge>
      </Group>
      <Stack gap={2} mt="sm" fz="sm">
        <Text fz="sm">{plural(city.listings_count, t('directory.property'), t('directory.properties'))}</Text>
        <Text fz="sm">{plural(city.airports_count, t('directory.airport'))}</Text>
        {flags.specialOffers && <Text fz="sm">{plural(city.special_offer_count, t('directory.offer'))}</Text>}
        {flags.events && <Text fz="sm">{plural(city.event_count, t('directory.event'))}</Text>}
      </Stack>
      <Anchor component={Link} to={`/search/airports/${city.prefix.toLowerCase()}`} fz="sm" mt="sm">
        {t('directory.seeCrashpads', { prefix: city.prefix })}
      </Anchor>
    </Card>
  );
}

export function CityDirectory() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery({
    queryKey: ['cities'],
    queryFn: () => api<CitiesAnswer>('/cities'),
    staleTime: 5 * 60_000,
  });
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string[]>(['US']);

  const needle = filter.trim().toLowerCase();
  const countries = useMemo(
    () =>
      needle === ''
        ? data.data
        : data.data
            .map((c) => ({
              ...c,
              cities: c.name.toLowerCase().includes(needle)
                ? c.cities
                : c.cities.filter(
                    (city) =>
                      city.display_name.toLowerCase().includes(needle) ||
                      city.prefix.toLowerCase() === needle,
                  ),
            }))
            .filter((c) => c.cities.length > 0),
    [data, needle],
  );
  const shown = needle === '' ? open : countries.slice(0, 5).map((c) => c.id);

  return (
    <Stack>
      <TextInput
        label={t('directory.filterLabel')}
        placeholder={t('directory.filterPlaceholder')}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maw={420}
      />
      {countries.length === 0 && <Text c="dimmed">{t('directory.nothing', { filter })}</Text>}
      <Accordion multiple value={shown} onChange={setOpen} variant="separated">
        {countries.map((country) => (
          <Accordion.Item key={country.id} value={country.id}>
            <Accordion.Control>
              <Group justify="space-between" pr="sm">
                <Text fw={600}>{country.name}</Text>
                <Text fz="sm" c="dimmed">
                  {plural(country.cities.length, t('directory.city'), t('directory.cities'))}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {/* Cards are rendered only for open countries: the whole world is ~3,000 cities. */}
              {shown.includes(country.id) && (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
                  {country.cities.map((city) => (
                    <CityCard key={city.id} city={city} />
                  ))}
                </SimpleGrid>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
