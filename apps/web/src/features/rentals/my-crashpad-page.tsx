// /my-crashpad, My CrashPad Rentals (docs/product/specification/2-listings-and-tenants.md §2.6, §4.5, §4.6, §8): the member's pending invitations with Accept
// and Decline, their rentals with their AutoPay answers, Change Check-Out Date and Leave Crashpad, a contact link,
// and the history.
import './texts';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { Loading } from '../../components/loading';
import { ApiError, errorMessage } from '../../lib/api-client';
import type { AcceptOnArrival } from '../../lib/destinations';
import { confirmDialog, openAcceptCardDialog } from '../../lib/dialogs';
import { notify, notifyError } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { MyPayments } from './my-payments';
import { PaymentRequestsNotice } from './payment-requests-notice';
import {
  acceptInvitation,
  declineInvitation,
  leaveCrashpad,
  myRentalsQuery,
  refreshRentals,
  rentalHistoryQuery,
} from './api';
import { CheckoutModal } from './checkout-modal';
import { DeclinedPayment } from './declined-payment';
import { HistoryTable } from './history-table';
import { RentalCard } from './rental-card';
import { AutopayActions, AutopayNotice } from './autopay/tenant-autopay';
import { moment } from './rental-format';

/** docs/product/specification/2-listings-and-tenants.md §9: the page reloads its data 1.2 s after an accepted invitation. */
export const RELOAD_AFTER_ACCEPT_MS = 1200;

export default function MyCrashpadPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('rentals.title') });
  const queryClient = useQueryClient();
  // The route's guard lets members only.
  const memberId = useSession()?.user.id ?? 0;
  const rentals = useQuery(myRentalsQuery(memberId));
  const history = useQuery(rentalHistoryQuery(memberId));
  /** the rental whose action is running, so its buttons show it and cannot be pressed twice */
  const [busy, setBusy] = useState<number | null>(null);
  const [checkout, setCheckout] = useState<RentalView | null>(null);

  const refresh = () => refreshRentals(queryClient);

  const run = async (id: number, action: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const accept = (rental: RentalView) =>
    run(rental.id, async () => {
      try {
        const answer = await acceptInvitation(rental.id);
        void notify({ color: 'green', message: answer.message, autoClose: 3000 });
        await new Promise((done) => window.setTimeout(done, RELOAD_AFTER_ACCEPT_MS));
      } catch (err) {
        // Every invitation needs a saved card first (docs/product/specification/2-listings-and-tenants.md §2.6): the set-up-payment dialog saves one and then
        // accepts (docs/decisions/054-accepting-needs-a-card.md).
        if (err instanceof ApiError && err.body.code === 'SETUP_PAYMENT_METHOD') {
          openAcceptCardDialog({ rentalId: rental.id, message: err.message });
          return;
        }
        void notifyError(err);
      }
      await refresh();
    });

  /** Decline and Leave: the member confirms, the server answers, the page reloads its data. */
  const confirmThen = async (
    rental: RentalView,
    dialog: { title: string; message: string; confirmLabel: string },
    call: (id: number) => Promise<{ message: string }>,
  ) => {
    if (!(await confirmDialog({ ...dialog, danger: true }))) return;
    await run(rental.id, async () => {
      try {
        const answer = await call(rental.id);
        void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      } catch (err) {
        void notifyError(err);
      }
      await refresh();
    });
  };

  const decline = (rental: RentalView) =>
    confirmThen(
      rental,
      {
        title: t('rentals.declineTitle'),
        message: t('rentals.declineConfirm', { room: rental.room_name, title: rental.location }),
        confirmLabel: t('rentals.decline'),
      },
      declineInvitation,
    );

  const leave = (rental: RentalView) =>
    confirmThen(
      rental,
      {
        title: t('rentals.leaveTitle'),
        message: t('rentals.leaveConfirm', { title: rental.location }),
        confirmLabel: t('rentals.leave'),
      },
      leaveCrashpad,
    );

  const invites = rentals.data?.invites ?? [];
  const mine = rentals.data?.data ?? [];

  // Arrived from a sign-up by invitation: accepted once, as if pressed (the card dialog opens, a new account having
  // no card); the state goes afterwards, so a reload does not repeat it and the account prompts wait till then.
  const { state } = useLocation() as { state: Partial<AcceptOnArrival> | null };
  const navigate = useNavigate();
  const arrival = useRef(state?.acceptInvitation);
  useEffect(() => {
    const id = arrival.current;
    if (id === undefined || !rentals.isSuccess) return;
    arrival.current = undefined;
    const invitation = rentals.data.invites.find((r) => r.id === id);
    void (async () => {
      if (invitation) await accept(invitation);
      await navigate('.', { replace: true, state: null });
    })();
  });

  return (
    <Container size="lg" py="xl">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('rentals.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('rentals.intro')}
      </Text>
      <PaymentRequestsNotice memberId={memberId} />

      {rentals.isPending && <Loading />}
      {rentals.isError && (
        <Alert color="red" title={t('rentals.loadFailed')} role="alert" mb="lg">
          <Text fz="sm" mb="xs">
            {errorMessage(rentals.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void rentals.refetch()}>
            {t('rentals.retry')}
          </Button>
        </Alert>
      )}

      {rentals.isSuccess && invites.length === 0 && mine.length === 0 && (
        <Card withBorder radius="md" padding="xl" mb="xl" ta="center">
          <Title order={2} fz="lg" mb={4}>
            {t('rentals.emptyTitle')}
          </Title>
          <Text c="dimmed" mb="md">
            {t('rentals.empty')}
          </Text>
          <Button component={Link} to="/airports" variant="light" mx="auto">
            {t('rentals.findCrashpad')}
          </Button>
        </Card>
      )}

      {invites.length > 0 && (
        <Stack component="section" aria-labelledby="invitations-heading" mb="xl" gap="sm">
          <Title order={2} fz="xl" id="invitations-heading">
            {t('rentals.invitations')} ({invites.length})
          </Title>
          {invites.map((rental) => (
            <RentalCard
              key={rental.id}
              rental={rental}
              notice={
                rental.auto_pay > 0 && (
                  <Text fz="sm" c="blue.8">
                    {t('rentals.autoPayInvite')}
                  </Text>
                )
              }
              actions={
                <>
                  <Button
                    loading={busy === rental.id}
                    disabled={busy !== null && busy !== rental.id}
                    onClick={() => void accept(rental)}
                  >
                    {t('rentals.accept')}
                  </Button>
                  <Button variant="default" disabled={busy !== null} onClick={() => void decline(rental)}>
                    {t('rentals.decline')}
                  </Button>
                </>
              }
            />
          ))}
        </Stack>
      )}

      {mine.length > 0 && (
        <Stack component="section" aria-labelledby="rentals-heading" mb="xl" gap="sm">
          <Title order={2} fz="xl" id="rentals-heading">
            {t('rentals.current')}
          </Title>
          {mine.map((rental) => (
            <RentalCard
              key={rental.id}
              rental={rental}
              notice={
                <>
                  <DeclinedPayment rental={rental} />
                  <AutopayNotice rental={rental} />
                  {rental.status === 'accepted' && rental.checkout_requested_date && (
                    <Alert color="yellow" variant="light" p="xs" role="status">
                      {t('rentals.requested', {
                        when: moment(t, rental.checkout_requested_date, rental.checkout_requested_time),
                      })}
                    </Alert>
                  )}
                </>
              }
              actions={
                rental.status === 'accepted' && (
                  <>
                    <AutopayActions rental={rental} busy={busy} run={run} refresh={refresh} />
                    <Button variant="light" disabled={busy !== null} onClick={() => setCheckout(rental)}>
                      {t('rentals.changeCheckout')}
                    </Button>
                    <Button
                      variant="outline"
                      color="red"
                      loading={busy === rental.id}
                      disabled={busy !== null && busy !== rental.id}
                      onClick={() => void leave(rental)}
                    >
                      {t('rentals.leave')}
                    </Button>
                  </>
                )
              }
            />
          ))}
        </Stack>
      )}

      <MyPayments memberId={memberId} />

      <Text mb="xl">
        {t('rentals.questions')}{' '}
        <Anchor component={Link} to="/contact" underline="always">
          {t('rentals.contact')}
        </Anchor>
      </Text>

      <Stack component="section" aria-labelledby="history-heading" gap="xs">
        <Title order={2} fz="xl" id="history-heading">
          {t('rentals.history.title')}
        </Title>
        {history.isPending && <Loading py="md" />}
        {history.isError && (
          <Alert color="red" role="alert">
            {errorMessage(history.error)}
          </Alert>
        )}
        {history.isSuccess && <HistoryTable rows={history.data.data} />}
      </Stack>

      <CheckoutModal
        rental={checkout}
        onClose={() => setCheckout(null)}
        onSaved={() => {
          setCheckout(null);
          void refresh();
        }}
      />
    </Container>
  );
}
