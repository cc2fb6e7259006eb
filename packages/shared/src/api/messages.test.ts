import { describe, expect, it } from 'vitest';
import { MESSAGE_SEND_MESSAGES as M, inboxQuery, messageSendRequest } from './messages';

const firstMessage = (input: unknown) => {
  const result = messageSendRequest.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the message send contract (docs/product/specification/3-money-and-messaging.md §5)', () => {
  it('checks the crashpad, then the text, then the recipient, as the form does', () => {
    expect(firstMessage({})).toBe(M.noListing);
    expect(firstMessage({ listing_id: 3 })).toBe(M.noText);
    expect(firstMessage({ listing_id: 3, message: ' \n ' })).toBe(M.noText);
    expect(firstMessage({ listing_id: 3, message: 'hi' })).toBe(M.noUser);
    expect(firstMessage({ listing_id: 3, message: 'hi', to: '' })).toBe(M.noUser);
    expect(firstMessage({ listing_id: 3, message: 'hi', to: -1 })).toBe(M.noUser);
    expect(firstMessage({ listing_id: 3, message: 'x'.repeat(5001), to: 2 })).toBe(M.tooLong);
  });

  it('takes ids as numbers or numeric text and trims the text', () => {
    expect(messageSendRequest.parse({ listing_id: '3', message: '  hello ', to: '7' })).toEqual({
      listing_id: 3,
      message: 'hello',
      to: 7,
    });
  });

  it('pages the inbox by 25 unless told', () => {
    expect(inboxQuery.parse({})).toMatchObject({ offset: 0, limit: 25, filter: '' });
    expect(inboxQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });
});
