// Countries with their cities (docs/product/specification/2-listings-and-tenants.md §2.9), each city card with its counts.
import './directory-texts';
import { useMemo, useState } from 'react';
import { Accordion, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import classes from './city-directory.module.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { Link } from 'react-router';
import type { CityCard as City } from '@crashpad/shared/api/search';
import { plural } from '@crashpad/shared/format/count';
import { useSite } from '../../lib/site';
import { citiesQuery } from './api';
import { filterCountries } from './city-filter';

/** Before "show all", a country shows its major cities, and at least this many: the US alone has 400. */
const FIRST_CITIES = 12;

function firstCities(cities: City[]): City[] {
  const major = cities.filter((c) => c.major || c.listings_count > 0);
  return major.length >= FIRST_CITIES ? major : cities.slice(0, FIRST_CITIES);
}

/**
 * Where the card leads: each airport that holds the city's crashpads, with the count its search shows; a city
 * with none leads to its main airport (docs/decisions/002).
 */
function CityLinks({ city, t }: { city: City; t: TFunction }) {
  if (city.listings_by_airport.length === 0)
    return (
      <Link className={classes.link} to={`/search/airports/${city.prefix.toLowerCase()}`}>
        {t('directory.seeCrashpads', { prefix: city.prefix })}
      </Link>
    );
  return (
    <ul className={classes.links}>
      {city.listings_by_airport.map((a) => (
        <li key={a.prefix}>
          <Link className={classes.link} to={`/search/airports/${a.prefix.toLowerCase()}`}>
            {t('directory.crashpadsNear', { count: a.listings_count, prefix: a.prefix })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// Plain elements, not Mantine components: a country can hold hundreds of cities and this renders ~10x faster.
function CityCard({ city, t, flags }: { city: City; t: TFunction; flags: SiteAnswer['flags'] }) {
  // "2 special offers · 3 upcoming events", only from counts a feed gave (decisions 005, 062): never a made-up 0.
  const feeds = [
    flags.specialOffers && city.special_offer_count !== undefined
      ? plural(city.special_offer_count, t('directory.offer'))
      : null,
    flags.events && city.event_count !== undefined ? plural(city.event_count, t('directory.event')) : null,
  ].filter((line) => line !== null);
  return (
    <article className={classes.card} aria-label={city.display_name}>
      <div className={classes.cardHead}>
        <div>
          <h3 className={classes.name}>{city.name}</h3>
          <p className={classes.area}>{city.display_name}</p>
        </div>
        <span className={classes.code}>{city.listings_by_airport[0]?.prefix ?? city.prefix}</span>
      </div>
      <ul className={classes.counts}>
        <li>{plural(city.listings_count, t('directory.property'), t('directory.properties'))}</li>
        <li>{plural(city.airports_count, t('directory.airport'))}</li>
        {feeds.length > 0 && <li>{feeds.join(' · ')}</li>}
      </ul>
      <CityLinks city={city} t={t} />
    </article>
  );
}

export function CityDirectory() {
  const { t } = useTranslation();
  const { flags } = useSite();
  const { data } = useSuspenseQuery({
    ...citiesQuery,
    staleTime: 5 * 60_000,
  });
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string[]>(['US']);
  const [expanded, setExpanded] = useState<string[]>([]);

  const needle = filter.trim();
  const countries = useMemo(() => filterCountries(data.data, needle), [data, needle]);
  const shown = needle === '' ? open : countries.slice(0, 5).map((c) => c.id);
  const showsAll = (id: string) => needle !== '' || expanded.includes(id);

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
                <>
                  <div className={classes.grid}>
                    {(showsAll(country.id) ? country.cities : firstCities(country.cities)).map((city) => (
                      <CityCard key={city.id} city={city} t={t} flags={flags} />
                    ))}
                  </div>
                  {!showsAll(country.id) && country.cities.length > firstCities(country.cities).length && (
                    <Button variant="light" mt="md" onClick={() => setExpanded((e) => [...e, country.id])}>
                      {t('directory.showAll', { count: country.cities.length, country: country.name })}
                    </Button>
                  )}
                </>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
