// A check-out date and hour (spec 2 §4.6, §9): a date not before today and one of the 24 hours, 12:00 by
// default. The tenant's Change Check-Out Date is held until the CP owner confirms it; the lister's Check out
// applies at once.
import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { DEFAULT_TIME, TIME_OPTIONS } from '@crashpad/shared/rules/rentals';
import { ApiError } from '../../lib/api-client';
import { localToday } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { checkOutTenant, requestCheckout } from './api';

type Props = {
  rental: RentalView | null;
  onClose: () => void;
  onSaved: () => void;
  /** request: the tenant asks (default); checkout: the lister checks the tenant out */
  mode?: 'request' | 'checkout';
};

export function CheckoutModal({ rental, onClose, onSaved, mode = 'request' }: Props) {
  const { t } = useTranslation();
  const title = mode === 'checkout' ? t('rentals.listerCheckoutTitle') : t('rentals.checkoutTitle');
  return (
    <Modal opened={rental !== null} onClose={onClose} title={title} centered>
      {rental && (
        <CheckoutForm key={rental.id} rental={rental} onClose={onClose} onSaved={onSaved} mode={mode} />
      )}
    </Modal>
  );
}

function CheckoutForm({ rental, onClose, onSaved, mode }: { rental: RentalView } & Omit<Props, 'rental'>) {
  const { t } = useTranslation();
  const today = localToday();
  // The date already asked for or set, else today; never one before today.
  const initial = rental.checkout_requested_date ?? rental.checkout_date ?? today;
  const [date, setDate] = useState(initial < today ? today : initial);
  const [time, setTime] = useState(rental.checkout_requested_time ?? rental.checkout_time ?? DEFAULT_TIME);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!date) return setError(t('rentals.checkoutDateRequired'));
    if (date < today) return setError(t('rentals.checkoutDatePast'));
    setError(null);
    setSaving(true);
    try {
      const request = { checkout_date: date, checkout_time: time };
      if (mode === 'checkout') {
        const answer = await checkOutTenant(rental.id, request);
        void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      } else {
        await requestCheckout(rental.id, request);
        void notify({ color: 'green', message: t('rentals.checkoutUpdated'), autoClose: 3000 });
      }
      onSaved();
    } catch (err) {
      const reason = err instanceof ApiError ? (err.field('checkout_date') ?? err.message) : null;
      if (reason) setError(reason);
      void notify(
        reason
          ? { color: 'red', title: t('rentals.checkoutFailed'), message: reason }
          : { color: 'red', message: t('rentals.checkoutFailed') },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Text fz="sm" c="dimmed">
          {mode === 'checkout' ? t('rentals.listerCheckoutIntro') : t('rentals.checkoutIntro')}
        </Text>
        <TextInput
          type="date"
          label={t('rentals.checkoutDate')}
          min={today}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={error}
          required
        />
        <NativeSelect
          label={t('rentals.checkoutTime')}
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
          data={TIME_OPTIONS}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('rentals.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {mode === 'checkout' ? t('rentals.listerCheckoutSave') : t('rentals.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
