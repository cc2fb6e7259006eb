// Writing a message into the thread between two members about a listing (docs/decisions/029-messaging.md
// "Sending"): POST /messages and the lister's bulk message to tenants (docs/decisions/031-…) both go through
// here, so a thread is created or reused one way only.
import { and, eq, sql } from 'drizzle-orm';
import type { ChatEvent } from '@crashpad/shared/api/realtime';
import type { Db } from '../../db/client';
import { messages, messageThreads as t } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Written = { threadId: number; messageId: number; createdAt: Date };

/**
 * Creates or reuses the thread of `fromId` and `toId` about `listingId` and writes the message, inside the
 * caller's transaction: the sender has read what they wrote, and a new message brings the thread back to the
 * inbox of both members.
 */
export async function writeMessage(
  tx: Tx,
  m: { fromId: number; toId: number; listingId: number; body: string },
): Promise<Written> {
  const [userA, userB] = m.fromId < m.toId ? [m.fromId, m.toId] : [m.toId, m.fromId];
  // One thread per pair and listing: the unique index settles two first messages sent at once.
  await tx.insert(t).values({ userA, userB, listingId: m.listingId }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userA, userA), eq(t.userB, userB), eq(t.listingId, m.listingId)))
    .for('update');
  const [message] = await tx
    .insert(messages)
    // the clock after the thread's lock, so a thread's messages and last_message_at only move forward
    .values({ threadId: row!.id, fromUserId: m.fromId, body: m.body, createdAt: sql`clock_timestamp()` })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  const at = message!.createdAt;
  const senderIsA = userA === m.fromId;
  await tx
    .update(t)
    .set({
      lastMessageAt: at,
      userAArchivedAt: null,
      userBArchivedAt: null,
      ...(senderIsA ? { userAReadAt: at } : { userBReadAt: at }),
    })
    .where(eq(t.id, row!.id));
  return { threadId: row!.id, messageId: message!.id, createdAt: at };
}

/** The `chat` event of a written message, for both members' sockets (docs/decisions/033-real-time.md). */
export function chatEvent(
  written: Written,
  m: { fromId: number; toId: number; listingId: number; body: string },
): ChatEvent {
  return {
    action: 'chat',
    thread_id: written.threadId,
    message_id: written.messageId,
    from_user: m.fromId,
    to: m.toId,
    listing_id: m.listingId,
    message: m.body,
    created: written.createdAt.toISOString(),
  };
}
