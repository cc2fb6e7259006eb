// My Crew's Add late fee (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record": late_fee, fee_id;
// docs/decisions/056-payment-types-services-and-late-fees.md): the lister records a late fee on a current tenant,
// who is e-mailed and pays it with their saved card as a payment request; the card fees of decision 051 are taken
// from it, and the form says what the lister receives. The amount is checked as typed, every field's message at
// once (docs/decisions/045-forms-show-every-error.md).
import i18next from 'i18next';
import { useState } from 'react';
import { Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lateFeeRequest } from '@crashpad/shared/api/late-fees';
import { PAYMENT_NOTES_MAX, PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { dollarsToCents, formatCents } from '@crashpad/shared/format/money';
import { chargeFees } from '@crashpad/shared/rules/platform-fee';
import { ApiError } from '../../lib/api-client';
import { issueMessages, serverFieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { useSite } from '../../lib/site';
import texts from './late-fee.json';
import { RentalModalForm, RentalModalShell, tenantName } from './rental-modal-shell';
import { addLateFee, refreshPayments } from './tenant-payments-api';

// This modal's texts load with it (docs/decisions/004): My Crew imports it.
i18next.addResourceBundle('en', 'translation', texts, true, false);

type Props = { rental: RentalView | null; onClose: () => void };

export function LateFeeModal({ rental, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <RentalModalShell rental={rental} onClose={onClose} title={(name) => t('lateFee.title', { name })}>
      {(shown) => <LateFeeForm rental={shown} name={tenantName(shown)} onClose={onClose} />}
    </RentalModalShell>
  );
}

/** What the lister receives of a valid amount, from the configured card fee schedule (no monthly fee on requests). */
function useNet(amount: string): { provider: string; platform: string; net: string } | null {
  const { fees } = useSite().payments;
  const checked = lateFeeRequest.shape.amount.safeParse(amount);
  if (!checked.success) return null;
  const parts = chargeFees(dollarsToCents(checked.data), {
    percentBps: fees.card_percent_bps,
    fixedCents: fees.card_fixed_cents,
  });
  return {
    provider: formatCents(parts.providerFeeCents),
    platform: formatCents(parts.platformFeeCents),
    net: formatCents(parts.netCents),
  };
}

function LateFeeForm({ rental, name, onClose }: { rental: RentalView; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const net = useNet(amount);
  /** A field's message goes as it is changed; the form's goes with the last one (docs/decisions/045). */
  const changed = (field: 'amount' | 'notes', value: string) => {
    (field === 'amount' ? setAmount : setNotes)(value);
    setErrors(({ [field]: _gone, ...rest }) => {
      const { _: form, ...fields } = rest;
      return Object.keys(fields).length > 0 && form ? rest : fields;
    });
  };

  const submit = () => {
    const checked = lateFeeRequest.safeParse({ amount, notes });
    if (!checked.success) return setErrors({ ...issueMessages(checked.error.issues), _: M.formInvalid });
    setErrors({});
    return send(checked.data);
  };

  const send = async (request: Parameters<typeof addLateFee>[1]) => {
    try {
      const answer = await addLateFee(rental.id, request);
      void notify({ color: 'green', message: answer.message, autoClose: 4000 });
      await refreshPayments(queryClient);
      onClose();
    } catch (err) {
      // A field the server refused shows under it; anything else (a fee already waiting) above the form.
      const fields = serverFieldErrors(err);
      setErrors({ ...fields, _: err instanceof ApiError ? err.message : t('lateFee.failed') });
    }
  };

  return (
    <RentalModalForm
      onSubmit={submit}
      onClose={onClose}
      intro={t('lateFee.intro', { name })}
      alert={errors._}
      cancelLabel={t('lateFee.cancel')}
      submitLabel={t('lateFee.save')}
    >
      <TextInput
        label={t('lateFee.amount', { currency: 'USD' })}
        description={t('lateFee.amountHint')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => changed('amount', e.currentTarget.value)}
        error={errors.amount}
        required
        data-autofocus
      />
      <Textarea
        label={t('lateFee.notes')}
        placeholder={t('lateFee.notesHint')}
        autosize
        minRows={3}
        maxRows={6}
        maxLength={PAYMENT_NOTES_MAX}
        value={notes}
        onChange={(e) => changed('notes', e.currentTarget.value)}
        error={errors.notes}
      />
      {net && (
        <Text fz="sm" data-testid="late-fee-net">
          {t('lateFee.youReceive', net)}
        </Text>
      )}
    </RentalModalForm>
  );
}
