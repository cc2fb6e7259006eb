// A card payment's fees under its amount (docs/decisions/051-fees-that-cover-the-card-provider.md): what was kept
// and for what, then what the lister receives. The figures come from the server and add up to the cent.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransactionView } from '@crashpad/shared/api/payment-requests';
import { dollarsToCents, formatCents } from '@crashpad/shared/format/money';

/** Who reads it: the lister receives the net, a tenant's CP owner does. */
export type FeeViewer = 'lister' | 'tenant';

export function FeeBreakdown({ row, viewer }: { row: TransactionView; viewer: FeeViewer }) {
  const { t } = useTranslation();
  if (row.fees.total <= 0) return null;
  const money = (amount: number) => formatCents(dollarsToCents(amount), row.currency);
  const parts = [
    t('fees.provider', { amount: money(row.fees.provider) }),
    t('fees.platform', { amount: money(row.fees.platform) }),
    row.fees.flat > 0 ? t('fees.flat', { amount: money(row.fees.flat) }) : null,
  ].filter(Boolean);
  return (
    <>
      <Text fz="sm" data-testid="payment-fees">
        {t('fees.total')} {money(row.fees.total)}: {parts.join(' · ')}
      </Text>
      <Text fz="sm" fw={600} data-testid="payment-net">
        {t(viewer === 'lister' ? 'fees.netLister' : 'fees.netTenant')} {money(row.net)}
      </Text>
    </>
  );
}
