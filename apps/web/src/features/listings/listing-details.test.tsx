// House rules show as sanitized HTML, and rules saved as plain text before the editor keep their paragraphs and
// line breaks (docs/decisions/052-house-rules-and-related-listings.md).
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicListing } from '@crashpad/shared/api/listings';
import texts from './listing-texts.json';
import { ListingDetails } from './listing-details';

i18next.addResourceBundle('en', 'translation', texts, true, false);
// Without IntersectionObserver the rules are near the viewport at once (lib/use-near-view.ts).
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

async function showRules(rules: string) {
  const listing = {
    description: 'A quiet crew house.',
    amenities: [],
    preferences: [],
    places: [],
    rules_policies_des: rules,
    rules_policies_doc: [],
  } as unknown as PublicListing;
  render(
    <MantineProvider>
      <ListingDetails listing={listing} />
    </MantineProvider>,
  );
  const section = screen.getByRole('region', { name: 'House rules and policies' });
  // the rules' own box, after the section's heading, once its sanitizer has loaded
  await waitFor(() => expect(section.querySelector('h2 + div')!.childNodes.length).toBeGreaterThan(0));
  return section.querySelector<HTMLElement>('h2 + div')!;
}

describe('the house rules of a listing', () => {
  it('show lists, bold and links as the lister wrote them', async () => {
    const rules = await showRules(
      '<p>Quiet hours <strong>after 10 pm</strong>.</p><ul><li><p>No <em>pets</em></p></li><li>Label food</li></ul>' +
        '<ol><li>Strip the bed</li></ol><p>See <a href="https://example.com/manual">the manual</a>.</p>',
    );
    expect(within(rules).getByText('after 10 pm').tagName).toBe('STRONG');
    expect(within(rules).getByText('pets').tagName).toBe('EM');
    const items = within(rules).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['No pets', 'Label food', 'Strip the bed']);
    const link = within(rules).getByRole('link', { name: 'the manual' });
    expect(link.getAttribute('href')).toBe('https://example.com/manual');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow noopener');
    expect(rules.textContent).not.toContain('<');
  });

  it('never run scripts, styles or other addresses, whatever is stored', async () => {
    const rules = await showRules(
      '<p onclick="alert(1)" style="color:red">Fine</p><p>Call <b onmouseover="x()">me</b></p><script>alert(2)</script><img src="x" onerror="alert(3)">' +
        '<iframe src="https://evil.test"></iframe><h1>Big</h1><a href="javascript:alert(4)">bad link</a>' +
        '<a href="/inside">relative</a>',
    );
    const html = rules.innerHTML;
    for (const banned of ['onclick', 'style', '<script', '<img', 'onerror', '<iframe', '<h1', 'javascript:'])
      expect(html).not.toContain(banned);
    expect(rules.textContent).toContain('Fine');
    expect(rules.textContent).toContain('Big');
    expect(within(rules).queryAllByRole('link')).toEqual([]);
    expect(within(rules).getByText('bad link')).toBeTruthy();
  });

  it('show plain text saved before the editor as paragraphs and line breaks, escaped', async () => {
    const rules = await showRules(
      'No smoking.\nQuiet hours after 10pm.\n\nGuests: none <b>ever</b> & no parties',
    );
    // "<b>" in plain text is HTML: with a tag, the text is taken as the editor's
    expect(within(rules).getByText('ever').tagName).toBe('B');
    cleanup();
    const plain = await showRules('No smoking.\nQuiet hours after 10pm.\n\nI <3 pets & parties');
    const paragraphs = plain.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.innerHTML)).toEqual([
      'No smoking.<br>Quiet hours after 10pm.',
      'I &lt;3 pets &amp; parties',
    ]);
  });

  it('leave the section out when there are no rules and no documents', () => {
    render(
      <MantineProvider>
        <ListingDetails
          listing={
            {
              description: 'A quiet crew house.',
              amenities: [],
              preferences: [],
              places: [],
              rules_policies_des: '  ',
              rules_policies_doc: [],
            } as unknown as PublicListing
          }
        />
      </MantineProvider>,
    );
    expect(screen.queryByRole('region', { name: 'House rules and policies' })).toBeNull();
  });
});
