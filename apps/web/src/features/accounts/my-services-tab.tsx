// #my-services (spec 1 §2; spec 3 §2.3): the services the member pays for, and whether each renews.
import './texts';
import { Alert, Table, Text } from '@mantine/core';
import { Loading } from '../../components/loading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountServiceRow } from '@crashpad/shared/api/account-settings';
import { formatCents } from '@crashpad/shared/format/money';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { accountServicesQuery } from './api';

/**
 * Only the package that runs now renews; one a change of package replaced, or one a later year continues, says
 * so (docs/decisions/016-plan-changes-and-proration.md), so a member never sees two packages renewing.
 */
function Renewal({ row }: { row: AccountServiceRow }) {
  const { t } = useTranslation();
  if (row.status === 'replaced')
    return (
      <Text fz="sm" fw={600}>
        {t('settings.replacedOn', { date: formatDate(row.replaced_at!) })}
      </Text>
    );
  if (row.status === 'renewed') return <>{t('settings.renewed')}</>;
  if (row.status === 'ended') return <>{t('settings.ended')}</>;
  return <>{row.repeat ? t('settings.repeats', { repeat: row.repeat }) : t('settings.once')}</>;
}

export function MyServicesTab() {
  const { t } = useTranslation();
  const services = useQuery(accountServicesQuery);
  if (services.isPending) return <Loading />;
  if (services.error) return <Alert color="red">{errorMessage(services.error)}</Alert>;
  if (services.data.data.length === 0) return <Text c="dimmed">{t('settings.noServices')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.service')}</Table.Th>
            <Table.Th>{t('settings.amount')}</Table.Th>
            <Table.Th>{t('settings.renews')}</Table.Th>
            <Table.Th>{t('settings.started')}</Table.Th>
            <Table.Th>{t('settings.expires')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.data.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text fw={600}>{row.title}</Text>
                <Text fz="sm" c="dimmed">
                  {row.description}
                </Text>
              </Table.Td>
              <Table.Td>
                {formatCents(row.amount)}
                {row.credit > 0 && (
                  <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('settings.plusCredit', { credit: formatCents(row.credit) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Renewal row={row} />
              </Table.Td>
              <Table.Td>{formatDate(row.starts_at ?? row.created_at)}</Table.Td>
              <Table.Td>{row.expire_at ? formatDate(row.expire_at) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
