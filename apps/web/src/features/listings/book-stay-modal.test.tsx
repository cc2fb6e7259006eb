// "Book Your Stay" (docs/decisions/065-book-your-stay.md): the estimate the modal shows, what it sends, and the
// server's field messages under their fields.
import i18next from 'i18next';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '@crashpad/shared/api/listings';
import BookStayModal, { stayEstimate } from './book-stay-modal';
import texts from './listing-texts.json';

i18next.addResourceBundle('en', 'translation', texts, true, false);

const LISTING = {
  id: 41,
  rate_per_day_from: 45,
  rate_per_day_to: 60,
  lister: { id: 3, display_name: 'Dana', photo: null },
} as PublicListing;

function show() {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/listing/41']}>
        <Routes>
          <Route path="/listing/:id" element={<BookStayModal listing={LISTING} onClose={onClose} />} />
          <Route path="/chat/:id" element={<p>thread page</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  return onClose;
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('Book Your Stay', () => {
  it('prices the nights at the nightly range', () => {
    expect(stayEstimate(4, 45, 60)).toBe('$180 – $240');
    expect(stayEstimate(1, 45, null)).toBe('$45');
  });

  it('sends the dates, guests and note, then opens the thread', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({ message: 'Your stay request was sent.', thread_id: 9, stay_request: {} }),
          { status: 200 },
        );
      }),
    );
    const onClose = show();
    fill(/check-in/i, '2030-01-10');
    fill(/check-out/i, '2030-01-14');
    fill(/note to the lister/i, 'Two of us on reserve');
    expect(screen.getByTestId('stay-estimate').textContent).toContain('4 nights: about $180 – $240');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { check_in: '2030-01-10', check_out: '2030-01-14', guests: 1, note: 'Two of us on reserve' },
    ]);
  });

  it('shows what is wrong before sending, and the server’s message under its field', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { message: 'Invalid', errors: { check_in: ['The check-in date cannot be in the past.'] } },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please choose the check-in date.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fill(/check-in/i, '2030-01-10');
    fill(/check-out/i, '2030-01-12');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The check-in date cannot be in the past.')).toBeTruthy();
  });
});
