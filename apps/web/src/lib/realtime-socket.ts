// The Socket.IO half of lib/realtime.ts, in its own chunk: loaded only for a signed-in member.
import { io } from 'socket.io-client';
import { REALTIME_EVENTS, REALTIME_PATH, chatEvent, onlineEvent } from '@crashpad/shared/api/realtime';
import { deliverChat, deliverOnline, deliverResync } from './realtime';

export function openSocket(token: string): { close: () => void } {
  // Long-polling first, then the upgrade to a WebSocket (Socket.IO's default order): a server that refuses
  // answers the handshake instead of failing a WebSocket in the console.
  const socket = io({ path: REALTIME_PATH, auth: { token } });
  // Back after a lost connection: what arrived meanwhile is fetched again.
  socket.io.on('reconnect', () => deliverResync());
  socket.on(REALTIME_EVENTS.chat, (payload: unknown) => {
    const parsed = chatEvent.safeParse(payload);
    if (parsed.success) deliverChat(parsed.data);
  });
  socket.on(REALTIME_EVENTS.online, (payload: unknown) => {
    const parsed = onlineEvent.safeParse(payload);
    if (parsed.success) deliverOnline(parsed.data.count);
  });
  return {
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
