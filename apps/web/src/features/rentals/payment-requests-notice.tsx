// My CrashPad's notice of payment requests waiting to be paid (docs/product/specification/3-money-and-messaging.md §2.3; docs/decisions/027), with a link to
// the One-Time Payment tab where they are paid or rejected. Nothing shows when none is pending.
import { Anchor, Card, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/site';
import { myPaymentRequestsQuery } from './tenant-payments-api';

export function PaymentRequestsNotice({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { flags } = useSite();
  const requests = useQuery({ ...myPaymentRequestsQuery(memberId), enabled: flags.paymentRequests });
  const pending = requests.data?.data.filter((r) => r.status === 'pending').length ?? 0;
  if (pending === 0) return null;
  return (
    <Card withBorder radius="md" padding="sm" mb="lg" role="status">
      <Text fw={700}>{t('crewPayments.pendingNotice', { count: pending })}</Text>
      <Anchor component={Link} to="/account-setting?tab=one-time-payment" w="fit-content">
        {t('crewPayments.pendingLink')}
      </Anchor>
    </Card>
  );
}
