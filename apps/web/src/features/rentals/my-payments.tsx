// A tenant's own payments on My CrashPad (docs/decisions/027-payment-requests-and-manual-payments.md): the
// deposit and rent AutoPay charged, the requests they paid and the payments their CP owner recorded, each with
// its status, so both sides see the same money.
import { Alert, Stack, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransactionsAnswer } from '@crashpad/shared/api/payment-requests';
import { Loading } from '../../components/loading';
import { api, errorMessage } from '../../lib/api-client';
import { PaymentList } from './payment-list';

/** GET /transaction: the member's own rental payments (the crew-payments key, refreshed after any payment). */
export const myTransactionsQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['crew-payments', 'mine', memberId],
    queryFn: () => api<TransactionsAnswer>('/transaction'),
  });

export function MyPayments({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const payments = useQuery(myTransactionsQuery(memberId));
  return (
    <Stack component="section" aria-labelledby="payments-heading" gap="xs" mb="xl">
      <Title order={2} fz="xl" id="payments-heading">
        {t('rentals.payments.title')}
      </Title>
      {payments.isPending && <Loading py="md" />}
      {payments.isError && (
        <Alert color="red" role="alert">
          {errorMessage(payments.error)}
        </Alert>
      )}
      {payments.isSuccess && (
        <PaymentList rows={payments.data.data} empty={t('rentals.payments.empty')} viewer="tenant" />
      )}
    </Stack>
  );
}
