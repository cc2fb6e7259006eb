// Step 1 Basic Info (docs/product/specification/2-listings-and-tenants.md §2.1): name, address with map, airports, rental type, baths, price, description.
import { Checkbox, Grid, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CRASHPAD_RENTAL_TYPES,
  GENERIC_RENTAL_TYPES,
  LISTING_LIMITS,
  RENTAL_TYPE_LABELS,
  hasBathrooms,
  hasMaxNights,
  type RentalType,
} from '@crashpad/shared/rules/listings';
import { useFlag } from '../../lib/site';
import { AddressField } from './address-field';
import { AirportsField } from './airports-field';
import { MoneyField } from './money-field';
import { roomsForType } from './draft';
import type { StepProps } from './wizard-page';

const numberOrNull = (v: string | number) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const BATHROOMS = Array.from({ length: 10 }, (_, i) => String(i + 1));
const SHOWERS = ['0', '1', '2', '3', '4', '5'].map((v) => ({ value: v, label: v === '5' ? '5+' : v }));

export function StepBasicInfo({ draft, change }: StepProps) {
  const { t } = useTranslation();
  const crashpadSite = useFlag('site.crashpad');
  const travel = useFlag('site.travelbug');
  const types: readonly RentalType[] = crashpadSite ? CRASHPAD_RENTAL_TYPES : GENERIC_RENTAL_TYPES;
  const typeOptions = [...types, ...(types.includes(draft.rental_type) ? [] : [draft.rental_type])].map(
    (v) => ({ value: v, label: RENTAL_TYPE_LABELS[v] }),
  );
  const needed = Math.max(0, LISTING_LIMITS.descriptionMin - draft.description.trim().length);

  return (
    <Stack gap="md">
      <TextInput
        label={t('listings.basic.title')}
        placeholder={t('listings.basic.titlePlaceholder')}
        required
        maxLength={LISTING_LIMITS.titleMax}
        value={draft.title}
        onChange={(e) => change({ title: e.currentTarget.value })}
      />
      <AddressField draft={draft} change={change} />
      <AirportsField draft={draft} change={change} />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('listings.basic.rentalType')}
            required
            allowDeselect={false}
            data={typeOptions}
            value={draft.rental_type}
            onChange={(v) => {
              if (!v) return;
              const rental_type = v as RentalType;
              change({ rental_type, rooms: roomsForType(rental_type, draft.rooms) });
            }}
          />
        </Grid.Col>
        {hasMaxNights(draft.rental_type) && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput
              label={t('listings.basic.maxNights')}
              required
              min={LISTING_LIMITS.maxNights[0]}
              max={LISTING_LIMITS.maxNights[1]}
              allowDecimal={false}
              value={draft.max_nights ?? ''}
              onChange={(v) => change({ max_nights: numberOrNull(v) })}
            />
          </Grid.Col>
        )}
        {hasBathrooms(draft.rental_type) && (
          <>
            <Grid.Col span={{ base: 6 }}>
              <Select
                label={t('listings.basic.bathrooms')}
                required
                allowDeselect={false}
                data={BATHROOMS}
                value={draft.bathrooms === null ? null : String(draft.bathrooms)}
                onChange={(v) => change({ bathrooms: v ? Number(v) : null })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6 }}>
              <Select
                label={t('listings.basic.showers')}
                required
                allowDeselect={false}
                data={SHOWERS}
                value={draft.number_of_shower === null ? null : String(draft.number_of_shower)}
                onChange={(v) => change({ number_of_shower: v ? Number(v) : null })}
              />
            </Grid.Col>
          </>
        )}
      </Grid>

      <Checkbox
        label={t('listings.basic.priceRange')}
        checked={draft.enable_price_range}
        onChange={(e) => change({ enable_price_range: e.currentTarget.checked })}
      />
      <Grid>
        <Grid.Col span={{ base: 12, sm: draft.enable_price_range ? 4 : 6 }}>
          <MoneyField
            label={t(draft.enable_price_range ? 'listings.basic.rateFrom' : 'listings.basic.rate')}
            name="Rate per month"
            value={draft.rate_per_from}
            onChange={(v) => change({ rate_per_from: v })}
          />
        </Grid.Col>
        {draft.enable_price_range && (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MoneyField
              label={t('listings.basic.rateTo')}
              name="Top of the price range"
              value={draft.rate_per_to}
              onChange={(v) => change({ rate_per_to: v })}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: draft.enable_price_range ? 4 : 6 }}>
          <MoneyField
            label={t('listings.basic.deposit')}
            name="Deposit"
            value={draft.deposit_required}
            onChange={(v) => change({ deposit_required: v })}
          />
        </Grid.Col>
      </Grid>
      <Text fz="sm" c="dimmed" mt={-8}>
        {t('listings.basic.priceGuide')}
      </Text>
      {travel && (
        // Stays by the night, for Book Your Stay (docs/decisions/065-book-your-stay.md)
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyField
              label={t('listings.basic.nightlyFrom')}
              name="Rate per day"
              value={draft.rate_per_day_from ?? null}
              onChange={(v) => change({ rate_per_day_from: v })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyField
              label={t('listings.basic.nightlyTo')}
              name="Top of the nightly range"
              value={draft.rate_per_day_to ?? null}
              onChange={(v) => change({ rate_per_day_to: v })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Text fz="sm" c="dimmed" mt={-8}>
              {t('listings.basic.nightlyHelp')}
            </Text>
          </Grid.Col>
        </Grid>
      )}

      <Textarea
        label={t('listings.basic.description')}
        placeholder={t('listings.basic.descriptionPlaceholder')}
        required
        autosize
        minRows={5}
        maxLength={LISTING_LIMITS.textMax}
        value={draft.description}
        onChange={(e) => change({ description: e.currentTarget.value })}
        description={t('listings.basic.charactersNeeded', { count: needed })}
      />
    </Stack>
  );
}
