// /chat/user/:userId/listing/:listingId (docs/product/specification/3-money-and-messaging.md §2.5, docs/product/specification/2-listings-and-tenants.md §2.8 "Send a message"): a conversation about a
// listing. A thread with that member about that listing already there opens instead; otherwise the listing's
// summary and the message box; the first message creates the thread and opens it. Refusals (403
// MESSAGE_NOT_ALLOWED, ACCOUNT_INACTIVE) show the server's message under the box.
import './texts';
import { useEffect } from 'react';
import { Alert, Anchor, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { formatDollars } from '@crashpad/shared/format/money';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { findThread, listingQuery, refreshInbox, sendMessage } from './api';
import { Composer } from './composer';

export default function StartChatPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('messaging.thread.newConversation') });
  const params = useParams();
  const userId = Number(params.userId) || 0;
  const listingId = Number(params.listingId) || 0;
  const me = useSession()?.user.id ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listing = useQuery({ ...listingQuery(listingId), enabled: listingId > 0 });
  const title = listing.data?.title;
  const existing = useQuery({
    queryKey: ['messages', 'existing', me, userId, listingId],
    queryFn: () => findThread(userId, listingId, title ?? ''),
    enabled: title !== undefined && userId !== me,
    staleTime: 0,
  });
  const found = existing.data;
  useEffect(() => {
    if (found) void navigate(`/chat/${found}`, { replace: true });
  }, [found, navigate]);

  const send = async (text: string) => {
    const answer = await sendMessage({ to: userId, message: text, listing_id: listingId });
    void refreshInbox(queryClient);
    void navigate(`/chat/${answer.thread_id}`, { replace: true });
  };

  // A member and a listing are both needed: anything else is not a page (and would wait forever).
  if (userId <= 0 || listingId <= 0) return <Navigate to="/404" replace />;
  const l = listing.data;
  const name = l && l.user_id === userId ? l.lister.display_name : null;
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to="/messages" fz="sm" c="blue.9">
        ← {t('messaging.thread.back')}
      </Anchor>
      <Title order={1} fz="h2" mt="sm" mb="md">
        {t('messaging.thread.newConversation')}
      </Title>
      {listing.isPending || existing.isLoading || found ? (
        <Loading py={80} />
      ) : listing.isError || !l ? (
        <Alert color="red" role="alert">
          {errorMessage(listing.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Group wrap="nowrap" align="flex-start" gap="md">
              {l.thumbnail && <Image src={l.thumbnail} alt="" w={112} h={84} radius="sm" fit="cover" />}
              <div style={{ minWidth: 0 }}>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('messaging.thread.about')}
                </Text>
                <Anchor component={Link} to={`/listing/${l.id}`} fw={700} c="blue.9">
                  {l.title}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  {[l.city, l.state].filter(Boolean).join(', ')}
                </Text>
                <Text fz="sm" fw={600}>
                  {formatDollars(l.rate_per_from)}
                  {l.rate_per_to !== null && l.rate_per_to > l.rate_per_from
                    ? ` – ${formatDollars(l.rate_per_to)}`
                    : ''}{' '}
                  {t('messaging.thread.perMonth')}
                </Text>
              </div>
            </Group>
          </Paper>
          {userId === me ? (
            <Alert color="gray">{t('messaging.thread.own')}</Alert>
          ) : (
            <>
              <Text>{name ? t('messaging.thread.start', { name }) : t('messaging.thread.startAny')}</Text>
              <Composer onSend={send} autoFocus />
            </>
          )}
        </Stack>
      )}
    </Container>
  );
}
