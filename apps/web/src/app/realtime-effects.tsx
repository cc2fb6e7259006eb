// Keeps the member's socket open (lib/realtime.ts) and, on each new message, reloads the thread list and the
// unread badge (spec 3 §4 "Realtime: … then threads reload"). The open thread adds the message itself.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startRealtime, useChatEvents } from '../lib/realtime';
import { MESSAGES_KEY, UNREAD_KEY } from '../lib/unread-messages';

export function RealtimeEffects() {
  const queryClient = useQueryClient();
  useEffect(() => startRealtime(), []);
  useChatEvents(() => {
    void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
    void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'inbox'] });
  });
  return null;
}
