// What My Crew's tenant menu does (docs/product/specification/2-listings-and-tenants.md §2.4, §4.5, §4.6): the actions that need a form open their modal;
// resend, cancel, remove and confirming a requested check-out are confirmed first, then answered by a toast
// and a fresh list.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { tenantShortName } from '@crashpad/shared/rules/rentals';
import { confirmDialog } from '../../lib/dialogs';
import { notify, notifyError } from '../../lib/notify';
import {
  cancelInvitation,
  confirmRequestedCheckout,
  refreshCrew,
  removeTenant,
  resendInvitation,
  stopAutopay,
} from './api';
import type { InviteTarget } from './invite-modal';
import { moment } from './rental-format';
import type { TenantAction } from './tenant-item';

export type CrewDialogs = {
  invite: InviteTarget | null;
  /** undefined: closed; null: no crashpad yet */
  requirements: number | null | undefined;
  activity: RentalView | null;
  notes: RentalView | null;
  checkout: RentalView | null;
  autopay: RentalView | null;
  /** the payment modals (docs/decisions/027) */
  payments: RentalView | null;
  manualPayment: RentalView | null;
  paymentRequest: RentalView | null;
  /** Add late fee (docs/decisions/056) */
  lateFee: RentalView | null;
};

const CLOSED: CrewDialogs = {
  invite: null,
  requirements: undefined,
  activity: null,
  notes: null,
  checkout: null,
  autopay: null,
  payments: null,
  manualPayment: null,
  paymentRequest: null,
  lateFee: null,
};

export function useCrewActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialogs, setDialogs] = useState<CrewDialogs>(CLOSED);
  const open = (change: Partial<CrewDialogs>) => setDialogs({ ...CLOSED, ...change });
  const close = () => setDialogs(CLOSED);

  const confirmThen = async (
    rental: RentalView,
    kind: 'resend' | 'cancel' | 'remove' | 'confirmCheckout' | 'autopayWithdraw' | 'autopayDisable',
    call: (id: number) => Promise<{ message: string }>,
  ) => {
    const values = {
      name: tenantShortName(rental.first_name, rental.last_name) || rental.email,
      email: rental.email,
      title: rental.location,
      when: moment(t, rental.checkout_requested_date, rental.checkout_requested_time),
    };
    const confirmed = await confirmDialog({
      title: t(`crew.confirm.${kind}.title`),
      message: t(`crew.confirm.${kind}.message`, values),
      confirmLabel: t(`crew.confirm.${kind}.action`),
      cancelLabel: t('crew.back'),
      danger: kind === 'cancel' || kind === 'remove',
    });
    if (!confirmed) return;
    try {
      const answer = await call(rental.id);
      void notify(
        kind === 'resend'
          ? // "Invitation has been resent.", with the advice that goes with every invitation e-mail
            // (docs/decisions/048-what-pages-say.md).
            {
              color: 'green',
              title: answer.message,
              message: t('crew.invite.checkSpam', { email: rental.email }),
              autoClose: 8000,
            }
          : { color: 'green', message: answer.message, autoClose: 3000 },
      );
    } catch (err) {
      void notifyError(err);
    }
    await refreshCrew(queryClient);
  };

  const act = (rental: RentalView, action: TenantAction) => {
    switch (action) {
      case 'edit':
        return open({ invite: { rental } });
      case 'activity':
        return open({ activity: rental });
      case 'notes':
        return open({ notes: rental });
      case 'checkout':
        return open({ checkout: rental });
      case 'payments':
      case 'manualPayment':
      case 'paymentRequest':
      case 'lateFee':
        return open({ [action]: rental });
      case 'resend':
        return void confirmThen(rental, 'resend', resendInvitation);
      case 'cancel':
        return void confirmThen(rental, 'cancel', cancelInvitation);
      case 'remove':
        return void confirmThen(rental, 'remove', removeTenant);
      case 'confirmCheckout':
        return void confirmThen(rental, 'confirmCheckout', confirmRequestedCheckout);
      // AutoPay (docs/decisions/026-autopay-on-rentals.md): withdrawing a request and disabling both turn it off.
      case 'autopayRequest':
        return open({ autopay: rental });
      case 'autopayWithdraw':
      case 'autopayDisable':
        return void confirmThen(rental, action, stopAutopay);
    }
  };

  return { dialogs, open, close, act, refresh: () => refreshCrew(queryClient) };
}
