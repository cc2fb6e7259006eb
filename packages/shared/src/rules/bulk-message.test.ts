import { describe, expect, it } from 'vitest';
import { sendTenantMessageRequest } from '../api/rentals';
import { BULK_MESSAGE_MESSAGES as M, canSendBulkMessage } from './rentals';

describe('bulk message to tenants', () => {
  it('can be sent only with some text and at least one tenant (docs/product/specification/2-listings-and-tenants.md §5)', () => {
    expect(canSendBulkMessage('Hello', 1)).toBe(true);
    expect(canSendBulkMessage('  \n ', 3)).toBe(false);
    expect(canSendBulkMessage('Hello', 0)).toBe(false);
  });

  it('trims the text and names each tenant once', () => {
    expect(sendTenantMessageRequest.parse({ message_body: ' Hi \n', tenants: [3, 1, 3] })).toEqual({
      message_body: 'Hi',
      tenants: [3, 1],
    });
  });

  it('answers how many tenants it reached, and how many e-mails failed', () => {
    expect(M.sent(1)).toBe('Your message has been sent to 1 tenant.');
    expect(M.sent(12)).toBe('Your message has been sent to 12 tenants.');
    expect(M.sent(3, 1)).toBe(
      'Your message has been recorded for 3 tenants, but the e-mail to 1 of them could not be sent.',
    );
  });
});
