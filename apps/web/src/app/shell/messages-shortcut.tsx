// Phones: the navigation sits in the drawer, so the header keeps an envelope to /messages with the unread badge
// beside the burger (spec 1 §2 "My messages" with its badge; spec 3 §9 99+ above 100).
import { ActionIcon, Badge, Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeText, unreadQuery } from '../../lib/unread-messages';

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
