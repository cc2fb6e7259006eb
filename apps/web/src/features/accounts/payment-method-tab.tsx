// #payment-method (spec 3 §2.2): the card on file. Adding and replacing cards arrives with payments (#4).
import { Card, Text, Title } from '@mantine/core';
import { Loading } from '../../components/loading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';

export function PaymentMethodTab() {
  const { t } = useTranslation();
  const method = useQuery({
    queryKey: ['payment-method'],
    queryFn: () => api<{ have_card: boolean }>('/user/payment-method'),
  });
  if (!method.data) return <Loading />;
  return (
    <Card withBorder padding="lg" maw={560}>
      <Title order={2} fz="lg" mb="xs">
        {t('settings.paymentMethod')}
      </Title>
      <Text>{method.data.have_card ? t('settings.cardOnFile') : t('settings.noCard')}</Text>
    </Card>
  );
}
