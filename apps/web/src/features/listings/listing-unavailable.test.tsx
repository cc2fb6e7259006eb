import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import texts from './listing-texts.json';
import { ListingUnavailable } from './listing-unavailable';

i18next.addResourceBundle('en', 'translation', texts, true, false);

function show(error: unknown) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ListingUnavailable error={error} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

// docs/product/specification/2-listings-and-tenants.md §2.8, §8; docs/decisions/048-what-pages-say.md
describe('a listing that cannot be shown', () => {
  it('is titled "Unknown Listing" when it does not exist, says why and offers the airport search', () => {
    show(new ApiError(404, { message: 'Unknown Listing', code: 'UNKNOWN_LISTING' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unknown Listing');
    expect(screen.getByText(/^This crashpad is not listed: its owner removed it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search crashpads by airport' }).getAttribute('href')).toBe(
      '/airports',
    );
    expect(screen.queryByText('Oops, something went wrong!')).toBeNull();
  });

  it('shows "Oops, something went wrong!", the server’s message and a link back to the airports on any other failure', () => {
    show(new ApiError(503, { message: 'The listings are being updated.' }));
    const view = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops, something went wrong!');
    expect(view.textContent).toContain('The listings are being updated.');
    expect(screen.getByRole('link', { name: 'Back to airports' }).getAttribute('href')).toBe('/airports');
    expect(screen.queryByText('Unknown Listing')).toBeNull();
  });

  it('says the page could not be loaded when the server could not be reached', () => {
    show(new ApiError(0, { message: '' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops, something went wrong!');
    expect(screen.getByText('This page could not be loaded. Please try again in a moment.')).toBeTruthy();
  });
});
