// /dev/outbox: the e-mails the local outbox holds, for admins or on the server's own machine, while it is the
// active mail transport (docs/decisions/019-developer-tools-access.md); anyone else reads the refusal.
import './texts';
import { Alert, Anchor, Badge, Card, Container, Stack, Table, Text, Title } from '@mantine/core';
import type { OutboxListAnswer } from '@crashpad/shared/api/site';
import { Loading } from '../../components/loading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { outboxQuery } from './api';

export default function OutboxPage() {
  const { t } = useTranslation();
  const list = useQuery({
    ...outboxQuery,
    refetchInterval: 5000,
  });
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t('outbox.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t(list.data?.transport === 'smtp' ? 'outbox.introSmtp' : 'outbox.intro')}
      </Text>
      {list.data && list.data.pending > 0 && (
        <Alert color="yellow" mb="md">
          {t('outbox.pending', { count: list.data.pending })}
        </Alert>
      )}
      {list.error instanceof ApiError && <Alert color="yellow">{list.error.message}</Alert>}
      {list.isPending && <Loading />}
      {list.data && list.data.data.length === 0 && <Text>{t('outbox.empty')}</Text>}
      {list.data && list.data.data.length > 0 && (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('outbox.subject')}</Table.Th>
                  <Table.Th>{t('outbox.to')}</Table.Th>
                  <Table.Th>{t('outbox.sent')}</Table.Th>
                  {list.data.transport === 'smtp' && <Table.Th>{t('outbox.status')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>
                      {list.data.transport === 'outbox' ? (
                        <Anchor component={Link} to={`/dev/outbox/${mail.id}`}>
                          {mail.subject}
                        </Anchor>
                      ) : (
                        mail.subject
                      )}
                    </Table.Td>
                    <Table.Td>{mail.to}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text fz="sm">{formatDateTime(mail.created_at)}</Text>
                      </Stack>
                    </Table.Td>
                    {list.data.transport === 'smtp' && (
                      <Table.Td>
                        <QueueState mail={mail} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Container>
  );
}

/** Where an e-mail is in the SMTP queue (docs/decisions/059-mail-queue.md). */
function QueueState({ mail }: { mail: OutboxListAnswer['data'][number] }) {
  const { t } = useTranslation();
  if (mail.status === 'sent') return <Badge color="green">{t('outbox.statusSent')}</Badge>;
  const failed = mail.status === 'failed';
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={failed ? 'red' : 'yellow'}>
        {t(failed ? 'outbox.statusFailed' : 'outbox.statusPending')}
      </Badge>
      <Text fz="xs">
        {failed
          ? t('outbox.failedDetail', { attempts: mail.attempts })
          : t('outbox.pendingDetail', {
              attempts: mail.attempts,
              next: mail.next_attempt_at ? formatDateTime(mail.next_attempt_at) : '—',
            })}
      </Text>
      {mail.last_error && (
        <Text fz="xs" c="dimmed">
          {mail.last_error}
        </Text>
      )}
    </Stack>
  );
}
