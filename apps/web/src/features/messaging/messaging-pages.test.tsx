// The inbox's see-more (docs/product/specification/3-money-and-messaging.md §2.5, §9: pages of 25, offset = loaded pages × limit, shown at 6 or more) and
// the thread (§4: marked read before it loads; a message arriving through the socket shows once).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { ThreadAnswer, ThreadCard } from '@crashpad/shared/api/messages';
import { deliverChat } from '../../lib/realtime';
import { clearSession, storeSession } from '../../lib/session';
import { removeLocal, writeLocal } from '../../lib/storage';
import { siteQuery } from '../../lib/site';
import ChatPage from './chat-page';
import MessagesPage from './messages-page';

const calls: string[] = [];
let answer: (method: string, url: string) => unknown;

beforeEach(() => {
  calls.length = 0;
  storeSession({
    token: 't',
    user: { id: 5, user_plan: 'seeker', display_name: 'Sam' } as unknown as UserView,
  });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    return new Response(JSON.stringify(answer(method, url)), { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteQuery.queryKey, { flags: {}, wording: { siteName: 'CrashPad Crew' } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/messages" element={<MessagesPage />} />
            <Route path="/chat/:id" element={<ChatPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const card = (id: number): ThreadCard => ({
  id,
  user_id: 100 + id,
  display_name: `Lee${id}`,
  photo: null,
  listing_id: 3,
  listing_title: 'Crew House',
  message: `message ${id}`,
  date_last_updated: '2026-11-20T10:00:00.000Z',
  thread_is_read: id === 1 ? 0 : 1,
  from_user: 100 + id,
  to: 5,
  is_archived: false,
});
const inbox = (ids: number[], total: number) => ({
  users: ids.map(card),
  invited_users: [],
  total_messages: total,
  current_messages: total,
  tenant: false,
});
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('the inbox', () => {
  it('loads the next page of 25 at offset 25 with see-more, which goes once all are shown', async () => {
    answer = (_m, url) => (url.includes('offset=25') ? inbox(range(26, 5), 30) : inbox(range(1, 25), 30));
    show('/messages');
    await waitFor(() => expect(screen.getAllByTestId('thread-card')).toHaveLength(25));
    expect(screen.getByText('Showing 30 of 30')).toBeTruthy();
    expect(screen.getByText('Unread')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    await waitFor(() => expect(screen.getAllByTestId('thread-card')).toHaveLength(30));
    expect(calls).toContain('GET /api/messages?offset=25&limit=25');
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('shows the platform figures of docs/product/specification/3-money-and-messaging.md §1 in the sidebar, a figure at 0 as none yet', async () => {
    writeLocal('metrics', {
      users: 12_345,
      listings: 648,
      selisting: 3,
      total_emails: 90_000,
      airports: 3214,
      cities: 0,
      connections: 81,
      monthly_views: 4_321,
    });
    answer = () => inbox(range(1, 2), 2);
    show('/messages');
    const sidebar = await screen.findByRole('complementary', { name: 'The crew community' });
    const text = sidebar.textContent ?? '';
    expect(text).toContain('12,000+crew members');
    expect(text).toContain('640+crashpad listings');
    expect(text).toContain('81conversations between crew');
    expect(text).toContain('4,300+listing views in the last 30 days');
    expect(text).toContain('None yetcities');
    removeLocal('metrics');
  });

  it('keeps the community block in the sidebar before the figures have come', async () => {
    removeLocal('metrics');
    answer = () => inbox(range(1, 2), 2);
    show('/messages');
    const sidebar = await screen.findByRole('complementary', { name: 'The crew community' });
    expect(within(sidebar).getByRole('heading', { name: 'The crew community' })).toBeTruthy();
    expect(sidebar.textContent).toContain('Trusted by airline crew');
  });

  // docs/decisions/046-flows-and-looks.md: clicking the member's name (the natural click) opens the conversation.
  it('makes each card one link to its thread, with no link inside it', async () => {
    answer = (_m, url) => (url.startsWith('/api/messages/') ? thread : inbox(range(1, 2), 2));
    show('/messages');
    await waitFor(() => expect(screen.getAllByTestId('thread-card')).toHaveLength(2));
    const first = screen.getAllByTestId('thread-card')[0]!;
    expect(first.tagName).toBe('A');
    expect(first.getAttribute('href')).toBe('/chat/1');
    expect(within(first).queryAllByRole('link')).toEqual([]);
    expect(within(first).queryAllByRole('button')).toEqual([]);
    fireEvent.click(within(first).getByText('Lee1'));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
  });

  it('has no see-more under 6 threads', async () => {
    answer = () => inbox(range(1, 5), 5);
    show('/messages');
    await waitFor(() => expect(screen.getAllByTestId('thread-card')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });
});

const thread: ThreadAnswer = {
  messages: [
    {
      id: 2,
      from_user: 9,
      created: '2026-11-20T10:01:00.000Z',
      listing_id: 3,
      listing_title: 'Crew House',
      message: 'Yes, a bed is free.',
    },
    {
      id: 1,
      from_user: 5,
      created: '2026-11-20T10:00:00.000Z',
      listing_id: 3,
      listing_title: 'Crew House',
      message: 'Is a bed free?',
    },
  ],
  total_messages: 2,
  to_user_id: 9,
  to_user: 'Morgan',
  to_user_email: null,
  to_user_phone_number: null,
  to_user_airlines: 'Delta Air Lines',
  to_user_photo: null,
  from_user_photo: null,
  is_active: true,
  is_invited: false,
  items: [],
  listing_id: 3,
  thread_is_read: 0,
  is_archived: false,
};

describe('a thread', () => {
  it('is marked read before it loads, reads oldest first, and shows a live message once', async () => {
    answer = (method) => (method === 'POST' ? { message: 'message marked as read' } : thread);
    show('/chat/7');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    expect(calls.slice(0, 2)).toEqual(['POST /api/messages/7/read', 'GET /api/messages/7?offset=0&limit=25']);
    expect(screen.getAllByTestId('message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Is a bed free?'),
      expect.stringContaining('Yes, a bed is free.'),
    ]);
    expect(screen.queryByRole('button', { name: 'Invite to join crashpad' })).toBeNull();
    const event = {
      action: 'chat' as const,
      thread_id: 7,
      message_id: 3,
      from_user: 9,
      to: 5,
      listing_id: 3,
      message: 'Move-in is Monday.',
      created: '2026-11-20T10:02:00.000Z',
    };
    act(() => {
      deliverChat(event);
      deliverChat(event);
      deliverChat({ ...event, thread_id: 8, message_id: 4, message: 'another thread' });
    });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(screen.getAllByTestId('message')[2]!.textContent).toContain('Move-in is Monday.');
    expect(screen.queryByText('another thread')).toBeNull();
  });

  // docs/decisions/046-flows-and-looks.md: Send waits for a text; a blank one sent from the keyboard is refused in a sentence.
  it('disables Send while the text is blank and refuses a blank message, sending nothing', async () => {
    answer = (method) => (method === 'POST' ? { message: 'message marked as read' } : thread);
    show('/chat/7');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  \n ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Please write a message before sending.')).toBeTruthy();
    expect(calls.filter((c) => c === 'POST /api/messages')).toEqual([]);
    fireEvent.change(box, { target: { value: 'See you Monday' } });
    expect(send.disabled).toBe(false);
  });
});
