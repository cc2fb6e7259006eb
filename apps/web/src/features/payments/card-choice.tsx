// The checkouts' choice of card (docs/product/specification/3-money-and-messaging.md §2.2 "Payment method selection"): option 1 the card on file, option 2 a
// new card; with no usable card on file option 2 is forced. Used by the renewal and the featured checkout.
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardAnswer } from '@crashpad/shared/api/payments';
import { cardExpiry, cardLabel } from './card-format';

export type CardOption = 'current' | 'new';

/** The option in force: the chosen one, or a new card when the one on file cannot be charged. */
export const cardOptionOf = (card: CardAnswer | undefined, choice: CardOption): CardOption =>
  card?.status === 'active' ? choice : 'new';

export function CardChoice({
  card,
  value,
  onChange,
}: {
  card: CardAnswer | undefined;
  value: CardOption;
  onChange: (option: CardOption) => void;
}) {
  const { t } = useTranslation();
  const usable = card?.status === 'active';
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as CardOption)}>
      <Stack gap="xs">
        <Radio
          value="current"
          disabled={!usable}
          label={
            usable && card?.card
              ? t('renew.useCard', { card: cardLabel(card.card), date: cardExpiry(card.card) })
              : t('payments.optionCurrent')
          }
        />
        <Radio value="new" label={t('payments.optionNew')} />
      </Stack>
    </Radio.Group>
  );
}
