// One thread's messages (docs/product/specification/3-money-and-messaging.md §4): opening it marks it read first (POST …/read, then the first page); older
// pages of 25 load on demand (offset = messages known); new messages arrive through the socket and the member's
// own sends. Every message is kept once, by id, whichever way it came (docs/decisions/032-messaging-pages.md).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageItem } from '@crashpad/shared/api/messages';
import { useChatEvents } from '../../lib/realtime';
import { UNREAD_KEY } from '../../lib/unread-messages';
import { markRead, refreshInbox, threadKey, threadPage } from './api';

/** Oldest first, as a conversation reads; ties by id. */
export function mergeMessages(...lists: MessageItem[][]): MessageItem[] {
  const byId = new Map<number, MessageItem>();
  for (const list of lists) for (const m of list) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
}

export function useThread(id: number, me: number) {
  const queryClient = useQueryClient();
  const [older, setOlder] = useState<MessageItem[]>([]);
  const [live, setLive] = useState<MessageItem[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const first = useQuery({
    queryKey: threadKey(id),
    queryFn: async () => {
      await markRead(id);
      const page = await threadPage(id, 0);
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      return page;
    },
    staleTime: 0,
  });
  const fromPages = first.data?.messages ?? [];
  const messages = mergeMessages(fromPages, older, live);
  const paged = new Set([...fromPages, ...older].map((m) => m.id));
  const total = (first.data?.total_messages ?? 0) + live.filter((m) => !paged.has(m.id)).length;
  const hasOlder = messages.length < total;

  const loadOlder = async () => {
    setLoadingOlder(true);
    try {
      const page = await threadPage(id, messages.length);
      setOlder((o) => [...o, ...page.messages]);
    } finally {
      setLoadingOlder(false);
    }
  };

  /** A message the member just sent (its id from the answer; the socket may bring it too). */
  const addSent = (message: MessageItem) => setLive((l) => [...l, message]);

  useChatEvents((event) => {
    if (event.thread_id !== id) return;
    setLive((l) => [
      ...l,
      {
        id: event.message_id,
        from_user: event.from_user,
        created: event.created,
        listing_id: event.listing_id,
        listing_title: first.data?.messages[0]?.listing_title ?? null,
        message: event.message,
      },
    ]);
    if (event.from_user !== me) {
      // The thread is open: what arrives is read. A message also brings an archived thread back.
      void markRead(id)
        .then(() => refreshInbox(queryClient))
        .catch(() => undefined);
      if (first.data?.is_archived) void first.refetch();
    }
  });

  return { first, messages, hasOlder, loadOlder, loadingOlder, addSent };
}
