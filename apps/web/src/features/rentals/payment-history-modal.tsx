// My Crew's payment history (docs/product/specification/3-money-and-messaging.md §2.4, §3 "Transaction"; docs/decisions/027): one tenant's payments — date,
// type, amount with its currency, method or provider, status badge (paid primary, pending warning, other danger),
// notes — and the payment requests the lister sent them.
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentRequestView } from '@crashpad/shared/api/payment-requests';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { tenantShortName } from '@crashpad/shared/rules/rentals';
import { Loading } from '../../components/loading';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { money, PaymentList, StatusBadge } from './payment-list';
import { sentRequestsQuery, tenantTransactionsQuery } from './tenant-payments-api';

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
      <PaymentList rows={rows} empty={t('crewPayments.history.empty')} viewer="lister" />
    </section>
  );
}

function SentRequests({ rentalId }: { rentalId: number }) {
  const { t } = useTranslation();
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
              <Text fz="sm">{formatDay(r.created_at)}</Text>
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
