// "Book Your Stay" (docs/decisions/065-book-your-stay.md): dates, guests and a note, sent to the lister as a stay
// request in the listing's thread; the lister answers there and can invite the member into a bed. Loaded with its
// first opening: nothing of it is on the listing page's first load.
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicListing } from '@crashpad/shared/api/listings';
import {
  STAY_MAX_GUESTS,
  nightsBetween,
  stayRequestInput,
  type StayRequestAnswer,
} from '@crashpad/shared/api/stay-requests';
import { formatDollars } from '@crashpad/shared/format/money';
import { ApiError, api } from '../../lib/api-client';
import { firstErrors, serverFieldErrors } from '../../lib/forms';
import { localToday } from '../../lib/dates';
import { notify } from '../../lib/notify';

type Fields = { check_in: string; check_out: string; guests: number | string; note: string };

/** The stay's price at the listing's nightly rate or range, for the nights asked ("$180 – $240"). */
export function stayEstimate(nights: number, from: number, to: number | null): string {
  const low = formatDollars(nights * from);
  return to !== null && to > from ? `${low} – ${formatDollars(nights * to)}` : low;
}

export default function BookStayModal({ listing, onClose }: { listing: PublicListing; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({ check_in: '', check_out: '', guests: 1, note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));
  const nights =
    fields.check_in && fields.check_out && fields.check_out > fields.check_in
      ? nightsBetween(fields.check_in, fields.check_out)
      : 0;
  const rateFrom = listing.rate_per_day_from ?? 0;

  const submit = async () => {
    const found = firstErrors(stayRequestInput, fields);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const answer = await api<StayRequestAnswer>(`/listing/${listing.id}/stay-requests`, {
        method: 'POST',
        body: { ...fields, guests: Number(fields.guests) },
        handles: [400, 403, 404, 422],
      });
      void notify({ color: 'teal', message: answer.message });
      onClose();
      void navigate(`/chat/${answer.thread_id}`);
    } catch (err) {
      const byField = serverFieldErrors(err);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setRefusal(err instanceof ApiError ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('listingPage.stay.title')} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t('listingPage.stay.intro', { name: listing.lister.display_name })}
          </Text>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('listingPage.stay.checkIn')}
              required
              min={localToday()}
              value={fields.check_in}
              onChange={(e) => set({ check_in: e.currentTarget.value })}
              error={errors.check_in}
            />
            <TextInput
              type="date"
              label={t('listingPage.stay.checkOut')}
              required
              min={fields.check_in || localToday()}
              value={fields.check_out}
              onChange={(e) => set({ check_out: e.currentTarget.value })}
              error={errors.check_out}
            />
          </Group>
          <NumberInput
            label={t('listingPage.stay.guests')}
            required
            min={1}
            max={STAY_MAX_GUESTS}
            allowDecimal={false}
            value={fields.guests}
            onChange={(v) => set({ guests: v })}
            error={errors.guests}
          />
          <Textarea
            label={t('listingPage.stay.note')}
            placeholder={t('listingPage.stay.notePlaceholder')}
            autosize
            minRows={2}
            maxLength={1000}
            value={fields.note}
            onChange={(e) => set({ note: e.currentTarget.value })}
            error={errors.note}
          />
          {nights > 0 && (
            <Text fz="sm" data-testid="stay-estimate">
              {t('listingPage.stay.estimate', {
                count: nights,
                total: stayEstimate(nights, rateFrom, listing.rate_per_day_to),
              })}
            </Text>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('listingPage.stay.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('listingPage.stay.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
