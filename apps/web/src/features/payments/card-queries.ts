// The member's saved card and what depends on it.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CardAnswer } from '@crashpad/shared/api/payments';
import { api } from '../../lib/api-client';

export const cardQuery = { queryKey: ['card'], queryFn: () => api<CardAnswer>('/stripe/card') } as const;

export function useCard() {
  return useQuery(cardQuery);
}

/** After a card is saved, changed or removed. */
export function refreshCard(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['card'] }),
    client.invalidateQueries({ queryKey: ['payment-method'] }),
  ]);
}

export const cardLabel = (card: NonNullable<CardAnswer['card']>) =>
  `${card.brand.toUpperCase()} •••• ${card.last4}`;
export const cardExpiry = (card: NonNullable<CardAnswer['card']>) =>
  `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
