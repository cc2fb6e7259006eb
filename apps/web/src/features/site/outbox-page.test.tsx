// The outbox page over SMTP shows the mail queue (docs/decisions/059-mail-queue.md): what still waits for the mail
// server, its tries and the server's last answer, and no link to bodies that are not kept.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxListAnswer } from '@crashpad/shared/api/site';
import OutboxPage from './outbox-page';

function show(answer: OutboxListAnswer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OutboxPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const mail = {
  to: 'crew@example.com',
  created_at: '2026-11-29T16:00:00.000Z',
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
};

describe('the outbox page over SMTP', () => {
  it('says how many e-mails wait and shows each one’s state and the server’s last answer', async () => {
    show({
      transport: 'smtp',
      pending: 1,
      data: [
        {
          ...mail,
          id: 2,
          subject: 'Your receipt',
          status: 'pending',
          attempts: 3,
          next_attempt_at: '2026-11-29T16:05:00.000Z',
          last_error: 'ECONNECTION connect ECONNREFUSED 127.0.0.1:25',
        },
        { ...mail, id: 1, subject: 'Welcome', status: 'sent' },
      ],
    });
    expect(await screen.findByText('1 e-mail waits for the mail server.')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.getByText(/^3 tries so far; next /)).toBeTruthy();
    expect(screen.getByText('ECONNECTION connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(screen.getByText('Sent', { selector: '.mantine-Badge-label' })).toBeTruthy();
    // the bodies are not kept over SMTP: no links to open them
    expect(screen.queryByRole('link', { name: 'Your receipt' })).toBeNull();
    expect(screen.getByText(/E-mail goes through the mail server/)).toBeTruthy();
  });

  it('links each e-mail of the local outbox to its text, with no queue state', async () => {
    show({ transport: 'outbox', pending: 0, data: [{ ...mail, id: 7, subject: 'Reset', status: 'sent' }] });
    expect((await screen.findByRole('link', { name: 'Reset' })).getAttribute('href')).toBe('/dev/outbox/7');
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(screen.queryByText(/wait for the mail server|waits for the mail server/)).toBeNull();
  });
});
