// The state both card forms share: the fields, their problems, and the setup run (busy, then the page's onCard,
// or the payment error dialog).
import { useState } from 'react';
import type { CardForm } from '@crashpad/shared/rules/cards';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { emptyCard, type CardErrors } from './card-fields';
import { setUpCard, type CardOwner, type ConfirmedCard } from './api';
import { showPaymentError } from './payment-error';

export type CardFormOptions = {
  owner: CardOwner;
  firstName?: string;
  lastName?: string;
  onCard: (card: ConfirmedCard) => Promise<void>;
  onError?: (error: unknown) => void;
};

export function reportCardError(error: unknown, onError?: (error: unknown) => void) {
  if (showPaymentError(error)) return;
  if (onError) onError(error);
  else void notify({ color: 'red', message: error instanceof ApiError ? error.message : String(error) });
}

export function useCardForm({ owner, firstName, lastName, onCard, onError }: CardFormOptions) {
  const [form, setForm] = useState<CardForm>(() => emptyCard(firstName, lastName));
  const [errors, setErrors] = useState<CardErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof CardForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** Sets the card up with `confirm` (the provider's step) and hands it to the page. */
  const run = async (confirm: (clientSecret: string) => Promise<string>) => {
    setBusy(true);
    try {
      await onCard(await setUpCard(owner, confirm));
    } catch (error) {
      reportCardError(error, onError);
    } finally {
      setBusy(false);
    }
  };
  return { form, errors, setErrors, set, busy, run };
}
