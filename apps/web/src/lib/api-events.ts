// What the API client tells the shell: the global dialogs of docs/product/specification/1-accounts-and-shell.md §8 listen here.

export type ApiEvent =
  { type: 'server-error' } | { type: 'conflict'; message: string | null } | { type: 'session-expired' };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}
