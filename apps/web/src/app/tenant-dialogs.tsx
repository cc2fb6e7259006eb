// The lister's tenant dialogs that pages of other features ask for through lib/dialogs.ts: the bulk message
// modal, opened from My crashpads (spec 2 §2.2), and the invite modal, opened from a message thread (spec 3
// §2.5). Their code loads the first time one opens.
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { dialogState, subscribeDialogs, updateDialogs } from '../lib/dialogs';

const BulkMessageModal = lazy(() => import('../features/rentals/bulk-message-modal'));
const InviteDialog = lazy(() => import('../features/rentals/invite-dialog'));

export function TenantDialogs() {
  const { bulkMessage, invite } = useSyncExternalStore(subscribeDialogs, dialogState);
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  const [inviteNeeded, setInviteNeeded] = useState(false);
  if (!needed && bulkMessage) setNeeded(true);
  if (!inviteNeeded && invite) setInviteNeeded(true);

  // Leaving the page (a link in the modal, the browser's back button) closes it.
  useEffect(() => {
    const s = dialogState();
    if (s.bulkMessage || s.invite) updateDialogs({ bulkMessage: null, invite: null });
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
    </>
  );
}
