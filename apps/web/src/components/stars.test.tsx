import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

const fills = (label: string) =>
  [...screen.getByRole('img', { name: label }).querySelectorAll('[data-fill]')].map((s) =>
    s.getAttribute('data-fill'),
  );

describe('review stars (docs/product/specification/2-listings-and-tenants.md §9)', () => {
  it('names the stars shown, with a half star below 50 %', () => {
    render(<Stars average={4.3} />);
    expect(fills('4.5 out of 5 stars')).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('rounds up from 50 % to whole stars', () => {
    render(<Stars average={3.5} />);
    expect(fills('4 out of 5 stars')).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });
});
