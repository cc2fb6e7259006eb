// The invite modal opened from another feature through lib/dialogs.ts (app/tenant-dialogs.tsx): a message
// thread's "Invite to join crashpad" (docs/product/specification/3-money-and-messaging.md §2.5) with the member prefilled. As My Crew's Add Tenant does, it
// opens the requirements dialog instead when none of the lister's crashpads can take a tenant yet (docs/product/specification/2-listings-and-tenants.md §2.4).
import './texts';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteRequestDialog } from '../../lib/dialogs';
import { notifyError } from '../../lib/notify';
import { MESSAGES_KEY } from '../../lib/unread-messages';
import { crewListingsQuery } from './api';
import { InviteModal, canTakeTenants } from './invite-modal';
import { RequirementsModal } from './tenant-modals';

export default function InviteDialog({
  request,
  onClose,
}: {
  request: InviteRequestDialog | null;
  onClose: () => void;
}) {
  const listings = useQuery({ ...crewListingsQuery, enabled: request !== null });
  /** the crashpad the requirements dialog is about, once the invite modal asked for it */
  const [requirements, setRequirements] = useState<number | null | undefined>(undefined);
  const all = listings.data?.listings ?? [];
  const wanted = request?.listingId ? all.find((l) => l.id === request.listingId) : undefined;
  const ready = request !== null && listings.isSuccess;
  // The thread's crashpad when it can take a tenant; any that can otherwise; none: the requirements dialog.
  const listingId = wanted && canTakeTenants(wanted) ? wanted.id : all.find(canTakeTenants)?.id;
  const blocked = ready && listingId === undefined;
  const queryClient = useQueryClient();
  const close = () => {
    setRequirements(undefined);
    onClose();
    // The thread's button turns to "Invite sent" once the invitation exists.
    void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'thread'] });
  };
  // The lister's crashpads could not be read: say so, rather than open nothing.
  const failed = request !== null && listings.isError;
  useEffect(() => {
    if (!failed) return;
    void notifyError(listings.error);
    onClose();
  }, [failed, listings.error, onClose]);
  return (
    <>
      <InviteModal
        target={
          ready && !blocked && requirements === undefined ? { listingId, member: request.member } : null
        }
        onClose={close}
        onRequirements={(id) => setRequirements(id)}
      />
      <RequirementsModal
        listingId={
          requirements !== undefined ? requirements : blocked ? (wanted?.id ?? all[0]?.id ?? null) : undefined
        }
        onClose={close}
      />
    </>
  );
}
