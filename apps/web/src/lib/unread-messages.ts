// The header's unread badge (docs/product/specification/1-accounts-and-shell.md §2, docs/product/specification/3-money-and-messaging.md §2.5, §7 "GET /messages/unread", §9 "99+ above 100"): fetched on
// load when signed in, refreshed on chat events and after a thread is read. Every messaging query lives under
// MESSAGES_KEY, so one invalidation refreshes the inbox, the badge and the open thread.
import { api } from './api-client';

export const MESSAGES_KEY = ['messages'] as const;
export const UNREAD_KEY = [...MESSAGES_KEY, 'unread'] as const;

export const unreadQuery = (userId: number) => ({
  queryKey: [...UNREAD_KEY, userId],
  queryFn: () => api<{ count: number }>('/messages/unread'),
  staleTime: 60_000,
});

/** docs/product/specification/3-money-and-messaging.md §9: the badge reads 99+ above 100 (and the count itself up to 100). */
export function badgeText(count: number): string {
  return count > 100 ? '99+' : String(count);
}
