// The contact form checks its fields in the spec's order and words (docs/product/specification/
// 3-money-and-messaging.md §2.6, §5): the empty form names every missing field, each fix takes its message away, a
// wrong e-mail says so, and nothing is sent until all are right; then the server's answer shows.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SUCCESS } from '@crashpad/shared/api/messaging';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { siteQuery } from '../../lib/site';
import ContactPage from './contact-page';

const MESSAGES = [
  'please enter your name',
  'please enter your email',
  'please enter a subject',
  'please enter your message',
];

function show() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ message: CONTACT_SUCCESS }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  client.setQueryData(siteQuery.queryKey, { support_email: null } as unknown as SiteAnswer);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ContactPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

/** The field messages shown, in the order of the form. */
const shown = () =>
  Array.from(document.querySelectorAll('.mantine-InputWrapper-error')).map((e) => e.textContent);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

afterEach(() => vi.unstubAllGlobals());

describe('the contact form', () => {
  it('names every missing field in order, drops each message as it is fixed, and sends nothing until all are right', async () => {
    const fetch = show();
    send();
    await waitFor(() => expect(shown()).toEqual(MESSAGES));

    type('Name', 'Robin Crew');
    send();
    await waitFor(() => expect(shown()).toEqual(MESSAGES.slice(1)));

    type('E-mail', 'robin@');
    send();
    await waitFor(() =>
      expect(shown()).toEqual([
        'email is incorrect, please check spelling and try again',
        ...MESSAGES.slice(2),
      ]),
    );
    type('E-mail', 'robin@example.com');
    send();
    await waitFor(() => expect(shown()).toEqual(MESSAGES.slice(2)));

    type('Subject', 'A bed at DFW');
    send();
    await waitFor(() => expect(shown()).toEqual(MESSAGES.slice(3)));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/contact'))).toEqual([]);

    type('Message', 'Is there a bed free in March?');
    send();
    await waitFor(() => expect(screen.getByText(CONTACT_SUCCESS)).toBeTruthy());
    expect(shown()).toEqual([]);
    const posted = fetch.mock.calls.find(([url]) => String(url).includes('/contact'));
    expect(JSON.parse(String(posted![1]!.body))).toEqual({
      name: 'Robin Crew',
      email: 'robin@example.com',
      subject: 'A bed at DFW',
      message_content: 'Is there a bed free in March?',
    });
  });
});
