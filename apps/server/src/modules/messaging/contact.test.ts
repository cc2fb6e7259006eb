import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, emails } from '../../db/schema';
import { suiteApp, testApp } from '../../../test/factory';

const t = suiteApp({ CONTACT_LIMIT_PER_HOUR: '100' });

const valid = {
  name: 'Jamie Rivera',
  email: 'jamie@example.com',
  subject: 'Bed availability at DFW',
  message_content: 'Do you know of crashpads near DFW with a cold bed from March?',
};

const storedCount = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;
const emailCount = async () => (await t.db.select({ n: count() }).from(emails))[0]!.n;

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to support, replying to the sender', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'your message has been sent, allow 24 hours' });

    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, valid.email));
    expect(stored).toMatchObject({
      name: valid.name,
      subject: valid.subject,
      messageContent: valid.message_content,
    });

    const [mail] = await t.db.select().from(emails).where(eq(emails.to, 'support@crashpad.test'));
    expect(mail?.subject).toBe('[Contact] Bed availability at DFW');
    expect(mail?.text).toContain('From: Jamie Rivera <jamie@example.com>');
    expect(mail?.text).toContain(valid.message_content);
    expect(mail?.html).toContain('Bed availability at DFW');
  });

  it('escapes HTML typed into the form in the e-mail to support', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message_content: '<script>alert(1)</script>' },
    });
    const mails = await t.db.select().from(emails);
    const last = mails.at(-1)!;
    expect(last.html).not.toContain('<script>');
    expect(last.html).toContain('&lt;script&gt;');
  });

  it.each([
    [{ ...valid, email: '' }, 'email', 'please enter your email'],
    [{ ...valid, email: undefined }, 'email', 'please enter your email'],
    [{ ...valid, email: 'jamie@' }, 'email', 'email is incorrect, please check spelling and try again'],
    [{ ...valid, name: '   ' }, 'name', 'please enter your name'],
    [{ ...valid, subject: '' }, 'subject', 'please enter a subject'],
    [{ ...valid, message_content: '' }, 'message_content', 'please enter your message'],
    [
      { ...valid, message_content: 'x'.repeat(5001) },
      'message_content',
      'message must be at most 5000 characters',
    ],
    [{ ...valid, name: 42 }, 'name', 'please enter your name'],
  ])('refuses %j with the field message and sends nothing', async (payload, field, message) => {
    const before = [await storedCount(), await emailCount()];
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
    expect([await storedCount(), await emailCount()]).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });
});

describe('contact rate limit', () => {
  it('refuses the message past the hourly limit for one address, with a message', async () => {
    const limited = await testApp({ CONTACT_LIMIT_PER_HOUR: '2' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: valid,
          remoteAddress: '10.0.0.7',
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json<{ message: string }>().message).toMatch(/wait a while/);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: '10.0.0.8',
      });
      expect(other.statusCode).toBe(200);
      expect((await limited.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
