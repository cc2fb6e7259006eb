// My Crew's AutoPay request (docs/product/specification/2-listings-and-tenants.md §2.4, §4.7; docs/product/specification/3-money-and-messaging.md §5 "Autopay request", §8 toasts): the lister fixes the
// rent, deposit and payment day (1st–28th), digits only, all required; the tenant accepts or declines it on My
// CrashPad Rentals (docs/decisions/026-autopay-on-rentals.md). What is typed stays as typed: "4x5.0" is refused
// with the field's digits-only message, never read as 450 (docs/decisions/045-forms-show-every-error.md).
import { useState } from 'react';
import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { autopayRequestProblems, type AutopayRequestForm } from '@crashpad/shared/api/rental-autopay';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { firstAutopayCharge } from '@crashpad/shared/rules/autopay';
import { calendarDay, todayIn } from '@crashpad/shared/rules/calendar';
import { PAYMENT_DAYS, ordinal } from '@crashpad/shared/rules/rentals';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { refreshCrew, requestAutopay } from '../api';
import { RentalModalForm, RentalModalShell } from '../rental-modal-shell';

/**
 * AutoPay agreed after the move-in charges from the next payment day on (docs/decisions/055-rent-due-at-acceptance.md):
 * the lister is told before sending, so the current period is collected by hand, never charged twice.
 */
function MidPeriodStart({ rental, paymentDay }: { rental: RentalView; paymentDay: number }) {
  const { t } = useTranslation();
  // the crashpad's day, as its move-in date is (docs/product/dates.md)
  const today = todayIn(rental.time_zone);
  if (!rental.start_date || !PAYMENT_DAYS.includes(paymentDay) || today <= rental.start_date) return null;
  const day = calendarDay(firstAutopayCharge(rental.start_date, paymentDay, today));
  return (
    <Text fz="sm" fw={600} data-testid="autopay-starts-on">
      {t('crew.autopayRequest.startsOn', { day })}
    </Text>
  );
}

/** A whole-dollar amount as the form starts it; an amount with cents is left for the lister to type. */
const wholeDollars = (amount: number) => (Number.isInteger(amount) ? String(amount) : '');

export function AutopayRequestModal({ rental, onClose }: { rental: RentalView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RentalModalShell
      rental={rental}
      onClose={onClose}
      title={(name) => t('crew.autopayRequest.title', { name })}
    >
      {(shown) => <RequestForm rental={shown} onClose={onClose} />}
    </RentalModalShell>
  );
}

function RequestForm({ rental, onClose }: { rental: RentalView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AutopayRequestForm>({
    rental_amount: wholeDollars(rental.rental_amount),
    deposit: wholeDollars(rental.deposit),
    payment_date: String(rental.payment_date),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (name: keyof AutopayRequestForm, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };

  const submit = () => {
    const problems = autopayRequestProblems(form);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return;
    }
    return send();
  };

  const send = async () => {
    try {
      await requestAutopay(rental.id, form);
      void notify({ color: 'green', message: t('crew.autopayRequest.sent'), autoClose: 3000 });
      await refreshCrew(queryClient);
      onClose();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      void notify({ color: 'red', title: t('crew.autopayRequest.failed'), message: errorMessage(err) });
    }
  };

  return (
    <RentalModalForm
      onSubmit={submit}
      onClose={onClose}
      label={t('crew.actions.autopayRequest')}
      intro={t('crew.autopayRequest.intro')}
      plainIntro
      cancelLabel={t('crew.cancel')}
      submitLabel={t('crew.autopayRequest.send')}
      gap="sm"
      footerTop="sm"
    >
      <MidPeriodStart rental={rental} paymentDay={Number(form.payment_date)} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('crew.autopayRequest.rent')}
          description={t('crew.autopayRequest.digits')}
          leftSection="$"
          inputMode="numeric"
          required
          value={form.rental_amount}
          error={errors.rental_amount || undefined}
          onChange={(e) => set('rental_amount', e.currentTarget.value)}
        />
        <TextInput
          label={t('crew.autopayRequest.deposit')}
          description={t('crew.autopayRequest.depositHelp')}
          leftSection="$"
          inputMode="numeric"
          required
          value={form.deposit}
          error={errors.deposit || undefined}
          onChange={(e) => set('deposit', e.currentTarget.value)}
        />
        <NativeSelect
          label={t('crew.autopayRequest.paymentDay')}
          required
          data={PAYMENT_DAYS.map((d) => ({ value: String(d), label: ordinal(d) }))}
          value={form.payment_date}
          error={errors.payment_date || undefined}
          onChange={(e) => set('payment_date', e.currentTarget.value)}
        />
      </SimpleGrid>
    </RentalModalForm>
  );
}
