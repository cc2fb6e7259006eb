// The set-up-payment dialog of an Accept Invitation refused for want of a card (docs/product/specification/2-listings-and-tenants.md §2.6; docs/product/specification/3-money-and-messaging.md §4 "Card setup
// flow"): the payments feature's card form saves the card, then the rentals feature accepts the invitation, so the
// acceptance follows the card with no second press — on My CrashPad Rentals, after a sign-up by invitation and on
// the e-mail link's page (docs/decisions/054-accepting-needs-a-card.md). Two features, so composed here.
import '../features/rentals/texts';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshCard, savePaymentMethod } from '../features/payments/api';
import { CardSetupForm } from '../features/payments/card-setup-form';
import { acceptByToken, acceptInvitation, refreshRentals } from '../features/rentals/api';
import type { AcceptCardRequest } from '../lib/dialogs';
import { notify, notifyError } from '../lib/notify';
import { useSession } from '../lib/session';

type Props = { request: AcceptCardRequest | null; onClose: () => void };

export default function AcceptCardDialog({ request, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const user = useSession()?.user;

  /** The card is saved: the invitation is accepted now, once (the server answers a second press NOT_PENDING). */
  const accept = async (asked: AcceptCardRequest) => {
    try {
      const answer =
        'token' in asked ? await acceptByToken(asked.token) : await acceptInvitation(asked.rentalId);
      void notify({ color: 'green', message: answer.message, autoClose: 3000 });
      // The link's page has nothing more to show: the rental is on My CrashPad Rentals.
      if ('token' in asked) void navigate('/my-crashpad');
    } catch (err) {
      // Answered meanwhile in another tab, or withdrawn by the CP owner: the card stays saved, the toast says why.
      void notifyError(err);
    }
    await refreshRentals(client);
  };

  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('rentals.acceptCard.title')}
      size="lg"
      centered
    >
      {request && (
        <Stack>
          <Text>{request.message}</Text>
          <Text fz="sm" c="dimmed">
            {t('rentals.acceptCard.intro')}
          </Text>
          <CardSetupForm
            owner="member"
            firstName={user?.first_name}
            lastName={user?.last_name}
            submitLabel={t('rentals.acceptCard.submit')}
            onCard={async (confirmed) => {
              await savePaymentMethod(confirmed.payment_method);
              await refreshCard(client);
              await accept(request);
              onClose();
            }}
          />
          <Button variant="subtle" onClick={onClose}>
            {t('rentals.acceptCard.later')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
