import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../../../test/smtp';
import { freshDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { composeEmail } from './compose';
import { createMailer } from './mailer';

let smtp: TestSmtp;
let received: ReceivedMail[];
let port: number;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ received, port } = smtp);
  ({ database, drop } = await freshDatabase());
});
afterAll(async () => {
  await smtp.close();
  await database.close();
  await drop();
});

const content = composeEmail({
  siteName: 'CrashPad Crew',
  publicUrl: 'http://crashpad.test',
  heading: 'Reset your password',
  paragraphs: ['Someone asked to reset the password of this account.'],
  action: { label: 'Choose a new password', url: 'http://crashpad.test/password/reset?token=abc' },
});

describe('SMTP mailer', () => {
  it('delivers a text and HTML e-mail to the SMTP server and keeps only the envelope', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@crashpad.test' },
      database.db,
    );
    await mailer.send({ to: 'pilot@example.com', subject: 'Reset your password', ...content });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['pilot@example.com']);
    expect(received[0]!.from).toBe('no-reply@crashpad.test');
    expect(received[0]!.data).toContain('Subject: Reset your password');
    expect(received[0]!.data).toContain('text/plain');
    expect(received[0]!.data).toContain('text/html');
    const [row] = await database.db.select().from(emails);
    expect(row).toMatchObject({
      transport: 'smtp',
      to: 'pilot@example.com',
      subject: 'Reset your password',
      text: null,
      html: null,
    });
    expect(row?.messageId).toBeTruthy();
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@crashpad.test' },
      database.db,
    );
    await expect(mailer.send({ to: 'x@example.com', subject: 'x', ...content })).rejects.toThrow();
    mailer.close();
  });
});

describe('composeEmail', () => {
  it('puts the action link in both parts', () => {
    expect(content.text).toContain('Choose a new password: http://crashpad.test/password/reset?token=abc');
    expect(content.html).toContain('href="http://crashpad.test/password/reset?token=abc"');
  });
});
