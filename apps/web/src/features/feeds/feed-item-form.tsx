// The admin's form for one event or special offer, new or saved (docs/decisions/062-events-and-special-offers.md):
// title, description, image, dates and times, where it is (an airport fills in the point and the city, or the
// coordinates typed), city, business, price range, rating and how it repeats. Every field's message shows under it
// at once, the contract's before sending and the server's after, with the form's own above the fields
// (docs/decisions/045-forms-show-every-error.md).
import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FEED_PRICE_RANGES,
  FEED_REPEATS,
  feedItemInput,
  type FeedItem,
  type FeedType,
} from '@crashpad/shared/api/feeds';
import { errorMessage } from '../../lib/api-client';
import { feedKeys } from '../../lib/feeds';
import { issueMessages, serverFieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { useAirportSuggestions } from '../../lib/use-airport-suggestions';
import { adminFeedKey, saveFeedItem, uploadFeedImage } from './api';
import { formBody, formValues, type FeedFormValues } from './feed-form-values';
import classes from './feeds.module.css';

const RATINGS = Array.from({ length: 11 }, (_, i) => String(i / 2));

type Props = { type: FeedType; item: FeedItem | null; onClose: () => void };

export function FeedItemForm({ type, item, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState(() => formValues(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [airportText, setAirportText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const { suggestions } = useAirportSuggestions(airportText);
  const airportLabel = (a: (typeof suggestions)[number]) => `${a.prefix} · ${a.name} (${a.city})`;

  /** A field's message goes as it is changed; the form's goes with the last one (docs/decisions/045). */
  const set = (change: Partial<FeedFormValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors(({ _: form, ...fields }) => {
      for (const field of Object.keys(change)) delete fields[field];
      return Object.keys(fields).length > 0 && form ? { ...fields, _: form } : fields;
    });
  };
  const field = (name: keyof FeedFormValues) => ({
    value: values[name] ?? '',
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [name]: e.currentTarget.value }),
  });

  const chooseAirport = (label: string) => {
    const a = suggestions.find((s) => airportLabel(s) === label);
    setAirportText('');
    if (a) set({ map_lat: String(a.latitude), map_lng: String(a.longitude), city_name: a.city });
  };

  const pickImage = async (file: File | null) => {
    if (!file) return;
    setUploading(0);
    try {
      set({ image: await uploadFeedImage(file, setUploading) });
    } catch (err) {
      setErrors((e) => ({ ...e, image: errorMessage(err) }));
    } finally {
      setUploading(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = feedItemInput.safeParse(formBody(values));
    if (!checked.success)
      return setErrors({ ...issueMessages(checked.error.issues), _: t('feedsAdmin.form.invalid') });
    setErrors({});
    setBusy(true);
    try {
      await saveFeedItem(type, item?.id ?? null, checked.data);
      void notify({ color: 'green', message: t(`feedsAdmin.saved.${type}`) });
      // The admin's list and the pages' blocks read the store again.
      await Promise.all([
        client.invalidateQueries({ queryKey: adminFeedKey(type) }),
        client.invalidateQueries({ queryKey: feedKeys.all }),
      ]);
      onClose();
    } catch (err) {
      setErrors({ ...serverFieldErrors(err), _: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t(`feedsAdmin.${item ? 'edit' : 'add'}.${type}`)}
    >
      <Stack gap="sm">
        {errors._ && (
          <Alert color="red" role="alert">
            {errors._}
          </Alert>
        )}
        <TextInput label={t('feedsAdmin.form.title')} required data-autofocus {...field('title')} />
        <Textarea
          label={t('feedsAdmin.form.description')}
          autosize
          minRows={3}
          maxRows={8}
          {...field('description')}
        />
        <Input.Wrapper label={t('feedsAdmin.form.image')} error={errors.image}>
          <Group mt={4} align="center">
            {values.image && (
              <img src={values.image} alt={t('feedsAdmin.form.preview')} className={classes.preview} />
            )}
            {/* A plain file input rather than Mantine's FileButton, which shared with the listing wizard became a
                chunk of its own, named in every page's first load (docs/decisions/004-web-performance.md). */}
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              hidden
              onChange={(e) => {
                void pickImage(e.currentTarget.files?.[0] ?? null);
                e.currentTarget.value = '';
              }}
            />
            <Button variant="default" loading={uploading !== null} onClick={() => fileInput.current?.click()}>
              {t(values.image ? 'feedsAdmin.form.replace' : 'feedsAdmin.form.upload')}
            </Button>
            {values.image && (
              <Button variant="subtle" color="red.9" onClick={() => set({ image: null })}>
                {t('feedsAdmin.form.remove')}
              </Button>
            )}
            {uploading !== null && (
              <Text fz="sm" c="dimmed" role="status">
                {t('feedsAdmin.form.uploading', { percent: uploading })}
              </Text>
            )}
          </Group>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={t('feedsAdmin.form.startDate')}
            required
            {...field('start_date')}
            // An end not yet chosen follows the start: most items last one day.
            onChange={(e) => {
              const start = e.currentTarget.value;
              set(values.end_date ? { start_date: start } : { start_date: start, end_date: start });
            }}
          />
          <TextInput type="date" label={t('feedsAdmin.form.endDate')} required {...field('end_date')} />
          <TextInput type="time" label={t('feedsAdmin.form.startTime')} {...field('start_time')} />
          <TextInput type="time" label={t('feedsAdmin.form.endTime')} {...field('end_time')} />
        </SimpleGrid>
        <Autocomplete
          label={t('feedsAdmin.form.airport')}
          description={t('feedsAdmin.form.airportHint')}
          placeholder={t('feedsAdmin.form.airportPlaceholder')}
          value={airportText}
          onChange={setAirportText}
          data={suggestions.map(airportLabel)}
          filter={({ options }) => options}
          onOptionSubmit={chooseAirport}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('feedsAdmin.form.lat')} inputMode="decimal" required {...field('map_lat')} />
          <TextInput label={t('feedsAdmin.form.lng')} inputMode="decimal" required {...field('map_lng')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('feedsAdmin.form.city')} required {...field('city_name')} />
          <TextInput label={t('feedsAdmin.form.business')} {...field('business_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Select
            label={t('feedsAdmin.form.price')}
            placeholder={t('feedsAdmin.form.noPrice')}
            data={[...FEED_PRICE_RANGES]}
            clearable
            value={values.price_range}
            onChange={(price_range) => set({ price_range })}
            error={errors.price_range}
          />
          <Select
            label={t('feedsAdmin.form.rating')}
            placeholder={t('feedsAdmin.form.noRating')}
            data={RATINGS}
            clearable
            value={values.rating}
            onChange={(rating) => set({ rating })}
            error={errors.rating}
          />
          <Select
            label={t('feedsAdmin.form.repeat')}
            placeholder={t('feedsAdmin.form.once')}
            data={FEED_REPEATS.map((r) => ({ value: r, label: t(`feedPage.repeat.${r}`) }))}
            clearable
            value={values.repeat}
            onChange={(repeat) => set({ repeat })}
            error={errors.repeat}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('feedsAdmin.form.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={uploading !== null}>
            {t('feedsAdmin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
