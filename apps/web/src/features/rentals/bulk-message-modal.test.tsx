import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkTenant } from '@crashpad/shared/api/rentals';
import { bulkTenantsQuery } from './api';
import BulkMessageModal from './bulk-message-modal';

const tenant = (id: number, name: string, autoPay: number, listingId = 7): BulkTenant => ({
  id,
  name,
  email: `t${id}@example.com`,
  auto_pay: autoPay,
  listing_id: listingId,
  location: listingId === 7 ? 'Love Field Crew House' : 'Hobby Crew Nest',
});
const TENANTS = [tenant(1, 'R. Okafor', 1), tenant(2, 'S. Lee', 0), tenant(3, 'J. Diaz', 2, 9)];

afterEach(() => vi.unstubAllGlobals());

function open(props: { listingId?: number; preselected?: number[] } = {}, tenants = TENANTS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // No one is signed in here: the list is read under the key of member 0.
  client.setQueryData(bulkTenantsQuery(0).queryKey, { data: tenants });
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BulkMessageModal opened onClose={onClose} {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const checkedNames = () =>
  ['R. Okafor', 'S. Lee', 'J. Diaz']
    .filter((n) => screen.queryByRole('checkbox', { name: n }))
    .filter((n) => box(n).checked);
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });

describe('the bulk message modal (docs/product/specification/2-listings-and-tenants.md §2.2, §5 "Bulk message")', () => {
  it('opens with every tenant of every crashpad chosen, and Send waits for a message', () => {
    open();
    expect(checkedNames()).toEqual(['R. Okafor', 'S. Lee', 'J. Diaz']);
    expect(box('Select all').checked).toBe(true);
    expect(sendButton().disabled).toBe(true);
    type('   \n ');
    expect(sendButton().disabled).toBe(true);
    type('The water is off on Tuesday');
    expect(sendButton().disabled).toBe(false);
    // No tenant chosen: disabled again.
    fireEvent.click(box('Select all'));
    expect(checkedNames()).toEqual([]);
    expect(sendButton().disabled).toBe(true);
  });

  it('chooses exactly the tenants with AutoPay, or without it; one filter unchecks the other', () => {
    open();
    fireEvent.click(box('With AutoPay (1)'));
    expect(checkedNames()).toEqual(['R. Okafor']);
    expect(box('With AutoPay (1)').checked).toBe(true);
    expect(box('Without AutoPay (2)').checked).toBe(false);

    fireEvent.click(box('Without AutoPay (2)'));
    expect(checkedNames()).toEqual(['S. Lee', 'J. Diaz']);
    expect(box('With AutoPay (1)').checked).toBe(false);
    expect(box('Without AutoPay (2)').checked).toBe(true);

    // Changing the choice by hand leaves the filter; unchecking a filter chooses nobody.
    fireEvent.click(box('S. Lee'));
    expect(box('Without AutoPay (2)').checked).toBe(false);
    fireEvent.click(box('S. Lee'));
    expect(box('Without AutoPay (2)').checked).toBe(true);
    fireEvent.click(box('Without AutoPay (2)'));
    expect(checkedNames()).toEqual([]);
  });

  it('lists one crashpad’s tenants when opened for it, with the preselected ones chosen', () => {
    open({ listingId: 7, preselected: [2] });
    expect(screen.queryByRole('checkbox', { name: 'J. Diaz' })).toBeNull();
    expect(checkedNames()).toEqual(['S. Lee']);
    expect(box('Select all').checked).toBe(false);
  });

  it('sends the message to the chosen tenants and closes', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Your message has been sent to 1 tenant.' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { onClose } = open({ listingId: 7, preselected: [1] });
    type('  Rent is due Friday ');
    fireEvent.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      '/api/lister/send-message-to-tenant',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ message_body: '  Rent is due Friday ', tenants: [1] }),
      }),
    );
  });

  it('stays open when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'One of the selected tenants is not a current tenant.' }), {
            status: 404,
          }),
      ),
    );
    const { onClose } = open();
    type('Hello');
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leads to My Crew when the lister has no tenants yet', () => {
    open({}, []);
    expect(screen.getByText(/No tenants yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Crew' }).getAttribute('href')).toBe('/my-crew');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
