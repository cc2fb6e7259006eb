// A listing's photos when one cannot be loaded (the file storage away: /uploads/<key> answers 503,
// docs/reliability.md): a grey panel of the photo's size and name takes its place, not a broken-image icon.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import texts from './listing-texts.json';
import { ListingGallery } from './listing-gallery';

i18next.addResourceBundle('en', 'translation', texts, true, false);

const show = (images: string[]) =>
  render(
    <MantineProvider>
      <ListingGallery title="Love Field Crew House" images={images} thumbnail={images[0] ?? null} />
    </MantineProvider>,
  );

describe('ListingGallery', () => {
  it('shows a placeholder named as the photo in place of a photo that fails to load, and keeps the others', () => {
    show(['/uploads/listings/a.webp', '/uploads/listings/b.webp']);
    const [first, second] = screen.getAllByRole('img');
    expect(first!.tagName).toBe('IMG');
    expect(first!.getAttribute('src')).toBe('/uploads/listings/a.webp');

    fireEvent.error(first!);

    const photos = screen.getAllByRole('img');
    expect(photos).toHaveLength(2);
    expect(photos[0]!.tagName).toBe('DIV');
    expect(photos[0]!.hasAttribute('src')).toBe(false);
    expect(screen.getByRole('img', { name: 'Love Field Crew House, photo 1 of 2' })).toBe(photos[0]);
    // the panel keeps the photo's place and size
    expect(photos[0]!.className).toBe(second!.className);
    expect(photos[1]).toBe(second);
    expect(photos[1]!.getAttribute('src')).toBe('/uploads/listings/b.webp');
  });
});
