// The tenant's AutoPay on My CrashPad Rentals (docs/product/specification/2-listings-and-tenants.md §2.6, §4.7; docs/product/specification/3-money-and-messaging.md §2.3, §8): a request from the CP owner
// to accept (a saved card needed, else the set-up-payment dialog) or decline, and AutoPay on to ask to disable.
// Failures are error toasts with the server's message (docs/decisions/026-autopay-on-rentals.md).
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { autopayState } from '@crashpad/shared/api/rental-autopay';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { formatDollars } from '@crashpad/shared/format/money';
import { firstAutopayCharge } from '@crashpad/shared/rules/autopay';
import { calendarDay, todayIn } from '@crashpad/shared/rules/calendar';
import { ordinal } from '@crashpad/shared/rules/rentals';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { confirmDialog, openSetupPaymentDialog } from '../../../lib/dialogs';
import { notify, notifyError } from '../../../lib/notify';
import { useFlag } from '../../../lib/site';
import { acceptAutopay, declineAutopay, disableAutopay } from '../api';

/** What the page gives: its busy rental, its way to run an action, its refresh. */
type Page = {
  busy: number | null;
  run: (id: number, action: () => Promise<unknown>) => Promise<void>;
  refresh: () => Promise<unknown>;
};

/** The line under a current rental's terms: a request waiting, or a disable request sent. */
export function AutopayNotice({ rental }: { rental: RentalView }) {
  const { t } = useTranslation();
  const state = autopayState(rental.auto_pay);
  if (rental.status !== 'accepted' || (state !== 'requested' && state !== 'disableRequested')) return null;
  return (
    <Alert color="blue" variant="light" p="xs" role="status">
      {state === 'requested'
        ? t('rentals.autopayRequested', {
            rent: formatDollars(rental.rental_amount),
            day: ordinal(rental.payment_date),
            deposit: formatDollars(rental.deposit),
          })
        : t('rentals.autopayDisableRequested')}
      {state === 'requested' && todayIn(rental.time_zone) > rental.start_date && (
        // agreed after the move-in: AutoPay starts at the next payment day (docs/decisions/055-rent-due-at-acceptance.md)
        <>
          {' '}
          {t('rentals.autopayStartsOn', {
            day: calendarDay(
              firstAutopayCharge(rental.start_date, rental.payment_date, todayIn(rental.time_zone)),
            ),
          })}
        </>
      )}
    </Alert>
  );
}

export function AutopayActions({ rental, busy, run, refresh }: { rental: RentalView } & Page) {
  const { t } = useTranslation();
  const state = autopayState(rental.auto_pay);
  // The calls exist only with the autopay feature flag.
  const flag = useFlag('autopay');
  if (!flag || rental.status !== 'accepted') return null;

  const accept = () =>
    run(rental.id, async () => {
      try {
        const answer = await acceptAutopay(rental.id);
        void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      } catch (err) {
        // The same rule as accepting an AutoPay invitation: a card first (docs/product/specification/3-money-and-messaging.md §6).
        if (err instanceof ApiError && err.body.code === 'SETUP_PAYMENT_METHOD') {
          openSetupPaymentDialog();
          return;
        }
        void notifyError(err);
      }
      await refresh();
    });

  const decline = async () => {
    const confirmed = await confirmDialog({
      title: t('rentals.declineAutopayTitle'),
      message: t('rentals.declineAutopayConfirm', { title: rental.location }),
      confirmLabel: t('rentals.declineAutopay'),
      danger: true,
    });
    if (!confirmed) return;
    await run(rental.id, async () => {
      try {
        const answer = await declineAutopay(rental.id);
        void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      } catch (err) {
        void notifyError(err);
      }
      await refresh();
    });
  };

  const disable = async () => {
    const confirmed = await confirmDialog({
      title: t('rentals.disableAutopayTitle'),
      message: t('rentals.disableAutopayConfirm', { title: rental.location }),
      confirmLabel: t('rentals.disableAutopay'),
    });
    if (!confirmed) return;
    await run(rental.id, async () => {
      try {
        await disableAutopay(rental.id);
        void notify({ color: 'green', message: t('rentals.disableSent'), autoClose: 3000 });
      } catch (err) {
        void notify({ color: 'red', title: t('rentals.disableFailed'), message: errorMessage(err) });
      }
      await refresh();
    });
  };

  if (state === 'requested')
    return (
      <>
        <Button
          loading={busy === rental.id}
          disabled={busy !== null && busy !== rental.id}
          onClick={() => void accept()}
        >
          {t('rentals.acceptAutopay')}
        </Button>
        <Button variant="default" disabled={busy !== null} onClick={() => void decline()}>
          {t('rentals.declineAutopay')}
        </Button>
      </>
    );
  if (state === 'on')
    return (
      <Button variant="default" disabled={busy !== null} onClick={() => void disable()}>
        {t('rentals.disableAutopay')}
      </Button>
    );
  return null;
}
