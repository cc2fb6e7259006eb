// Mounts the global dialogs the first time one opens, so their code stays out of the first load.
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { anyDialogOpen, dialogState, subscribeDialogs } from '../lib/dialogs';

const GlobalDialogs = lazy(() => import('./global-dialogs'));

export function DialogHost() {
  const state = useSyncExternalStore(subscribeDialogs, dialogState);
  const [needed, setNeeded] = useState(false);
  if (!needed && anyDialogOpen(state)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <GlobalDialogs />
    </Suspense>
  );
}
