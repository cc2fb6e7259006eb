// /messages (docs/product/specification/3-money-and-messaging.md §2.5): My messages and Archived messages, the search by name or keyword (1000 ms debounce,
// §9), the current and total counts, the thread cards, and see-more loading the next page of 25 (offset = loaded
// pages × limit) once 6 or more threads show and more exist. The sidebar holds the metrics and plan terms (§1).
import './texts';
import { useState } from 'react';
import { Alert, Button, Container, Grid, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGE_PAGE_SIZE } from '@crashpad/shared/api/messages';
import { ONLINE_COUNT_SHOWN_ABOVE } from '@crashpad/shared/api/realtime';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { useOnlineCount } from '../../lib/realtime';
import { useSession } from '../../lib/session';
import { INBOX_KEY, inboxPage, type Tab } from './api';
import { InboxSidebar } from './inbox-sidebar';
import { ThreadCard } from './thread-card';

/** docs/product/specification/3-money-and-messaging.md §9 */
export const SEARCH_DEBOUNCE_MS = 1000;
/** docs/product/specification/3-money-and-messaging.md §2.5: the see-more button shows at 6 or more threads (and only when another page exists). */
export const INBOX_SEE_MORE_AT = 6;

export default function MessagesPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('messaging.title') });
  const session = useSession();
  const me = session?.user.id ?? 0;
  const online = useOnlineCount();
  const [tab, setTab] = useState<Tab>('inbox');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const inbox = useInfiniteQuery({
    queryKey: [...INBOX_KEY, me, tab, keyword],
    queryFn: ({ pageParam }) => inboxPage(tab, keyword, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * MESSAGE_PAGE_SIZE < last.current_messages ? pages.length : undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const pages = inbox.data?.pages ?? [];
  const seen = new Set<number>();
  // A thread moved up by a new message can show on two pages: once only.
  const cards = pages.flatMap((p) => p.users).filter((c) => !seen.has(c.id) && seen.add(c.id));
  const first = pages[0];
  const emptyText = keyword
    ? t('messaging.noMatch')
    : tab === 'archived'
      ? t('messaging.emptyArchived')
      : t('messaging.empty');

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="baseline" mb="md" wrap="wrap">
        <Title order={1}>{t('messaging.title')}</Title>
        {online > ONLINE_COUNT_SHOWN_ABOVE && (
          <Text fz="sm" c="teal.9" fw={600} role="status">
            ● {t('messaging.online', { count: online })}
          </Text>
        )}
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs value={tab} onChange={(v) => setTab(v === 'archived' ? 'archived' : 'inbox')} mb="md">
            <Tabs.List>
              <Tabs.Tab value="inbox">{t('messaging.tabs.inbox')}</Tabs.Tab>
              <Tabs.Tab value="archived">{t('messaging.tabs.archived')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
            <TextInput
              type="search"
              aria-label={t('messaging.search')}
              placeholder={t('messaging.search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maxLength={200}
              style={{ flex: '1 1 240px' }}
            />
            {first && (
              <Text fz="sm" c="dimmed" data-testid="inbox-counts">
                {t('messaging.counts', { current: first.current_messages, total: first.total_messages })}
              </Text>
            )}
          </Group>
          {inbox.isPending ? (
            <Loading py={60} />
          ) : inbox.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(inbox.error)}
            </Alert>
          ) : cards.length === 0 ? (
            <Stack align="center" py={48} gap="sm">
              <Text c="dimmed">{emptyText}</Text>
              {tab === 'inbox' && !keyword && (
                <Button component={Link} to="/airports" variant="light">
                  {t('messaging.findCrashpad')}
                </Button>
              )}
            </Stack>
          ) : (
            <Stack gap="sm">
              {cards.map((card) => (
                <ThreadCard key={card.id} card={card} me={me} />
              ))}
              {cards.length >= INBOX_SEE_MORE_AT && inbox.hasNextPage && (
                <Button
                  variant="default"
                  mx="auto"
                  mt="sm"
                  loading={inbox.isFetchingNextPage}
                  onClick={() => void inbox.fetchNextPage()}
                >
                  {t('messaging.seeMore')}
                </Button>
              )}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <InboxSidebar user={session?.user ?? null} tenant={first?.tenant ?? false} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
