// The account prompts of docs/product/specification/1-accounts-and-shell.md §4, §8 for a signed-in member, decided after each route change:
// account expired, no payment method, tenant AutoPay card, pending invitations.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PLANS } from '@crashpad/shared/plans';
import { logout } from '../lib/auth-api';
import { formatDate } from '../lib/dates';
import type { AcceptOnArrival } from '../lib/destinations';
import { dialogState, subscribeDialogs, updateDialogs } from '../lib/dialogs';
import { isExpired, useSession } from '../lib/session';
import { readLocal, writeLocal } from '../lib/storage';
import { paymentMethodQuery } from '../features/payments/api';
import { myRentalsQuery, pendingInviteCountQuery } from '../lib/rental-queries';
import { asksForAutoPay, nextPrompt, type Prompt } from './account-prompts-rules';

const PAYMENT_ACK = 'setupPaymentMethodAcknowledged';
const INVITES_ACK = 'pendingInvitesAcknowledged';

const storedAcknowledgements = (): Record<string, boolean> => ({
  [PAYMENT_ACK]: readLocal<boolean>(PAYMENT_ACK) === true,
  [INVITES_ACK]: readLocal<boolean>(INVITES_ACK) === true,
});

export default function AccountPrompts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const session = useSession();
  const signedIn = session !== null;

  // Acknowledgements live in local storage under the spec's names (docs/product/specification/3-money-and-messaging.md §4) for the member's session in this
  // browser: a reload does not ask again; logging out, or another member signing in, does
  // (lib/session.ts; docs/decisions/008-accounts-and-sessions.md "Account prompts").
  const [acknowledged, setAcknowledged] = useState(storedAcknowledgements);
  // The member they belong to: when another one signs in (or none), they are read again.
  const sessionUser = session?.user.id ?? null;
  const [ackUser, setAckUser] = useState(sessionUser);
  if (ackUser !== sessionUser) {
    setAckUser(sessionUser);
    setAcknowledged(storedAcknowledgements());
  }

  const card = useQuery({ ...paymentMethodQuery, enabled: signedIn });
  const memberId = session?.user.id ?? 0;
  const pending = useQuery({ ...pendingInviteCountQuery(memberId), enabled: signedIn });
  // The header reads the same answer for its My CrashPad Rentals link: one request for both.
  const rentals = useQuery({ ...myRentalsQuery(memberId), enabled: signedIn });
  // A page asks for the set-up-payment dialog too: accepting an AutoPay request without a card.
  const dialogs = useSyncExternalStore(subscribeDialogs, dialogState);
  const asked = dialogs.setupPayment;
  // Accept Invitation without a card opens its own card dialog (app/accept-card-dialog.tsx): the same question,
  // so no prompt shows over it, and it counts as asked (docs/decisions/054-accepting-needs-a-card.md).
  const cardAsked = dialogs.acceptCard !== null;
  // …nor while My CrashPad Rentals accepts the invitation a sign-up arrived with, which opens that dialog.
  const arriving = (state as Partial<AcceptOnArrival> | null)?.acceptInvitation !== undefined;

  const prompt: Prompt =
    session && card.data && !pending.isPending && !cardAsked && !arriving
      ? nextPrompt(
          {
            user: session.user,
            expired: isExpired(session.user),
            haveCard: card.data.have_card,
            tenantAutoPay: asksForAutoPay(rentals.data),
            pendingInvites: pending.data?.count ?? 0,
            paymentAcknowledged: acknowledged[PAYMENT_ACK] === true,
            invitesAcknowledged: acknowledged[INVITES_ACK] === true,
          },
          pathname,
          search,
        )
      : null;

  const acknowledge = (key: string, then?: string) => {
    writeLocal(key, true);
    setAcknowledged((a) => ({ ...a, [key]: true }));
    if (then) void navigate(then);
  };

  if (cardAsked && acknowledged[PAYMENT_ACK] !== true)
    setAcknowledged((a) => ({ ...a, [PAYMENT_ACK]: true }));
  useEffect(() => {
    if (cardAsked) writeLocal(PAYMENT_ACK, true);
  }, [cardAsked]);

  const acknowledgeTenantPayment = (then?: string) => {
    if (asked) updateDialogs({ setupPayment: false });
    acknowledge(PAYMENT_ACK, then);
  };

  return (
    <>
      <Modal
        opened={prompt === 'expired'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        title={t('prompts.expiredTitle')}
        centered
      >
        <Text>{t('prompts.expired')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => void logout().then(() => navigate('/'))}>
            {t('shell.logout')}
          </Button>
          <Button onClick={() => void navigate('/account-expired')}>{t('settings.continue')}</Button>
        </Group>
      </Modal>

      <Modal
        opened={prompt === 'payment'}
        onClose={() => acknowledge(PAYMENT_ACK)}
        title={t('prompts.paymentTitle')}
        centered
      >
        <Text>
          {session?.user.user_plan && session.user.expire_at
            ? t('prompts.payment', {
                plan: PLANS[session.user.user_plan].title,
                date: formatDate(session.user.expire_at),
              })
            : t('prompts.paymentNoDate')}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => acknowledge(PAYMENT_ACK)}>
            {t('prompts.later')}
          </Button>
          <Button onClick={() => acknowledge(PAYMENT_ACK, '/account-setting?tab=payment-methods')}>
            {t('prompts.setUp')}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={prompt === 'tenant-payment' || asked}
        onClose={() => acknowledgeTenantPayment()}
        title={t('prompts.paymentTitle')}
        centered
      >
        <Text>{t('prompts.tenantPayment')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => acknowledgeTenantPayment()}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => acknowledgeTenantPayment('/account-setting?tab=payment-methods')}>
            {t('common.confirm')}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={prompt === 'pending-invites'}
        onClose={() => acknowledge(INVITES_ACK)}
        title={t('prompts.invitesTitle')}
        centered
      >
        <Text>{t('prompts.invites')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => acknowledge(INVITES_ACK)}>
            {t('prompts.later')}
          </Button>
          <Button onClick={() => acknowledge(INVITES_ACK, '/my-crashpad')}>{t('prompts.goToRentals')}</Button>
        </Group>
      </Modal>
    </>
  );
}
