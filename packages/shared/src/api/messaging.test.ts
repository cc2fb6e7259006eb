import { describe, expect, it } from 'vitest';
import { contactRequest } from './messaging';

const valid = { name: 'A', email: 'a@example.com', subject: 'S', message_content: 'M' };
const firstMessage = (input: unknown) => {
  const result = contactRequest.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('contactRequest', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactRequest.parse({ ...valid, name: '  A  ' }).name).toBe('A');
  });
  it('checks name, email, subject and message in that order', () => {
    expect(firstMessage({})).toBe('please enter your name');
    expect(firstMessage({ name: 'A' })).toBe('please enter your email');
    expect(firstMessage({ name: 'A', email: 'a@b' })).toBe(
      'email is incorrect, please check spelling and try again',
    );
    expect(firstMessage({ name: 'A', email: 'a@b.co' })).toBe('please enter a subject');
    expect(firstMessage({ name: 'A', email: 'a@b.co', subject: 'S' })).toBe('please enter your message');
    expect(firstMessage(valid)).toBeNull();
  });
});
