// /admin/feeds: the product's own events and special offers (docs/decisions/062-events-and-special-offers.md), a tab
// for each type whose flag is on: a page of the items, latest start first, with Edit and Delete, and Add. When an
// outside service feeds them the list is only shown, with where to edit them.
import './texts';
import { Suspense, lazy, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEED_MESSAGES, type FeedItem, type FeedType } from '@crashpad/shared/api/feeds';
import { Loading } from '../../components/loading';
import { confirmDialog } from '../../lib/dialogs';
import { feedDates } from '../../lib/feed-format';
import { FEED_FLAG, FEED_TYPES, feedKeys, feedTitle } from '../../lib/feeds';
import { notify, notifyError } from '../../lib/notify';
import { useSite } from '../../lib/site';
import { adminFeedKey, adminFeedQuery, deleteFeedItem } from './api';

// The form (with its upload button and the contract's checks) loads when it opens (docs/decisions/004).
const FeedItemForm = lazy(() => import('./feed-item-form').then((m) => ({ default: m.FeedItemForm })));

/** The item being edited: a saved one, or null for a new one. */
type Editing = { item: FeedItem | null } | null;

function FeedTable({ type }: { type: FeedType }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery(adminFeedQuery(type, page));
  const answer = list.data;

  const askDelete = async (item: FeedItem) => {
    const title = feedTitle(item);
    const confirmed = await confirmDialog({
      title: t('feedsAdmin.deleteTitle'),
      message: t('feedsAdmin.deleteQuestion', { title }),
      confirmLabel: t('feedsAdmin.deleteLabel'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      const { message } = await deleteFeedItem(type, item.id);
      void notify({ color: 'green', message });
      await Promise.all([
        client.invalidateQueries({ queryKey: adminFeedKey(type) }),
        client.invalidateQueries({ queryKey: feedKeys.all }),
      ]);
    } catch (err) {
      void notifyError(err);
    }
  };

  if (!answer) return <Loading />;
  const pages = Math.max(1, Math.ceil(answer.total / answer.per_page));
  return (
    <>
      {answer.editable ? (
        <Group justify="flex-end" mb="md">
          <Button onClick={() => setEditing({ item: null })}>{t(`feedsAdmin.add.${type}`)}</Button>
        </Group>
      ) : (
        <Alert color="blue" mb="md">
          {FEED_MESSAGES.externalFeed}
        </Alert>
      )}
      {answer.data.length === 0 ? (
        <Text c="dimmed">{t(`feedsAdmin.empty.${type}`)}</Text>
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('feedsAdmin.columns.date')}</Table.Th>
                  <Table.Th>{t('feedsAdmin.columns.title')}</Table.Th>
                  <Table.Th>{t('feedsAdmin.columns.city')}</Table.Th>
                  <Table.Th>{t('feedsAdmin.columns.business')}</Table.Th>
                  {answer.editable && (
                    <Table.Th>
                      <VisuallyHidden>{t('feedsAdmin.columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.map((item) => {
                  const title = feedTitle(item);
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td>{feedDates(item.start_date, item.end_date)}</Table.Td>
                      <Table.Td>{title}</Table.Td>
                      <Table.Td>{item.city_name}</Table.Td>
                      <Table.Td>{item.business_name}</Table.Td>
                      {answer.editable && (
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap" justify="flex-end">
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={t('feedsAdmin.editItem', { title })}
                              onClick={() => setEditing({ item })}
                            >
                              {t('feedsAdmin.editLabel')}
                            </Button>
                            <Button
                              size="xs"
                              variant="default"
                              c="red.9"
                              aria-label={t('feedsAdmin.deleteItem', { title })}
                              onClick={() => void askDelete(item)}
                            >
                              {t('feedsAdmin.deleteLabel')}
                            </Button>
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {/* Previous and Next rather than Mantine's Pagination, which shared with the airports page became a chunk of
          its first load (docs/decisions/004-web-performance.md). */}
      {pages > 1 && (
        <Group justify="center" mt="md" component="nav" aria-label={t('feedsAdmin.pages')}>
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('feedsAdmin.previous')}
          </Button>
          <Text fz="sm">{t('feedsAdmin.pageOf', { page, pages })}</Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('feedsAdmin.next')}
          </Button>
        </Group>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(`feedsAdmin.${editing?.item ? 'edit' : 'add'}.${type}`)}
        size="lg"
        centered
      >
        {editing && (
          <Suspense fallback={<Loading />}>
            <FeedItemForm type={type} item={editing.item} onClose={() => setEditing(null)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}

export default function AdminFeedsPage() {
  const { t } = useTranslation();
  const { flags } = useSite();
  const types = FEED_TYPES.filter((type) => flags[FEED_FLAG[type]]);
  const [tab, setTab] = useState<string | null>(types[0] ?? null);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t('feedsAdmin.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('feedsAdmin.intro')}
      </Text>
      {types.length === 0 && <Text>{t('feedsAdmin.off')}</Text>}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          {types.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`feedsAdmin.tabs.${type}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {types.map((type) => (
          <Tabs.Panel key={type} value={type}>
            <FeedTable type={type} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
