// A thread card of the inbox (docs/product/specification/3-money-and-messaging.md §2.5, §3 "Message thread card"): the other member's photo and name, the
// listing, the newest message, its date and the unread mark. The whole card is one link to the thread, with no
// link inside it: the name is where members click to open a conversation, and the profile and listing links are
// on the thread page (docs/decisions/046-flows-and-looks.md).
import { Avatar, Badge, Box, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ThreadCard as Card } from '@crashpad/shared/api/messages';
import { formatDay } from '../../lib/dates';
import classes from './messaging.module.css';

export function ThreadCard({ card, me }: { card: Card; me: number }) {
  const { t } = useTranslation();
  const unread = card.thread_is_read === 0;
  const name = card.display_name; // members know each other by display name (docs/product/accounts.md#names)
  return (
    <Paper
      component={Link}
      to={`/chat/${card.id}`}
      withBorder
      radius="md"
      p="md"
      className={unread ? `${classes.card} ${classes.unread}` : classes.card}
      data-testid="thread-card"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar src={card.photo} alt="" radius="xl" size={48} color="blue" name={name} />
        <Box miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} c="dark.9" truncate="end">
              {name}
            </Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDay(card.date_last_updated)}
            </Text>
          </Group>
          {card.listing_id !== null && card.listing_title && (
            <Text fz="sm" c="blue.9" truncate="end">
              {card.listing_title}
            </Text>
          )}
          <Text
            fz="sm"
            fw={unread ? 700 : 400}
            c={unread ? 'dark.9' : 'gray.8'}
            lineClamp={2}
            mt={4}
            className={classes.preview}
          >
            {card.from_user === me ? t('messaging.you') : ''}
            {card.message}
          </Text>
        </Box>
        {unread && (
          <Badge color="red.9" size="sm" variant="filled" className={classes.unreadMark}>
            {t('messaging.unread')}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
