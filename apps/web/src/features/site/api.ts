// The site feature's server calls (docs/product/specification/3-money-and-messaging.md §2.6, §7): the contact form, the e-mail totals and the local outbox.
// Typed by the shared contracts.
import { queryOptions } from '@tanstack/react-query';
import type { ContactAnswer, ContactRequest } from '@crashpad/shared/api/messaging';
import type { EmailStatsAnswer, OutboxEmailAnswer, OutboxListAnswer } from '@crashpad/shared/api/site';
import { api } from '../../lib/api-client';

export const sendContact = (values: ContactRequest) =>
  api<ContactAnswer>('/contact', { method: 'POST', body: values });

export const emailStatsQuery = queryOptions({
  queryKey: ['email-stats'],
  queryFn: () => api<EmailStatsAnswer>('/emails'),
});

/** The outbox's refusals (not signed in, not allowed, not the mail transport) are the pages' own messages. */
export const outboxQuery = queryOptions({
  queryKey: ['outbox'],
  queryFn: () => api<OutboxListAnswer>('/dev/outbox', { handles: [401, 403, 404] }),
});

export const outboxEmailQuery = (id: string) =>
  queryOptions({
    queryKey: ['outbox', id],
    queryFn: () =>
      api<OutboxEmailAnswer>(`/dev/outbox/${encodeURIComponent(id)}`, { handles: [400, 401, 403, 404] }),
  });
