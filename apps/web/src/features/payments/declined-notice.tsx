// On the payment-method tab: the member's AutoPay payments that were declined and are not paid yet, so the card
// they save here is the answer to them, and where to pay them now (docs/decisions/043-money-and-rental-states.md,
// "A declined AutoPay charge").
import { Alert, Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dollarsToCents, formatCents } from '@crashpad/shared/format/money';
import { myRentalsQuery } from '../../lib/rental-queries';

export function DeclinedNotice({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const rentals = useQuery(myRentalsQuery(memberId));
  const declined = (rentals.data?.data ?? []).filter((r) => r.status === 'accepted' && r.payment_failed);
  if (declined.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('payments.declined.title')} role="alert">
      <List size="sm" mb="xs">
        {declined.map((r) => (
          <List.Item key={r.id}>
            {t('payments.declined.item', {
              amount: formatCents(dollarsToCents(r.payment_failed!.amount)),
              location: r.location,
              reason: r.payment_failed!.reason,
            })}
          </List.Item>
        ))}
      </List>
      <Text fz="sm">
        {t('payments.declined.next')}{' '}
        <Anchor component={Link} to="/my-crashpad" fz="sm" underline="always">
          {t('payments.declined.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
