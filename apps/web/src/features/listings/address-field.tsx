// The address (docs/product/specification/2-listings-and-tenants.md §2.1, §5): suggestions after 3 characters with a 500 ms pause, geocoded by place id,
// then the street fields and a map whose pin can be dragged to the exact spot. A town chosen puts the pin at its
// centre, which is not yet where the crashpad is: no distance is measured from it until the lister places the pin
// or a street address does (docs/decisions/045-forms-show-every-error.md).
import { lazy, Suspense, useState } from 'react';
import { Autocomplete, Grid, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../lib/notify';
import { addressSuggestionsQuery, placeDetails } from './api';
import type { StepProps } from './wizard-page';

const ListingMap = lazy(() => import('../../components/map/listing-map'));

const ADDRESS_MIN = 3;
const ADDRESS_DEBOUNCE_MS = 500;
/** docs/product/specification/2-listings-and-tenants.md §2.1: the map's default centre is a fixed point in the US */
const US_CENTRE: [number, number] = [39.8283, -98.5795];

type Props = Pick<StepProps, 'draft' | 'change'>;

export function AddressField({ draft, change }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(draft.address);
  const [debounced] = useDebouncedValue(text.trim(), ADDRESS_DEBOUNCE_MS);
  const enabled = debounced.length >= ADDRESS_MIN && debounced !== draft.address;
  const suggestions = useQuery({
    ...addressSuggestionsQuery(debounced),
    enabled,
    staleTime: 5 * 60_000,
  });
  const options = enabled ? (suggestions.data?.data ?? []) : [];
  // Without a geocoding provider only towns and airports are known (docs/decisions/017): say so, so the
  // lister types the street and places the pin instead of waiting for a list that will not come.
  const noMatch = enabled && suggestions.isSuccess && !suggestions.isFetching && options.length === 0;

  const choose = async (description: string) => {
    const s = options.find((o) => o.description === description);
    if (!s) return;
    try {
      const place = await placeDetails(s.place_id);
      change({
        address: description,
        latitude: place.latitude,
        longitude: place.longitude,
        pin_placed: place.street1 !== '',
        street1: place.street1 || draft.street1,
        city: place.city || draft.city,
        state: place.state || draft.state,
        postal_code: place.postal_code || draft.postal_code,
        country: place.country || draft.country,
      });
    } catch (err) {
      void notifyError(err);
    }
  };

  const field = (
    key: 'street1' | 'street2' | 'city' | 'state' | 'postal_code' | 'country',
    label: string,
  ) => (
    <TextInput
      label={t(label)}
      value={draft[key]}
      maxLength={key === 'postal_code' ? 20 : 200}
      onChange={(e) => change({ [key]: e.currentTarget.value })}
    />
  );
  const located = draft.latitude !== null && draft.longitude !== null;

  return (
    <Stack gap="sm">
      <Autocomplete
        label={t('listings.basic.address')}
        placeholder={t('listings.basic.addressPlaceholder')}
        description={t('listings.basic.addressHint')}
        required
        value={text}
        onChange={setText}
        data={options.map((o) => o.description)}
        filter={({ options: all }) => all}
        onOptionSubmit={(v) => void choose(v)}
        aria-describedby={noMatch ? 'address-no-match' : undefined}
      />
      {noMatch && (
        <Text id="address-no-match" role="status" fz="sm" fw={500}>
          {t('listings.basic.addressNoMatch')}
        </Text>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>{field('street1', 'listings.basic.street1')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{field('street2', 'listings.basic.street2')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{field('city', 'listings.basic.city')}</Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>{field('state', 'listings.basic.state')}</Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>{field('postal_code', 'listings.basic.postalCode')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>{field('country', 'listings.basic.country')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('listings.basic.neighborhood')}
            value={draft.neighborhood}
            maxLength={200}
            onChange={(e) => change({ neighborhood: e.currentTarget.value })}
          />
        </Grid.Col>
      </Grid>
      <Suspense fallback={<div style={{ height: 280 }} />}>
        <ListingMap
          label={t('listings.basic.mapLabel')}
          center={located ? [draft.latitude!, draft.longitude!] : US_CENTRE}
          zoom={located ? 14 : 3}
          height={280}
          draggable={
            located
              ? {
                  label: t('listings.basic.mapLabel'),
                  lat: draft.latitude!,
                  lon: draft.longitude!,
                  onMove: (lat: number, lon: number) =>
                    change({ latitude: lat, longitude: lon, pin_placed: true }),
                }
              : undefined
          }
          onPick={
            located
              ? undefined
              : (lat: number, lon: number) => change({ latitude: lat, longitude: lon, pin_placed: true })
          }
        />
      </Suspense>
      <Grid>
        <Grid.Col span={6}>
          <NumberInput
            label={t('listings.basic.latitude')}
            required
            min={-90}
            max={90}
            decimalScale={6}
            value={draft.latitude ?? ''}
            onChange={(v) => change({ latitude: typeof v === 'number' ? v : null, pin_placed: true })}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label={t('listings.basic.longitude')}
            required
            min={-180}
            max={180}
            decimalScale={6}
            value={draft.longitude ?? ''}
            onChange={(v) => change({ longitude: typeof v === 'number' ? v : null, pin_placed: true })}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
