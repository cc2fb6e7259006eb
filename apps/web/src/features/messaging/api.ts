// The messaging calls (docs/product/specification/3-money-and-messaging.md §7 "Messaging"; contracts in packages/shared/src/api/messages.ts). Every query
// lives under MESSAGES_KEY (lib/unread-messages.ts): a chat event or a send refreshes them together.
import type { QueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@crashpad/shared/api/accounts';
import type { PublicListing } from '@crashpad/shared/api/listings';
import {
  MESSAGE_PAGE_SIZE,
  type InboxAnswer,
  type MessageSendRequest,
  type MessageSentAnswer,
  type ThreadAnswer,
} from '@crashpad/shared/api/messages';
import { api } from '../../lib/api-client';
import { MESSAGES_KEY, UNREAD_KEY } from '../../lib/unread-messages';

export type Tab = 'inbox' | 'archived';
export const INBOX_KEY = [...MESSAGES_KEY, 'inbox'] as const;
export const threadKey = (id: number) => [...MESSAGES_KEY, 'thread', id] as const;

/** docs/product/specification/3-money-and-messaging.md §9: pages of 25, offset = loaded pages × limit; the Archived tab sends filter=archived=true (§7). */
export function inboxPage(tab: Tab, keyword: string, page: number): Promise<InboxAnswer> {
  const q = new URLSearchParams({
    offset: String(page * MESSAGE_PAGE_SIZE),
    limit: String(MESSAGE_PAGE_SIZE),
  });
  if (tab === 'archived') q.set('filter', 'archived=true');
  if (keyword) q.set('keyword', keyword);
  return api<InboxAnswer>(`/messages?${q.toString()}`);
}

/** A page of a thread, newest first; a thread that is not the member's is 404 with the server's message. */
export function threadPage(id: number, offset: number): Promise<ThreadAnswer> {
  return api<ThreadAnswer>(`/messages/${id}?offset=${offset}&limit=${MESSAGE_PAGE_SIZE}`, {
    handles: [400, 404],
  });
}

export const markRead = (id: number) =>
  api<MessageAnswer>(`/messages/${id}/read`, { method: 'POST', handles: [400, 404] });

export const archiveThread = (id: number) =>
  api<MessageAnswer>(`/messages/${id}`, { method: 'DELETE', handles: [400, 404] });

export const sendMessage = (body: MessageSendRequest) =>
  api<MessageSentAnswer>('/messages', {
    method: 'POST',
    body,
    handles: [400, 403, 404, 422],
  });

/** The listing a new conversation is about (its public page's answer). */
export const listingQuery = (id: number) => ({
  queryKey: ['listing', String(id)],
  queryFn: () => api<PublicListing>(`/listing/${id}`, { handles: [400, 404] }),
});

/**
 * The member's existing thread with this member about this listing, if any: the inbox searched by the listing's
 * title (few threads match), in both tabs (docs/decisions/032-messaging-pages.md).
 */
export async function findThread(userId: number, listingId: number, title: string): Promise<number | null> {
  const keyword = title.slice(0, 200);
  const [inbox, archived] = await Promise.all([
    api<InboxAnswer>(`/messages?limit=100&keyword=${encodeURIComponent(keyword)}`),
    api<InboxAnswer>(`/messages?limit=100&filter=archived%3Dtrue&keyword=${encodeURIComponent(keyword)}`),
  ]);
  const match = [...inbox.users, ...archived.users].find(
    (c) => c.user_id === userId && c.listing_id === listingId,
  );
  return match?.id ?? null;
}

/** After reading or writing: the badge and the thread list. */
export function refreshInbox(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
    queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  ]).then(() => undefined);
}
