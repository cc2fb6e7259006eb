// A check-out date and hour (docs/decisions/045-forms-show-every-error.md): a date not before today and one of the 24 hours, the current hour
// at the crashpad when the form starts at today, else 12:00. The tenant's Change Check-Out Date is held until the CP owner confirms it; the lister's Check out
// applies at once. Both start at a date the server takes — the later of today and the day after check-in — and a
// refusal shows one message, by the field when it is the date's (docs/decisions/045-forms-show-every-error.md),
// with "Please fill in all required fields correctly." above the form (docs/decisions/048-what-pages-say.md).
import { useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { wallClockIn } from '@crashpad/shared/rules/calendar';
import { addDays } from '@crashpad/shared/rules/autopay';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { DEFAULT_TIME, INVITE_MESSAGES, TIME_OPTIONS, hourLabel } from '@crashpad/shared/rules/rentals';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { checkOutTenant, requestCheckout } from './api';
import { RentalModalForm, RentalModalShell } from './rental-modal-shell';

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
    <RentalModalShell rental={rental} onClose={onClose} title={title}>
      {(shown) => <CheckoutForm rental={shown} onClose={onClose} onSaved={onSaved} mode={mode} />}
    </RentalModalShell>
  );
}

/**
 * What the form starts at: the date already asked for or set when it can still be taken, else the later of today
 * and the day after check-in — never a date the server refuses. Today starts at the current hour at the crashpad
 * (docs/decisions/045-forms-show-every-error.md), a later day at 12:00.
 */
export function checkoutDefault(
  rental: Pick<
    RentalView,
    'start_date' | 'checkout_date' | 'checkout_time' | 'checkout_requested_date' | 'checkout_requested_time'
  >,
  now: { date: string; hour: number },
): { date: string; time: string } {
  const today = now.date;
  const afterCheckIn = addDays(rental.start_date, 1);
  const earliest = afterCheckIn > today ? afterCheckIn : today;
  const asked = rental.checkout_requested_date ?? rental.checkout_date;
  if (asked && asked >= earliest)
    return {
      date: asked,
      time:
        (rental.checkout_requested_date ? rental.checkout_requested_time : rental.checkout_time) ??
        DEFAULT_TIME,
    };
  return { date: earliest, time: earliest === today ? hourLabel(now.hour) : DEFAULT_TIME };
}

function CheckoutForm({ rental, onClose, onSaved, mode }: { rental: RentalView } & Omit<Props, 'rental'>) {
  const { t } = useTranslation();
  // A check-out is a day of the crashpad's calendar: its today is the earliest (docs/product/dates.md).
  const now = wallClockIn(rental.time_zone);
  const today = now.date;
  const [start] = useState(() => checkoutDefault(rental, now));
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!date) return setError(t('rentals.checkoutDateRequired'));
    if (date < today) return setError(t('rentals.checkoutDatePast'));
    // The server's own check (docs/product/specification/2-listings-and-tenants.md §5), before anything is sent.
    if (`${date} ${time}` <= `${rental.start_date} ${rental.start_time}`)
      return setError(INVITE_MESSAGES.checkoutBeforeStart);
    setError(null);
    return send({ checkout_date: date, checkout_time: time });
  };

  const send = async (request: Parameters<typeof requestCheckout>[1]) => {
    try {
      // The server says what happened: the lister's check-out is done, the tenant's request awaits the lister.
      const answer =
        mode === 'checkout'
          ? await checkOutTenant(rental.id, request)
          : await requestCheckout(rental.id, request);
      void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      onSaved();
    } catch (err) {
      // One message: a refused date under the field, anything else in a toast.
      const field =
        err instanceof ApiError ? (err.field('checkout_date') ?? err.field('checkout_time')) : undefined;
      if (field) setError(field);
      else
        void notify(
          err instanceof ApiError
            ? { color: 'red', title: t('rentals.checkoutFailed'), message: err.message }
            : { color: 'red', message: t('rentals.checkoutFailed') },
        );
    }
  };

  return (
    <RentalModalForm
      onSubmit={submit}
      onClose={onClose}
      intro={mode === 'checkout' ? t('rentals.listerCheckoutIntro') : t('rentals.checkoutIntro')}
      alert={error && t('rentals.checkoutInvalid')}
      cancelLabel={t('rentals.cancel')}
      submitLabel={mode === 'checkout' ? t('rentals.listerCheckoutSave') : t('rentals.save')}
      footerTop="sm"
    >
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
    </RentalModalForm>
  );
}
