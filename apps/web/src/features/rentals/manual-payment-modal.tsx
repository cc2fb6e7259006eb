// My Crew's Add manual payment (docs/product/specification/3-money-and-messaging.md §2.4, §3 "Manual payment form", §5, §9; docs/decisions/027): money the
// lister received outside CrashPad (cash, Zelle, …), recorded with its method, amount, date and notes; it counts
// toward revenue, so My Crew's summary is refreshed. The amount is checked as typed, never rewritten
// (docs/decisions/045-forms-show-every-error.md).
import { useState } from 'react';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_NOTES_MAX,
  PAYMENT_REQUEST_MESSAGES as M,
  PAYMENT_REQUEST_TYPES,
  manualPaymentRequest,
} from '@crashpad/shared/api/payment-requests';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { todayIn } from '@crashpad/shared/rules/calendar';
import { issueMessages, serverFieldErrors } from '../../lib/forms';
import { notify, notifyError } from '../../lib/notify';
import { RentalModalForm, RentalModalShell } from './rental-modal-shell';
import { recordManualPayment, refreshPayments } from './tenant-payments-api';

type Props = { rental: RentalView | null; onClose: () => void };

export function ManualPaymentModal({ rental, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <RentalModalShell
      rental={rental}
      onClose={onClose}
      title={(name) => t('crewPayments.manual.title', { name })}
    >
      {(shown) => <ManualForm rental={shown} onClose={onClose} />}
    </RentalModalShell>
  );
}

function ManualForm({ rental, onClose }: { rental: RentalView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The day it was paid is a day of the crashpad's calendar (docs/product/dates.md).
  const [today] = useState(() => todayIn(rental.time_zone));
  const [method, setMethod] = useState('');
  const [paymentType, setPaymentType] = useState<string>('rent');
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(today);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const checked = manualPaymentRequest.safeParse({
      tenant_id: rental.id,
      tenant_user_id: rental.user_id,
      listing_id: rental.listing_id,
      room_id: rental.room_id,
      payment_type: paymentType,
      payment_method: method,
      amount,
      notes,
      paid_at: day,
    });
    const problems = checked.success ? {} : issueMessages(checked.error.issues);
    // After the crashpad's today is in the future.
    if (day > today) problems.paid_at = M.paidAtFuture;
    if (!checked.success || Object.keys(problems).length > 0) return setErrors(problems);
    setErrors({});
    return send(checked.data);
  };

  const send = async (request: Parameters<typeof recordManualPayment>[0]) => {
    try {
      const answer = await recordManualPayment(request);
      void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      await refreshPayments(queryClient);
      onClose();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      void notifyError(err);
    }
  };

  return (
    <RentalModalForm
      onSubmit={submit}
      onClose={onClose}
      intro={t('crewPayments.manual.intro')}
      alert={errors._}
      cancelLabel={t('crewPayments.cancel')}
      submitLabel={t('crewPayments.manual.save')}
    >
      <NativeSelect
        label={t('crewPayments.manual.method')}
        value={method}
        onChange={(e) => setMethod(e.currentTarget.value)}
        data={[
          { value: '', label: t('crewPayments.manual.methodPlaceholder') },
          ...MANUAL_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`crewPayments.methods.${m}`) })),
        ]}
        error={errors.payment_method}
        required
      />
      <NativeSelect
        label={t('crewPayments.manual.type')}
        value={paymentType}
        onChange={(e) => setPaymentType(e.currentTarget.value)}
        data={PAYMENT_REQUEST_TYPES.map((type) => ({
          value: type,
          label: t(`crewPayments.types.${type}`),
        }))}
        error={errors.payment_type}
      />
      <TextInput
        label={t('crewPayments.amount', { currency: 'USD' })}
        description={t('crewPayments.amountHint')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        error={errors.amount}
        required
      />
      <TextInput
        type="date"
        label={t('crewPayments.manual.date')}
        max={today}
        value={day}
        onChange={(e) => setDay(e.currentTarget.value)}
        error={errors.paid_at}
      />
      <Textarea
        label={t('crewPayments.notes')}
        autosize
        minRows={3}
        maxRows={6}
        maxLength={PAYMENT_NOTES_MAX}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        error={errors.notes}
      />
    </RentalModalForm>
  );
}
