// The shell's member-only pieces, one chunk loaded once someone is signed in (a visitor's first load carries none
// of it): the unread badge beside My messages and the phones' envelope (docs/product/specification/1-accounts-and-shell.md §2; docs/product/specification/3-money-and-messaging.md §2.5, §9 "99+ above
// 100"), and the socket with what a new message refreshes (docs/product/specification/3-money-and-messaging.md §4 "Realtime: … then threads reload"; the
// open thread adds the message itself).
import { useEffect, useRef } from 'react';
import { ActionIcon, Badge, Box, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onResync, useChatEvents, useRealtimeConnection } from '../../lib/realtime';
import { useSession } from '../../lib/session';
import { MESSAGES_KEY, UNREAD_KEY, badgeText, unreadQuery } from '../../lib/unread-messages';

const RELOAD_AFTER_EVENTS_MS = 250;

export function RealtimeEffects() {
  const queryClient = useQueryClient();
  useRealtimeConnection(useSession()?.token ?? null);
  useEffect(
    () => onResync(() => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY })),
    [queryClient],
  );
  // A burst of events (a lister's bulk message to hundreds of tenants reaches each of their tabs) reloads once,
  // 250 ms after the last of them, not once per event.
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  useChatEvents(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'inbox'] });
    }, RELOAD_AFTER_EVENTS_MS);
  });
  return null;
}

export function UnreadBadge({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const count = useQuery(unreadQuery(userId)).data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <Badge component="span" size="sm" color="red.9" ml={6} data-testid="unread-badge">
        {badgeText(count)}
      </Badge>
      <VisuallyHidden>{t('shell.unread')}</VisuallyHidden>
    </>
  );
}

/** Phones: the navigation sits in the drawer, so the header keeps an envelope to /messages with the badge. */
export function MessagesShortcut({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const unread = useQuery(unreadQuery(userId));
  const count = unread.data?.count ?? 0;
  const label =
    count > 0 ? `${t('shell.myMessages')} (${badgeText(count)} ${t('shell.unread')})` : t('shell.myMessages');
  return (
    <Box pos="relative">
      <ActionIcon component={Link} to="/messages" variant="subtle" size="lg" aria-label={label}>
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
      </ActionIcon>
      {count > 0 && (
        <Badge
          size="xs"
          color="red.9"
          pos="absolute"
          top={-4}
          right={-6}
          px={4}
          style={{ pointerEvents: 'none' }}
          aria-hidden="true"
          data-testid="unread-badge-phone"
        >
          {badgeText(count)}
        </Badge>
      )}
    </Box>
  );
}
