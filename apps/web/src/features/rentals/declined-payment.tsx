// A declined AutoPay charge on the tenant's rental (docs/decisions/043-money-and-rental-states.md, "A declined
// AutoPay charge"): what was declined and why, a way to update the card, and Pay now, which charges the declined
// payment once. Its refusals show here, where the tenant is looking.
import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { AUTO_PAY } from '@crashpad/shared/rules/rentals';
import { dollarsToCents, formatCents } from '@crashpad/shared/format/money';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { payDeclinedNow, refreshRentals } from './api';

export function DeclinedPayment({ rental }: { rental: RentalView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = rental.payment_failed;
  if (!failed || rental.status !== 'accepted') return null;
  // Pay now charges through AutoPay: with AutoPay off, the CP owner says how to pay instead.
  const payable = rental.auto_pay === AUTO_PAY.on || rental.auto_pay === AUTO_PAY.disableRequested;

  const payNow = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await payDeclinedNow(rental.id);
      void notify({ color: 'green', message: answer.message });
      await Promise.all([refreshRentals(client), client.invalidateQueries({ queryKey: ['crew-payments'] })]);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert color="red" variant="light" title={t('declined.title')} role="alert" p="sm">
      <Text fz="sm">
        {t('declined.text', {
          amount: formatCents(dollarsToCents(failed.amount)),
          what: failed.description,
          date: formatDay(failed.failed_at),
          reason: failed.reason,
        })}
      </Text>
      <Text fz="sm" mt={4}>
        {payable ? t('declined.next') : t('declined.askLister')}
      </Text>
      {problem && (
        <Text fz="sm" fw={700} c="red.9" mt={4} role="status">
          {problem}
        </Text>
      )}
      {payable && (
        <Group gap="xs" mt="xs">
          <Button size="xs" loading={busy} onClick={() => void payNow()}>
            {t('declined.payNow')}
          </Button>
          <Button size="xs" variant="default" component={Link} to="/account-setting?tab=payment-methods">
            {t('declined.updateCard')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
