// The house rules editor (docs/decisions/052-house-rules-and-related-listings.md): rules saved as plain text open
// as paragraphs, the toolbar makes lists and bold, the example rules fill an empty editor, and contacts leave.
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './texts';
import { RulesEditor } from './rules-editor';

afterEach(() => vi.unstubAllGlobals());

// jsdom does not lay out: ProseMirror scrolling the selection into view measures nothing.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;

function show(value: string) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <RulesEditor
        label="House rules and policies"
        description="Contacts are removed."
        placeholder="Quiet hours…"
        value={value}
        onChange={onChange}
      />
    </MantineProvider>,
  );
  return { onChange, box: screen.getByRole('textbox', { name: 'House rules and policies' }) };
}

describe('the house rules editor', () => {
  it('opens rules saved as plain text as paragraphs and line breaks', async () => {
    const { box } = show('No smoking.\nQuiet after 10.\n\nNo <pets> & no parties');
    await waitFor(() => expect(box.querySelectorAll('p')).toHaveLength(2));
    expect(box.querySelector('p')!.innerHTML).toBe('No smoking.<br>Quiet after 10.');
    expect(box.querySelectorAll('p')[1]!.textContent).toBe('No <pets> & no parties');
  });

  it('makes a bullet list and bold words with its toolbar, and hands over the HTML', async () => {
    const { box, onChange } = show('<p>Quiet hours</p>');
    await waitFor(() => expect(box.textContent).toBe('Quiet hours'));
    act(() => box.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Bullet list' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Quiet hours</p></li></ul>'));
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Quiet hours</strong></p></li></ul>'),
    );
    expect(screen.getByRole('button', { name: 'Underline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ordered list' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link' })).toBeTruthy();
    // No control for what the rules may not keep (headings, code, quotes).
    expect(screen.queryByRole('button', { name: /Heading|Code|Blockquote/ })).toBeNull();
  });

  it('starts an empty editor from the example rules of GET /api/house-rule', async () => {
    const example = '<p>Quiet house.</p><ul><li><p><strong>Guests.</strong> None.</p></li></ul>';
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ rules_policies_des: example }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { onChange } = show('');
    fireEvent.click(await screen.findByRole('button', { name: 'Start from our example rules' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(example));
    expect(fetch.mock.calls[0]![0]).toBe('/api/house-rule');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Start from our example rules' })).toBeNull(),
    );
  });

  it('removes phone numbers and e-mail addresses when the lister leaves it', async () => {
    const { box, onChange } = show('<p>Call <strong>469-555-0199</strong> or write to a@b.co.</p>');
    await waitFor(() => expect(box.textContent).toContain('469'));
    act(() => box.focus());
    fireEvent.blur(box);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p>Call <strong>[contact removed]</strong> or write to [contact removed].</p>',
      ),
    );
  });
});
