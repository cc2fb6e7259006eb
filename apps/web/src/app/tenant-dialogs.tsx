// The tenant dialogs that pages ask for through lib/dialogs.ts: the lister's bulk message modal, opened from My
// crashpads (docs/product/specification/2-listings-and-tenants.md §2.2), and invite modal, opened from a message thread (docs/product/specification/3-money-and-messaging.md §2.5); the tenant's set-up-payment
// dialog that accepts an invitation once the card is saved (docs/product/specification/2-listings-and-tenants.md §2.6, docs/decisions/054-accepting-needs-a-card.md).
// Their code loads the first time one opens.
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { dialogState, subscribeDialogs, updateDialogs } from '../lib/dialogs';

const BulkMessageModal = lazy(() => import('../features/rentals/bulk-message-modal'));
const InviteDialog = lazy(() => import('../features/rentals/invite-dialog'));
const AcceptCardDialog = lazy(() => import('./accept-card-dialog'));

export function TenantDialogs() {
  const { bulkMessage, invite, acceptCard } = useSyncExternalStore(subscribeDialogs, dialogState);
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  const [inviteNeeded, setInviteNeeded] = useState(false);
  if (!needed && bulkMessage) setNeeded(true);
  if (!inviteNeeded && invite) setInviteNeeded(true);
  const [cardNeeded, setCardNeeded] = useState(false);
  if (!cardNeeded && acceptCard) setCardNeeded(true);

  // Leaving the page (a link in the modal, the browser's back button) closes it.
  useEffect(() => {
    const s = dialogState();
    if (s.bulkMessage || s.invite || s.acceptCard)
      updateDialogs({ bulkMessage: null, invite: null, acceptCard: null });
  }, [pathname]);

  return (
    <>
      {needed && (
        <Suspense fallback={null}>
          <BulkMessageModal
            opened={bulkMessage !== null}
            onClose={() => updateDialogs({ bulkMessage: null })}
            listingId={bulkMessage?.listingId}
          />
        </Suspense>
      )}
      {inviteNeeded && (
        <Suspense fallback={null}>
          <InviteDialog request={invite} onClose={() => updateDialogs({ invite: null })} />
        </Suspense>
      )}
      {cardNeeded && (
        <Suspense fallback={null}>
          <AcceptCardDialog request={acceptCard} onClose={() => updateDialogs({ acceptCard: null })} />
        </Suspense>
      )}
    </>
  );
}
