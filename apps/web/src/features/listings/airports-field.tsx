// The listing's airports (docs/product/specification/2-listings-and-tenants.md §2.1, §5): search after more than 2 characters, at most two, each with its
// distance option (1–5 miles, 6–10 → 10, 11+ → 11). No distance is chosen for the lister: with a pin placed where
// the crashpad is it starts at the pin's band, otherwise (no pin, or only a town's centre from the address search)
// it stays empty until chosen (docs/decisions/018-walk-through-fixes.md, 045-forms-show-every-error.md).
import { useEffect, useState } from 'react';
import { ActionIcon, Autocomplete, Badge, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { distanceLabel } from '@crashpad/shared/format/listing';
import { DISTANCE_OPTIONS, LISTING_LIMITS } from '@crashpad/shared/rules/listings';
import { useAirportSuggestions } from '../../lib/use-airport-suggestions';
import { pinDistanceBand } from './draft';
import type { StepProps } from './wizard-page';

const DISTANCES = DISTANCE_OPTIONS.map((d) => ({ value: String(d), label: distanceLabel(d) }));

type Props = Pick<StepProps, 'draft' | 'change'>;
const distanceValue = (miles: number | null) => (miles === null ? null : String(miles));

export function AirportsField({ draft, change }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { suggestions } = useAirportSuggestions(text);
  // Where each airport chosen here is (airports saved earlier already have their distance).
  const [places, setPlaces] = useState<Record<number, { latitude: number; longitude: number }>>({});
  const full = draft.airports.length >= LISTING_LIMITS.airportsMax;
  const label = (a: { prefix: string; name: string }) => `${a.prefix} · ${a.name}`;

  const choose = (value: string) => {
    const a = suggestions.find((s) => label(s) === value);
    setText('');
    if (!a || full || draft.airports.some((x) => x.id === a.id)) return;
    setPlaces((p) => ({ ...p, [a.id]: { latitude: a.latitude, longitude: a.longitude } }));
    change({ airports: [...draft.airports, { id: a.id, prefix: a.prefix, name: a.name }] });
  };

  // An airport without a distance gets the band of the pin's distance to it, once both are known.
  const [first, second] = draft.airports;
  const guess = (airport: { id: number } | undefined) => {
    const place = airport && places[airport.id];
    return place ? pinDistanceBand(draft, place) : null;
  };
  const firstGuess = draft.airport_distance === null ? guess(first) : null;
  const secondGuess = draft.other_airport_distance === null ? guess(second) : null;
  useEffect(() => {
    if (firstGuess !== null) change({ airport_distance: firstGuess });
    if (secondGuess !== null) change({ other_airport_distance: secondGuess });
  }, [firstGuess, secondGuess, change]);
  const remove = (id: number) => {
    const airports = draft.airports.filter((a) => a.id !== id);
    // The second airport's distance moves up when the first is removed.
    const movedUp = draft.airports[0]?.id === id;
    change({
      airports,
      airport_distance: movedUp ? draft.other_airport_distance : draft.airport_distance,
      other_airport_distance: airports.length > 1 ? draft.other_airport_distance : null,
    });
  };

  return (
    <Stack gap="xs">
      <Autocomplete
        label={t('listings.basic.airports')}
        placeholder={t('listings.basic.airportsPlaceholder')}
        description={t('listings.basic.airportsHint')}
        required
        disabled={full}
        value={text}
        onChange={setText}
        data={suggestions.map(label)}
        filter={({ options }) => options}
        onOptionSubmit={choose}
      />
      {draft.airports.map((a, i) => (
        <Grid key={a.id} align="end">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Group gap="xs" wrap="nowrap">
              <Badge size="lg" variant="light" style={{ flexShrink: 0 }}>
                {a.prefix}
              </Badge>
              <Text fz="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                {a.name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('listings.basic.removeAirport', { prefix: a.prefix })}
                onClick={() => remove(a.id)}
              >
                ×
              </ActionIcon>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              label={t('listings.basic.distance', { prefix: a.prefix })}
              required
              allowDeselect={false}
              placeholder={t('listings.basic.distancePlaceholder')}
              data={DISTANCES}
              value={distanceValue(i === 0 ? draft.airport_distance : draft.other_airport_distance)}
              onChange={(v) =>
                change(i === 0 ? { airport_distance: Number(v) } : { other_airport_distance: Number(v) })
              }
            />
          </Grid.Col>
        </Grid>
      ))}
    </Stack>
  );
}
