// Removing the card AutoPay charges asks first and says AutoPay stops (docs/decisions/049-removing-the-autopay-card.md).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { CardAnswer } from '@crashpad/shared/api/payments';
import { dialogState, updateDialogs } from '../../lib/dialogs';
import { myRentalsQuery } from '../../lib/rental-queries';
import { cardQuery } from './api';
import { PaymentMethodTab } from './payment-method-tab';

const visa = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 } as unknown as NonNullable<
  CardAnswer['card']
>;

function show(autopay: CardAnswer['autopay']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(cardQuery.queryKey, { status: 'active', card: visa, autopay });
  client.setQueryData(myRentalsQuery(5).queryKey, { data: [] } as never);
  const session = {
    token: 't',
    user: { id: 5, first_name: 'Casey', last_name: 'Nguyen' } as unknown as UserView,
  };
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PaymentMethodTab session={session} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  dialogState().confirm?.resolve(false);
  updateDialogs({ confirm: null });
  vi.unstubAllGlobals();
});

describe('removing the card on the payment-method tab', () => {
  it('says AutoPay stops on the crashpads it pays for, and removes nothing on Cancel', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show([
      { rental_id: 3, listing_title: 'Love Field Crew House' },
      { rental_id: 4, listing_title: 'DFW North' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(dialogState().confirm).not.toBeNull());
    expect(dialogState().confirm).toMatchObject({
      message:
        'AutoPay stops on Love Field Crew House and DFW North: your rent will no longer be charged automatically, and your CP owner will be told.',
      confirmLabel: 'Remove card and stop AutoPay',
    });
    dialogState().confirm!.resolve(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks as before when AutoPay charges nothing to the card', async () => {
    show([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(dialogState().confirm).not.toBeNull());
    expect(dialogState().confirm).toMatchObject({
      message: 'Without a card your package will not renew when it expires. Remove this card?',
      confirmLabel: 'Remove card',
    });
  });
});
