// My Crew's payment history (spec 3 §2.4, §3 "Transaction"; docs/decisions/027): one tenant's payments — date,
// type, amount with its currency, method or provider, status badge (paid primary, pending warning, other danger),
// notes — and the payment requests the lister sent them.
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentRequestView, TransactionView } from '@crashpad/shared/api/payment-requests';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { dollarsToCents, formatCents } from '@crashpad/shared/format/money';
import { tenantShortName } from '@crashpad/shared/rules/rentals';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { sentRequestsQuery, tenantTransactionsQuery } from './tenant-payments-api';

/** An amount with its cents and currency: 100 → "$100.00". */
const money = (amount: number, currency: string) => formatCents(dollarsToCents(amount), currency);

/** spec 3 §3: paid primary, pending warning, anything else danger (dark shades keep the text readable). */
function badgeOf(status: string): { color?: string; c?: string } {
  if (status === 'paid' || status === 'complete') return {};
  if (status === 'pending' || status === 'processing') return { color: 'yellow.5', c: 'dark.9' };
  return { color: 'red.9' };
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge {...badgeOf(status)}>
      {t(`crewPayments.status.${status}`, { defaultValue: t('crewPayments.status.unknown') })}
    </Badge>
  );
}

type Props = { rental: RentalView | null; onClose: () => void };

export function PaymentHistoryModal({ rental, onClose }: Props) {
  const { t } = useTranslation();
  const name = rental ? tenantShortName(rental.first_name, rental.last_name) || rental.email : '';
  return (
    <Modal
      opened={rental !== null}
      onClose={onClose}
      title={t('crewPayments.history.title', { name })}
      size="lg"
      centered
    >
      {rental && (
        <Stack>
          <Payments rentalId={rental.id} />
          <SentRequests rentalId={rental.id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('crewPayments.history.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Payments({ rentalId }: { rentalId: number }) {
  const { t } = useTranslation();
  const payments = useQuery(tenantTransactionsQuery(rentalId));
  if (payments.isError) return <Alert color="red">{errorMessage(payments.error)}</Alert>;
  if (!payments.data) return <Loading />;
  const rows = payments.data.data;
  return (
    <section aria-label={t('crewPayments.history.payments')}>
      <Title order={3} fz="md" mb="xs">
        {t('crewPayments.history.payments')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('crewPayments.history.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <PaymentRow key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function PaymentRow({ row }: { row: TransactionView }) {
  const { t, i18n } = useTranslation();
  const how = row.provider === 'manual' && row.method ? row.method : row.provider;
  return (
    <Card component="li" withBorder padding="xs" radius="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700}>{money(row.amount, row.currency)}</Text>
        <StatusBadge status={row.status} />
      </Group>
      <Text fz="sm">
        {formatDay(row.paid_at ?? row.created_at, i18n.language)} ·{' '}
        {t(`crewPayments.transactionTypes.${row.type}`, { defaultValue: row.type })} ·{' '}
        {t('crewPayments.history.by', { method: t(`crewPayments.methods.${how}`, { defaultValue: how }) })}
      </Text>
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

function SentRequests({ rentalId }: { rentalId: number }) {
  const { t, i18n } = useTranslation();
  const requests = useQuery(sentRequestsQuery(rentalId));
  if (requests.isError) return <Alert color="red">{errorMessage(requests.error)}</Alert>;
  if (!requests.data) return <Loading />;
  const rows: PaymentRequestView[] = requests.data.data;
  return (
    <section aria-label={t('crewPayments.history.requests')}>
      <Title order={3} fz="md" mb="xs">
        {t('crewPayments.history.requests')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('crewPayments.history.noRequests')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((r) => (
            <Card key={r.id} component="li" withBorder padding="xs" radius="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={700}>
                  {money(r.amount, r.currency)} ·{' '}
                  {t(`crewPayments.types.${r.payment_for}`, { defaultValue: r.payment_for })}
                </Text>
                <StatusBadge status={r.status} />
              </Group>
              <Text fz="sm">{formatDay(r.created_at, i18n.language)}</Text>
              {r.notes && (
                <Text fz="sm" c="dimmed">
                  {r.notes}
                </Text>
              )}
              {r.reject_reason && (
                <Text fz="sm">{t('crewPayments.history.reason', { reason: r.reject_reason })}</Text>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
