// E-mail over SMTP through a queue in the emails table (docs/decisions/059-mail-queue.md). Sending records the mail
// as 'pending' and returns: the request that sent it never waits for the mail server, and a mail server that is
// away loses nothing. Delivery is tried at once in the background, then again with back-off by a sweep that runs
// in every process; a lease on the row keeps two processes from sending it at the same time.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';
import type { Mail, Mailer } from './mail';

/** Pauses before the next try, by attempts made: 30 s, 1, 2, 5, 10, 30 min, then hourly. */
const BACKOFF_S = [30, 60, 120, 300, 600, 1800, 3600];
/** After this many tries (about a day) the mail is given up: 'failed'. */
export const MAX_MAIL_ATTEMPTS = 30;
/** A try holds the row this long: a process that died while sending lets another take it after. */
const LEASE_MS = 2 * 60_000;
/** Mails a sweep takes at most. */
const SWEEP_BATCH = 50;

export type MailLog = { warn(details: object, message: string): void };
export type SmtpQueueOptions = { sweepMs?: number; log?: MailLog };

export const retryDelayMs = (attempts: number) =>
  BACKOFF_S[Math.min(Math.max(attempts, 1), BACKOFF_S.length) - 1]! * 1000;

/** An SMTP answer that will not change on a retry (5xx: no such mailbox, refused): the mail is given up. */
const permanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/** What is kept of the error: the server's words, never the connection URL (it may hold a password). */
const describe = (err: unknown) => {
  const e = err as { code?: string; responseCode?: number; message?: string };
  return [e.code, e.responseCode, (e.message ?? '').slice(0, 300)].filter(Boolean).join(' ');
};

export function smtpQueueMailer(
  url: string,
  from: string,
  db: Db,
  options: SmtpQueueOptions = {},
): Mailer & {
  /** the background deliveries started so far have finished (tests) */
  idle(): Promise<void>;
  /** delivers the mails that are due now (the sweep's work; tests call it to skip the wait) */
  sweep(): Promise<void>;
} {
  // A server that does not answer fails the try, rather than holding it open (the URL's own settings win).
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  let warnedAt = 0;
  const warn = (details: object, message: string) => {
    // one line a minute while the server or the database is away, not one per mail
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    options.log?.warn(details, message);
  };

  async function deliver(id: number): Promise<void> {
    const [mail] = await db
      .update(emails)
      .set({ attempts: sql`${emails.attempts} + 1`, nextAttemptAt: new Date(Date.now() + LEASE_MS) })
      .where(and(eq(emails.id, id), eq(emails.status, 'pending'), lte(emails.nextAttemptAt, new Date())))
      .returning();
    if (!mail) return; // another process has it, or it went already
    try {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text ?? '',
        html: mail.html ?? '',
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      // Delivered: only the envelope is kept, the bodies may hold one-time links.
      await db
        .update(emails)
        .set({
          status: 'sent',
          messageId: info.messageId,
          sentAt: new Date(),
          nextAttemptAt: null,
          lastError: null,
          text: null,
          html: null,
          headers: null,
        })
        .where(eq(emails.id, id));
    } catch (err) {
      const givenUp = permanent(err) || mail.attempts >= MAX_MAIL_ATTEMPTS;
      warn(
        { emailId: id, attempts: mail.attempts, reason: describe(err) },
        'an e-mail could not be sent: it waits in the queue',
      );
      await db
        .update(emails)
        .set(
          givenUp
            ? {
                status: 'failed',
                nextAttemptAt: null,
                lastError: describe(err),
                text: null,
                html: null,
                headers: null,
              }
            : { nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)), lastError: describe(err) },
        )
        .where(eq(emails.id, id));
    }
  }

  const safely = (work: Promise<void>) =>
    work.catch((err: unknown) =>
      warn({ reason: (err as Error).message }, 'the mail queue could not be read'),
    );

  let sweeping: Promise<void> | null = null;
  async function sweepOnce(): Promise<void> {
    const due = await db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.status, 'pending'), lte(emails.nextAttemptAt, new Date())))
      .orderBy(asc(emails.nextAttemptAt))
      .limit(SWEEP_BATCH);
    for (const { id } of due) await deliver(id);
  }
  const sweep = () => (sweeping ??= safely(sweepOnce()).finally(() => (sweeping = null)));
  const timer = setInterval(() => void sweep(), options.sweepMs ?? 15_000);
  timer.unref();

  return {
    transport: 'smtp',
    async send(mail: Mail) {
      const [row] = await db
        .insert(emails)
        .values({
          transport: 'smtp',
          status: 'pending',
          nextAttemptAt: new Date(),
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo ?? null,
          headers: mail.headers ?? null,
        })
        .returning({ id: emails.id });
      track(safely(deliver(row!.id)));
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
      if (sweeping) await sweeping;
    },
    sweep,
    close() {
      clearInterval(timer);
      transporter.close();
    },
  };
}
