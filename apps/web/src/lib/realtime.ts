// The real-time link to the server (docs/product/specification/3-money-and-messaging.md §4 "Realtime", §9 online count; packages/shared/src/api/realtime.ts;
// docs/decisions/032-messaging-pages.md). The Socket.IO client is a dynamic import made only once a member is
// signed in, so a guest's first visit loads none of it; it reconnects with the new token on login and logout.
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { ChatEvent } from '@crashpad/shared/api/realtime';

type Connection = { close: () => void };
type ChatListener = (event: ChatEvent) => void;

const chatListeners = new Set<ChatListener>();
const onlineListeners = new Set<() => void>();
let online = 0;
let token: string | null = null;
let connection: Connection | null = null;
/** bumps on every token change, so a connection that finishes loading after a logout is closed at once */
let generation = 0;

/** Called by the lazily loaded socket with each event the server sends. */
export function deliverChat(event: ChatEvent): void {
  for (const listener of chatListeners) listener(event);
}
const resyncListeners = new Set<() => void>();
/** The socket is back after a lost connection: messages may have been missed. */
export function deliverResync(): void {
  for (const listener of resyncListeners) listener();
}
/** Runs the handler when the socket reconnects (app/shell/member-shell.tsx reloads the messaging queries). */
export function onResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}
export function deliverOnline(count: number): void {
  online = count;
  for (const listener of onlineListeners) listener();
}

async function connect(forToken: string, mine: number): Promise<void> {
  const { openSocket } = await import('./realtime-socket');
  if (mine !== generation) return;
  connection = openSocket(forToken);
}

/**
 * One socket for the signed-in member's token (app/shell/member-shell.tsx calls it on each token, and with null
 * on logout): a new token closes the old socket and opens another.
 */
export function useRealtimeConnection(next: string | null): void {
  useEffect(() => {
    if (next === token) return;
    token = next;
    generation += 1;
    connection?.close();
    connection = null;
    deliverOnline(0);
    if (next) connect(next, generation).catch((err: unknown) => console.warn('realtime failed', err));
  }, [next]);
  useEffect(
    () => () => {
      generation += 1;
      connection?.close();
      connection = null;
      token = null;
    },
    [],
  );
}

/** Runs the handler on each new message of the member's threads (sent by them or to them). */
export function useChatEvents(handler: ChatListener): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const listener: ChatListener = (e) => onEvent(e);
    chatListeners.add(listener);
    return () => {
      chatListeners.delete(listener);
    };
  }, []);
}

function subscribeOnline(listener: () => void): () => void {
  onlineListeners.add(listener);
  return () => onlineListeners.delete(listener);
}

/** The number of members connected now (0 until the server says). */
export function useOnlineCount(): number {
  return useSyncExternalStore(subscribeOnline, () => online);
}
