// The socket follows the session: one per signed-in token, reopened with the new token on login, closed on
// logout; events reach the hooks (docs/product/specification/3-money-and-messaging.md §4 "Realtime", §9 online count; docs/decisions/032).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '@crashpad/shared/api/realtime';

const opened: { token: string; closed: boolean }[] = [];
vi.mock('./realtime-socket', () => ({
  openSocket: (token: string) => {
    const socket = { token, closed: false };
    opened.push(socket);
    return { close: () => (socket.closed = true) };
  },
}));

const { deliverChat, deliverOnline, useChatEvents, useOnlineCount, useRealtimeConnection } =
  await import('./realtime');

describe('the real-time connection', () => {
  it('opens one socket per token, reopens on a new token and closes on logout', async () => {
    const { rerender, unmount } = renderHook(({ token }) => useRealtimeConnection(token), {
      initialProps: { token: null as string | null },
    });
    expect(opened).toHaveLength(0);
    rerender({ token: 'first' });
    await waitFor(() => expect(opened.map((s) => s.token)).toEqual(['first']));
    rerender({ token: 'second' });
    await waitFor(() => expect(opened.map((s) => s.token)).toEqual(['first', 'second']));
    expect(opened[0]!.closed).toBe(true);
    rerender({ token: null });
    expect(opened[1]!.closed).toBe(true);
    unmount();
  });

  it('hands chat events to the pages listening and keeps the online count', () => {
    const seen: number[] = [];
    renderHook(() => useChatEvents((e) => seen.push(e.message_id)));
    const online = renderHook(() => useOnlineCount());
    const event: ChatEvent = {
      action: 'chat',
      thread_id: 1,
      message_id: 7,
      from_user: 2,
      to: 3,
      listing_id: 4,
      message: 'hi',
      created: '2026-01-01T00:00:00.000Z',
    };
    act(() => {
      deliverChat(event);
      deliverOnline(5);
    });
    expect(seen).toEqual([7]);
    expect(online.result.current).toBe(5);
  });
});
