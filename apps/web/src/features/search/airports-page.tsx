import './directory-texts';
import { Suspense } from 'react';
import { Loading } from '../../components/loading';
import { Anchor, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AirportGrid } from './airport-grid';
import { CityDirectory } from './city-directory';

export default function AirportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'airports' ? 'airports' : 'cities';
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('directory.title')}</Title>
        <Text c="dimmed">{t('directory.radiusNote')}</Text>
        <Text fz="sm">
          {t('directory.featuredNote')}{' '}
          <Anchor component={Link} to="/featured-details" fz="sm" underline="always">
            {t('directory.featuredLink')}
          </Anchor>
        </Text>
      </Stack>
      <Tabs
        value={view}
        onChange={(v) => setParams(v === 'airports' ? { view: 'airports' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="cities">{t('directory.byCity')}</Tabs.Tab>
          <Tabs.Tab value="airports">{t('directory.allAirports')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cities">
          <Suspense fallback={<Loading />}>
            <CityDirectory />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="airports">
          <AirportGrid />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
