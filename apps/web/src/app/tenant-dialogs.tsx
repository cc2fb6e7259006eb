// The lister's tenant dialogs that pages of other features ask for through lib/dialogs.ts: the bulk message
// modal, opened from My crashpads (spec 2 §2.2). Its code loads the first time it opens.
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { dialogState, subscribeDialogs, updateDialogs } from '../lib/dialogs';

const BulkMessageModal = lazy(() => import('../features/rentals/bulk-message-modal'));

export function TenantDialogs() {
  const { bulkMessage } = useSyncExternalStore(subscribeDialogs, dialogState);
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  if (!needed && bulkMessage) setNeeded(true);

  // Leaving the page (a link in the modal, the browser's back button) closes it.
  useEffect(() => {
    if (dialogState().bulkMessage) updateDialogs({ bulkMessage: null });
  }, [pathname]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BulkMessageModal
        opened={bulkMessage !== null}
        onClose={() => updateDialogs({ bulkMessage: null })}
        listingId={bulkMessage?.listingId}
      />
    </Suspense>
  );
}
