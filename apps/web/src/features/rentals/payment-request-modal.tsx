// My Crew's payment request (docs/product/specification/3-money-and-messaging.md §2.4, §3 "Payment request form", §5, §8, §9; docs/decisions/027): the lister
// asks a current tenant for a deposit, rent, parking or other amount; the tenant is e-mailed and pays it with
// their saved card on the One-Time Payment tab. The amount is checked as typed: "12.3.4" is refused by its field and
// nothing is sent (docs/decisions/045-forms-show-every-error.md).
import { useState } from 'react';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_NOTES_MAX,
  PAYMENT_REQUEST_MESSAGES as M,
  PAYMENT_REQUEST_PAYMENT_METHOD,
  PAYMENT_REQUEST_PAYMENT_TYPE,
  PAYMENT_REQUEST_TYPES,
  paymentRequestRequest,
} from '@crashpad/shared/api/payment-requests';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { ApiError } from '../../lib/api-client';
import { issueMessages, serverFieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { RentalModalForm, RentalModalShell } from './rental-modal-shell';
import { refreshPayments, sendPaymentRequest } from './tenant-payments-api';

type Props = { rental: RentalView | null; onClose: () => void };

export function PaymentRequestModal({ rental, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <RentalModalShell
      rental={rental}
      onClose={onClose}
      title={(name) => t('crewPayments.request.title', { name })}
    >
      {(shown) => <RequestForm rental={shown} onClose={onClose} />}
    </RentalModalShell>
  );
}

function RequestForm({ rental, onClose }: { rental: RentalView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [paymentFor, setPaymentFor] = useState('');
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const form = {
      tenant_id: rental.id,
      tenant_user_id: rental.user_id,
      listing_id: rental.listing_id,
      room_id: rental.room_id,
      payment_for: paymentFor,
      // docs/product/specification/3-money-and-messaging.md §9: a request is a one-time payment by card (docs/decisions/056)
      payment_type: PAYMENT_REQUEST_PAYMENT_TYPE,
      payment_method: PAYMENT_REQUEST_PAYMENT_METHOD,
      amount,
      notes,
    };
    const checked = paymentRequestRequest.safeParse(form);
    if (!checked.success) return setErrors({ ...issueMessages(checked.error.issues), _: M.formInvalid });
    setErrors({});
    return send(checked.data);
  };

  const send = async (request: Parameters<typeof sendPaymentRequest>[0]) => {
    try {
      await sendPaymentRequest(request);
      void notify({ color: 'green', message: M.sent, autoClose: 3000 });
      await refreshPayments(queryClient);
      onClose();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      void notify({
        color: 'red',
        title: M.sendFailed,
        message: err instanceof ApiError ? err.message : M.sendFailed,
      });
    }
  };

  return (
    <RentalModalForm
      onSubmit={submit}
      onClose={onClose}
      intro={t('crewPayments.request.intro')}
      alert={errors._}
      cancelLabel={t('crewPayments.cancel')}
      submitLabel={t('crewPayments.request.send')}
    >
      <NativeSelect
        label={t('crewPayments.request.type')}
        value={paymentFor}
        onChange={(e) => setPaymentFor(e.currentTarget.value)}
        data={[
          { value: '', label: t('crewPayments.request.typePlaceholder') },
          ...PAYMENT_REQUEST_TYPES.map((type) => ({ value: type, label: t(`crewPayments.types.${type}`) })),
        ]}
        error={errors.payment_for}
        required
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
