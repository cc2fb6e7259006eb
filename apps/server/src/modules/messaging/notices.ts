// E-mail notice of a new message (issue 16; docs/decisions/031-message-notices-and-bulk-threads.md): a member
// with no connected socket, who has not turned the e-mails off, gets "New message from …" at most once per
// thread per hour. The slot is claimed in the statement that checks it, so two messages at once send one
// notice; the e-mail is sent after the answer, so a slow or failing mail server neither slows nor fails a send.
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NOTICE_EXCERPT_LENGTH, NOTICE_INTERVAL_MINUTES } from '@crashpad/shared/api/message-notices';
import { composeEmail } from '../../adapters/mail/compose';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { messageThreads as t, users } from '../../db/schema';
import type { UserRow } from '../accounts';
import type { Tx } from './thread-writes';
import { unsubscribeUrl } from './unsubscribe';

/** Whether the member has a socket open now (the realtime module's isMemberOnline). */
export type Presence = (userId: number) => Promise<boolean>;

export type NewMessage = { threadId: number; from: UserRow; toId: number; body: string };

type Log = Pick<FastifyBaseLogger, 'error'>;

const isA = (userId: number) => sql`${t.userA} = ${userId}`;
/** The recipient's side of the thread's notice column. */
const notifiedAt = (userId: number) =>
  sql`case when ${isA(userId)} then ${t.userANotifiedAt} else ${t.userBNotifiedAt} end`;

/**
 * Claims the recipient's notice slot on the thread: sets their side's notified_at to now when it is empty or an
 * hour old, the member lets notices come and their account is active. Answers their address when claimed.
 */
async function claim(db: Db, threadId: number, userId: number): Promise<{ email: string } | null> {
  const [row] = await db
    .update(t)
    .set({
      userANotifiedAt: sql`case when ${isA(userId)} then now() else ${t.userANotifiedAt} end`,
      userBNotifiedAt: sql`case when ${isA(userId)} then ${t.userBNotifiedAt} else now() end`,
    })
    .from(users)
    .where(
      and(
        eq(t.id, threadId),
        or(eq(t.userA, userId), eq(t.userB, userId)),
        eq(users.id, userId),
        eq(users.messageNotices, true),
        eq(users.status, 'ACTIVE'),
        sql`(${notifiedAt(userId)} is null or ${notifiedAt(userId)} < now() - make_interval(mins => ${NOTICE_INTERVAL_MINUTES}))`,
      ),
    )
    .returning({ email: users.email });
  return row ?? null;
}

/** Sets the member's side of the thread's notice column (now, or null to give the slot back). */
export async function setNotified(db: Db | Tx, threadId: number, userId: number, at: 'now' | null) {
  const value = at === 'now' ? sql`now()` : sql`null`;
  await db
    .update(t)
    .set({
      userANotifiedAt: sql`case when ${isA(userId)} then ${value} else ${t.userANotifiedAt} end`,
      userBNotifiedAt: sql`case when ${isA(userId)} then ${t.userBNotifiedAt} else ${value} end`,
    })
    .where(eq(t.id, threadId));
}

const excerpt = (body: string) =>
  body.length > NOTICE_EXCERPT_LENGTH ? `${body.slice(0, NOTICE_EXCERPT_LENGTH - 1).trimEnd()}…` : body;

/** The sender as the reader knows them: their display name, never their real name (docs/product/accounts.md#names). */
export const senderName = (from: Pick<UserRow, 'displayName'>) => from.displayName.trim() || 'a member';

/** Sends the notice when it is due; true when an e-mail went out. Never throws: a failure is logged. */
export async function noticeNewMessage(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'wording' | 'sessions'>,
  online: Presence,
  message: NewMessage,
  log: Log,
): Promise<boolean> {
  try {
    if (await online(message.toId)) return false;
    const to = await claim(ctx.db, message.threadId, message.toId);
    if (!to) return false;
    const name = senderName(message.from);
    const unsubscribe = unsubscribeUrl(ctx, message.toId);
    const { text, html } = composeEmail({
      siteName: ctx.wording.siteName,
      publicUrl: ctx.config.publicUrl,
      heading: `${name} sent you a message`,
      paragraphs: [excerpt(message.body)],
      action: { label: 'Read and reply', url: `${ctx.config.publicUrl}/chat/${message.threadId}` },
      unsubscribe: { label: 'Stop e-mails about new messages', url: unsubscribe },
    });
    try {
      await ctx.mailer.send({
        to: to.email,
        subject: `New message from ${name}`,
        text,
        html,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      });
    } catch (err) {
      // The slot goes back, so the next message tries again.
      await setNotified(ctx.db, message.threadId, message.toId, null);
      throw err;
    }
    return true;
  } catch (err) {
    log.error({ err, threadId: message.threadId }, 'the e-mail notice of a new message could not be sent');
    return false;
  }
}

/** Notices still being sent, per app: closing the app waits for them (they write to the database). */
const pending = new WeakMap<object, Set<Promise<unknown>>>();

/** Runs `work` after the answer, keeping track of it. */
export function inBackground(owner: object, work: Promise<unknown>): void {
  let set = pending.get(owner);
  if (!set) pending.set(owner, (set = new Set()));
  // Background work answers nobody: a failure it did not handle itself must not become an unhandled rejection.
  const tracked: Promise<unknown> = work.catch(() => undefined).finally(() => set.delete(tracked));
  set.add(tracked);
}

/** Waits for the notices this app is still sending (shutdown, tests). */
export async function noticesSettled(owner: object): Promise<void> {
  const set = pending.get(owner);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}
