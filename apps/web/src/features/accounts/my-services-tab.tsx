// #my-services (docs/product/specification/1-accounts-and-shell.md §2, §3 "Account service row"; docs/product/specification/3-money-and-messaging.md §2.3): the services the member pays for, how each was
// paid (payment_type) with its reference (txn_code: PAYMENT.FEE.LISTER marks the lister fee), and whether each
// renews (docs/decisions/056-payment-types-services-and-late-fees.md).
import './texts';
import type { ReactNode } from 'react';
import { Alert, Box, Card, Code, Group, Stack, Table, Text } from '@mantine/core';
import { Loading } from '../../components/loading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountServiceRow } from '@crashpad/shared/api/account-settings';
import { formatCents } from '@crashpad/shared/format/money';
import { serviceKind, servicePaymentKind } from '@crashpad/shared/rules/service-codes';
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

/** How it was paid, then what it is and its reference: "By card", "Lister package fee · Ref. PAYMENT.FEE.LISTER". */
function Payment({ row }: { row: AccountServiceRow }) {
  const { t } = useTranslation();
  const kind = serviceKind(row.txn_code);
  return (
    <>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(`settings.paidBy.${servicePaymentKind(row.payment_type)}`, { type: row.payment_type })}
      </Text>
      <Text fz="xs" c="dimmed">
        {kind !== 'other' && `${t(`settings.serviceKind.${kind}`)} · `}
        {t('settings.serviceRef')} <Code>{row.txn_code}</Code>
      </Text>
    </>
  );
}

/** The amount, and the credit a replaced package gave towards it. */
function Amount({ row }: { row: AccountServiceRow }) {
  const { t } = useTranslation();
  return (
    <>
      {formatCents(row.amount)}
      {row.credit > 0 && (
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('settings.plusCredit', { credit: formatCents(row.credit) })}
        </Text>
      )}
    </>
  );
}

const started = (row: AccountServiceRow) => formatDate(row.starts_at ?? row.created_at);
const expires = (row: AccountServiceRow) => (row.expire_at ? formatDate(row.expire_at) : '—');

/** One line of a service on a phone: its label, then its value. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" fz="sm" c="dimmed" w={84} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * A table from a tablet up; on a phone each service is a card with the same facts one under the other, so nothing
 * is hidden to the side of a table that scrolls.
 */
export function MyServicesTab() {
  const { t } = useTranslation();
  const services = useQuery(accountServicesQuery);
  if (services.isPending) return <Loading />;
  if (services.error) return <Alert color="red">{errorMessage(services.error)}</Alert>;
  if (services.data.data.length === 0) return <Text c="dimmed">{t('settings.noServices')}</Text>;
  const rows = services.data.data;
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={700}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.service')}</Table.Th>
                <Table.Th>{t('settings.amount')}</Table.Th>
                <Table.Th>{t('settings.payment')}</Table.Th>
                <Table.Th>{t('settings.renews')}</Table.Th>
                <Table.Th>{t('settings.started')}</Table.Th>
                <Table.Th>{t('settings.expires')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text fw={600}>{row.title}</Text>
                    <Text fz="sm" c="dimmed">
                      {row.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Amount row={row} />
                  </Table.Td>
                  <Table.Td>
                    <Payment row={row} />
                  </Table.Td>
                  <Table.Td>
                    <Renewal row={row} />
                  </Table.Td>
                  <Table.Td>{started(row)}</Table.Td>
                  <Table.Td>{expires(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="sm" component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Card key={row.id} component="li" withBorder padding="sm" radius="md" aria-label={row.title}>
            <Text fw={600}>{row.title}</Text>
            <Text fz="sm" c="dimmed" mb="xs">
              {row.description}
            </Text>
            <Stack component="dl" gap={4} m={0}>
              <Field label={t('settings.amount')}>
                <Amount row={row} />
              </Field>
              <Field label={t('settings.payment')}>
                <Payment row={row} />
              </Field>
              <Field label={t('settings.renews')}>
                <Renewal row={row} />
              </Field>
              <Field label={t('settings.started')}>{started(row)}</Field>
              <Field label={t('settings.expires')}>{expires(row)}</Field>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
