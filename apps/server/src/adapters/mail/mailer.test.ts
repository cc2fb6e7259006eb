import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../../../test/smtp';
import { freshDatabase } from '../../../test/factory';
import { tcpProxy } from '../../../test/tcp-proxy';
import type { Database } from '../../db/client';
import { composeEmail } from './compose';
import { MAX_MAIL_ATTEMPTS, retryDelayMs, smtpQueueMailer } from './smtp-queue';

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

describe('SMTP mailer (docs/decisions/059-mail-queue.md)', () => {
  const from = 'no-reply@crashpad.test';
  const rowOf = async (to: string) => (await database.db.select().from(emails).where(eq(emails.to, to)))[0];

  it('delivers a text and HTML e-mail to the SMTP server and keeps only the envelope', async () => {
    const mailer = smtpQueueMailer(`smtp://127.0.0.1:${port}`, from, database.db);
    await mailer.send({ to: 'pilot@example.com', subject: 'Reset your password', ...content });
    await mailer.idle();
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['pilot@example.com']);
    expect(received[0]!.from).toBe('no-reply@crashpad.test');
    expect(received[0]!.data).toContain('Subject: Reset your password');
    expect(received[0]!.data).toContain('text/plain');
    expect(received[0]!.data).toContain('text/html');
    expect(await rowOf('pilot@example.com')).toMatchObject({
      transport: 'smtp',
      status: 'sent',
      attempts: 1,
      subject: 'Reset your password',
      text: null,
      html: null,
      lastError: null,
    });
    expect((await rowOf('pilot@example.com'))?.messageId).toBeTruthy();
  });

  it('queues the e-mail while the server is away, and delivers it once when it is back', async () => {
    const proxy = await tcpProxy({ host: '127.0.0.1', port });
    await proxy.stop();
    // Two processes share the queue: each mail still goes once.
    const one = smtpQueueMailer(`smtp://127.0.0.1:${proxy.port}`, from, database.db);
    const two = smtpQueueMailer(`smtp://127.0.0.1:${proxy.port}`, from, database.db);
    const before = received.length;
    const started = Date.now();
    await one.send({ to: 'queued@example.com', subject: 'Your receipt', ...content });
    await one.idle();
    expect(Date.now() - started).toBeLessThan(5_000);
    const waiting = await rowOf('queued@example.com');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(waiting?.text).toContain('Someone asked to reset the password');
    // the next try is 30 s later
    expect(waiting!.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(25_000);
    await two.sweep();
    expect((await rowOf('queued@example.com'))?.attempts).toBe(1);

    await proxy.start();
    await database.db
      .update(emails)
      .set({ nextAttemptAt: new Date() })
      .where(eq(emails.to, 'queued@example.com'));
    await Promise.all([one.sweep(), two.sweep()]);
    expect(received.length - before).toBe(1);
    expect(received.at(-1)!.to).toEqual(['queued@example.com']);
    expect(await rowOf('queued@example.com')).toMatchObject({ status: 'sent', attempts: 2, text: null });
    one.close();
    two.close();
    await proxy.close();
  });

  it('waits longer after each failed try, and gives a mail up after a day of them', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelayMs(n) / 1000)).toEqual([
      30, 60, 120, 300, 600, 1800, 3600, 3600,
    ]);
    expect(MAX_MAIL_ATTEMPTS).toBe(30);
  });
});

describe('composeEmail', () => {
  it('puts the action link in both parts', () => {
    expect(content.text).toContain('Choose a new password: http://crashpad.test/password/reset?token=abc');
    expect(content.html).toContain('href="http://crashpad.test/password/reset?token=abc"');
  });
});
