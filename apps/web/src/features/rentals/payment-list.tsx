// A list of payments with their status badges (docs/product/specification/3-money-and-messaging.md §3 "Transaction": paid primary, pending warning, other
// danger; docs/decisions/027): My Crew's payment history of a tenant, and a tenant's own payments on My CrashPad.
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransactionView } from '@crashpad/shared/api/payment-requests';
import { dollarsToCents, formatCents } from '@crashpad/shared/format/money';
import { formatDay } from '../../lib/dates';
import { FeeBreakdown, type FeeViewer } from './fee-breakdown';

/** An amount with its cents and currency: 100 → "$100.00". */
export const money = (amount: number, currency: string) => formatCents(dollarsToCents(amount), currency);

/** docs/product/specification/3-money-and-messaging.md §3: paid primary, pending warning, anything else danger (dark shades keep the text readable). */
function badgeOf(status: string): { color?: string; c?: string } {
  if (status === 'paid' || status === 'complete') return {};
  if (status === 'pending' || status === 'processing') return { color: 'yellow.5', c: 'dark.9' };
  return { color: 'red.9' };
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge {...badgeOf(status)}>
      {t(`crewPayments.status.${status}`, { defaultValue: t('crewPayments.status.unknown') })}
    </Badge>
  );
}

/** The payments, newest first, or a line saying there are none; `viewer` says whose net the fees leave. */
export function PaymentList({
  rows,
  empty,
  viewer,
}: {
  rows: TransactionView[];
  empty: string;
  viewer: FeeViewer;
}) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <PaymentRow key={row.id} row={row} viewer={viewer} />
      ))}
    </Stack>
  );
}

function PaymentRow({ row, viewer }: { row: TransactionView; viewer: FeeViewer }) {
  const { t } = useTranslation();
  // A charge says "card" whichever provider took it; a manual payment says how it was paid.
  const how = row.method ?? (row.provider === 'manual' ? 'other' : 'card');
  return (
    <Card component="li" withBorder padding="xs" radius="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700}>{money(row.amount, row.currency)}</Text>
        <StatusBadge status={row.status} />
      </Group>
      <Text fz="sm">
        {formatDay(row.paid_at ?? row.created_at)} ·{' '}
        {t(`crewPayments.transactionTypes.${row.type}`, { defaultValue: row.type })}
        {/* what a paid request or a manual payment was for: "Payment request (Late fee)" (decision 056) */}
        {row.payment_for &&
          ` (${t(`crewPayments.types.${row.payment_for}`, { defaultValue: row.payment_for })})`}{' '}
        · {t('crewPayments.history.by', { method: t(`crewPayments.methods.${how}`, { defaultValue: how }) })}
      </Text>
      {row.type.startsWith('autopay_') && (
        // What the charge paid for: the rent's due date, or a prorated first rent's days and share (decision 043).
        <Text fz="sm">{row.description}</Text>
      )}
      {row.failure_reason && (
        <Text fz="sm" fw={700} c="red.9">
          {t('crewPayments.history.declined', { reason: row.failure_reason })}
        </Text>
      )}
      {row.status === 'paid' && <FeeBreakdown row={row} viewer={viewer} />}
      {row.refunded > 0 && (
        <Text fz="sm">
          {t('crewPayments.history.refunded', { amount: money(row.refunded, row.currency) })}
        </Text>
      )}
      {row.notes && (
        <Text fz="sm" c="dimmed">
          {row.notes}
        </Text>
      )}
    </Card>
  );
}
