// /admin/users: find a member and switch into them (docs/product/specification/1-accounts-and-shell.md §1, §6 "Admin"); every switch is logged. A closed
// account can be reopened here.
import './texts';
import { useState } from 'react';
import { Badge, Button, Card, Container, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PLANS } from '@crashpad/shared/plans';
import { Loading } from '../../components/loading';
import { formatDate } from '../../lib/dates';
import { confirmDialog } from '../../lib/dialogs';
import { notify, notifyError } from '../../lib/notify';
import { storeSession } from '../../lib/session';
import { adminUsersKey, adminUsersQuery, reopenAccount, switchToUser } from './api';

export default function AdminUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const users = useQuery(adminUsersQuery(debounced));
  const switchTo = useMutation({
    mutationFn: switchToUser,
    onSuccess: (answer) => {
      storeSession(answer, false);
      // What was read as the admin is read again as the member (docs/decisions/046-flows-and-looks.md).
      void client.invalidateQueries();
      void notify({ color: 'blue', message: t('admin.switched', { name: answer.user.display_name }) });
      void navigate('/account-setting');
    },
    onError: (err) => void notifyError(err),
  });
  // A closed account is reopened on the member's request ("Contact us if you want to reopen it"); its listings
  // come back as they were.
  const reopen = useMutation({
    mutationFn: reopenAccount,
    onSuccess: async (answer) => {
      void notify({ color: 'green', message: answer.message });
      await client.invalidateQueries({ queryKey: adminUsersKey });
    },
    onError: (err) => void notifyError(err),
  });
  // Reopening gives the member their account and listings back: the admin confirms first
  // (docs/decisions/046-flows-and-looks.md).
  const askReopen = async (u: { id: number; name: string; email: string }) => {
    const confirmed = await confirmDialog({
      title: t('admin.reopenTitle'),
      message: t('admin.reopenQuestion', { name: u.name, email: u.email }),
      confirmLabel: t('admin.reopen'),
    });
    if (confirmed) reopen.mutate(u.id);
  };
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t('admin.usersTitle')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('admin.usersIntro')}
      </Text>
      <TextInput
        label={t('admin.search')}
        placeholder={t('admin.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        mb="md"
      />
      {!users.data ? (
        <Loading />
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.member')}</Table.Th>
                  <Table.Th>{t('settings.plan')}</Table.Th>
                  <Table.Th>{t('admin.status')}</Table.Th>
                  <Table.Th>{t('admin.joined')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.data.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <Text fw={600}>{u.name}</Text>
                      <Text fz="sm" c="dimmed">
                        {u.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {u.is_admin ? (
                        <Badge>{t('admin.admin')}</Badge>
                      ) : u.user_plan ? (
                        PLANS[u.user_plan].title
                      ) : (
                        t('settings.freeTenant')
                      )}
                    </Table.Td>
                    <Table.Td>{u.status}</Table.Td>
                    <Table.Td>{formatDate(u.created_at)}</Table.Td>
                    <Table.Td>
                      {u.status === 'DEACTIVATED' && (
                        <Button
                          size="xs"
                          variant="default"
                          loading={reopen.isPending && reopen.variables === u.id}
                          onClick={() => void askReopen(u)}
                          aria-label={t('admin.reopenFor', { name: u.name })}
                        >
                          {t('admin.reopen')}
                        </Button>
                      )}
                      {!u.is_admin && u.status === 'ACTIVE' && (
                        <Button
                          size="xs"
                          variant="light"
                          loading={switchTo.isPending && switchTo.variables === u.id}
                          onClick={() => switchTo.mutate(u.id)}
                          aria-label={t('admin.switchTo', { name: u.name })}
                        >
                          {t('admin.switch')}
                        </Button>
                      )}
                    </Table.Td>
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
