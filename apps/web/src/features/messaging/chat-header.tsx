// The thread's header (docs/product/specification/3-money-and-messaging.md §2.5): the other member (photo, name to /user/{id}, airlines, the phone only when
// the API gives it, by approval_public_phone_user / _tenant), the listing link, the archive button, and for
// listers the invite button ('Invite to join crashpad' / 'Invite sent').
import { Anchor, Avatar, Badge, Box, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ThreadAnswer } from '@crashpad/shared/api/messages';

type Props = {
  thread: ThreadAnswer;
  listingTitle: string | null;
  lister: boolean;
  onArchive: () => void;
  onInvite: () => void;
};

export function ChatHeader({ thread, listingTitle, lister, onArchive, onInvite }: Props) {
  const { t } = useTranslation();
  const name = thread.to_user; // the display name (docs/product/accounts.md#names)
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md" miw={0} style={{ flex: '1 1 260px' }}>
          <Avatar src={thread.to_user_photo} alt="" radius="xl" size={56} color="blue" name={name} />
          <Box miw={0}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={`/user/${thread.to_user_id}`} fw={700} fz="lg" c="dark.9">
                {name}
              </Anchor>
              {thread.is_archived && (
                <Badge color="gray.8" variant="filled">
                  {t('messaging.thread.archived')}
                </Badge>
              )}
            </Group>
            {thread.to_user_airlines && (
              <Text fz="sm" c="dimmed">
                {t('messaging.thread.airlines')}: {thread.to_user_airlines}
              </Text>
            )}
            {thread.to_user_phone_number && (
              <Text fz="sm">
                {t('messaging.thread.phone')}:{' '}
                <Anchor href={`tel:${thread.to_user_phone_number.replace(/[^\d+]/g, '')}`}>
                  {thread.to_user_phone_number}
                </Anchor>
              </Text>
            )}
            {thread.listing_id !== null && (
              <Text fz="sm" mt={2}>
                {t('messaging.about')}:{' '}
                <Anchor component={Link} to={`/listing/${thread.listing_id}`} c="blue.9">
                  {listingTitle ?? t('messaging.thread.about')}
                </Anchor>
              </Text>
            )}
            {!thread.is_active && (
              <Text fz="sm" c="red.9" mt={4}>
                {t('messaging.thread.inactive')}
              </Text>
            )}
          </Box>
        </Group>
        <Group gap="xs">
          {lister && (
            <Button
              variant={thread.is_invited ? 'light' : 'filled'}
              color={thread.is_invited ? 'teal.9' : undefined}
              disabled={thread.is_invited}
              onClick={onInvite}
            >
              {thread.is_invited ? t('messaging.thread.invited') : t('messaging.thread.invite')}
            </Button>
          )}
          {!thread.is_archived && (
            <Button variant="default" onClick={onArchive}>
              {t('messaging.thread.archive')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
