// A thread card of the inbox (spec 3 §2.5, §3 "Message thread card"): the other member's photo and name (to
// their profile), the listing (to its page), the newest message (to the thread), its date and the unread mark.
import { Anchor, Avatar, Badge, Box, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ThreadCard as Card } from '@crashpad/shared/api/messages';
import { formatDay } from '../../lib/dates';
import classes from './messaging.module.css';

export const memberName = (c: { display_name: string; first_name: string; last_name: string }) =>
  c.display_name || `${c.first_name} ${c.last_name}`.trim();

export function ThreadCard({ card, me }: { card: Card; me: number }) {
  const { t } = useTranslation();
  const unread = card.thread_is_read === 0;
  const name = memberName(card);
  return (
    <Paper
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
            <Anchor component={Link} to={`/user/${card.user_id}`} fw={700} c="dark.9" truncate="end">
              {name}
            </Anchor>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDay(card.date_last_updated)}
            </Text>
          </Group>
          {card.listing_id !== null && card.listing_title && (
            <Anchor
              component={Link}
              to={`/listing/${card.listing_id}`}
              fz="sm"
              c="blue.9"
              truncate="end"
              display="block"
            >
              {card.listing_title}
            </Anchor>
          )}
          <Link to={`/chat/${card.id}`} className={classes.preview}>
            <Text fz="sm" fw={unread ? 700 : 400} c={unread ? 'dark.9' : 'gray.8'} lineClamp={2}>
              {card.from_user === me ? t('messaging.you') : ''}
              {card.message}
            </Text>
          </Link>
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
