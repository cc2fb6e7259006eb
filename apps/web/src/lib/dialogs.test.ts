import { describe, expect, it } from 'vitest';
import { emitApiEvent } from './api-events';
import { anyDialogOpen, confirmDialog, dialogState, openBulkMessage, updateDialogs } from './dialogs';

describe('global dialogs', () => {
  it('opens the matching dialog for each API event', () => {
    emitApiEvent({ type: 'conflict', message: null });
    expect(dialogState().conflict).toBeNull();
    expect(anyDialogOpen(dialogState())).toBe(true);
    emitApiEvent({ type: 'session-expired' });
    expect(dialogState().sessionExpired).toBe(true);
    updateDialogs({ conflict: undefined, sessionExpired: false });
    expect(anyDialogOpen(dialogState())).toBe(false);
  });

  it('resolves a confirm with the answer, and a replaced confirm with false', async () => {
    const first = confirmDialog({ title: 'Delete?', message: 'Sure?' });
    const second = confirmDialog({ title: 'Deactivate?', message: 'Sure?' });
    await expect(first).resolves.toBe(false);
    dialogState().confirm!.resolve(true);
    updateDialogs({ confirm: null });
    await expect(second).resolves.toBe(true);
  });

  it('opens the bulk message modal for all listings or one, without loading the global dialogs', () => {
    openBulkMessage();
    expect(dialogState().bulkMessage).toEqual({});
    openBulkMessage(42);
    expect(dialogState().bulkMessage).toEqual({ listingId: 42 });
    expect(anyDialogOpen(dialogState())).toBe(false);
    updateDialogs({ bulkMessage: null });
  });
});
