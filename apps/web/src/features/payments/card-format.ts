// How a saved card reads on the payment pages: "VISA •••• 4242", expires "04/29".
import type { CardInfo } from '@crashpad/shared/api/payments';

export const cardLabel = (card: CardInfo) => `${card.brand.toUpperCase()} •••• ${card.last4}`;
export const cardExpiry = (card: CardInfo) => `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
