// Writing a message into the thread between two members about a listing (docs/decisions/029-messaging.md
// "Sending"): POST /messages and the lister's bulk message to tenants (docs/decisions/031-…) both go through
// here, so a thread is created or reused one way only.
import { sql } from 'drizzle-orm';
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
  tx: Db | Tx,
  m: { fromId: number; toId: number; listingId: number; body: string },
): Promise<Written> {
  const [userA, userB] = m.fromId < m.toId ? [m.fromId, m.toId] : [m.toId, m.fromId];
  const senderRead = userA === m.fromId ? sql.raw('user_a_read_at') : sql.raw('user_b_read_at');
  // One statement, one round trip: the unique index settles two first messages sent at once, and the thread's
  // row stays locked from the upsert to the end of the statement, so a thread's messages and last_message_at
  // only move forward (clock_timestamp() is read after the lock). The sender has read what they wrote; a new
  // message brings the thread back to the inbox of both members.
  const result = (await tx.execute(
    sql`WITH thread AS (
        INSERT INTO ${t} (user_a, user_b, listing_id, last_message_at, ${senderRead})
        VALUES (${userA}, ${userB}, ${m.listingId}, clock_timestamp(), clock_timestamp())
        ON CONFLICT (user_a, user_b, (coalesce(listing_id, 0))) DO UPDATE SET
          last_message_at = clock_timestamp(),
          user_a_archived_at = NULL,
          user_b_archived_at = NULL,
          ${senderRead} = clock_timestamp()
        RETURNING id, last_message_at
      )
      INSERT INTO ${messages} (thread_id, from_user_id, body, created_at)
      SELECT id, ${m.fromId}, ${m.body}, last_message_at FROM thread
      RETURNING thread_id, id, created_at`,
  )) as unknown as { rows: { thread_id: number; id: number; created_at: Date | string }[] };
  const row = result.rows[0];
  return { threadId: row!.thread_id, messageId: row!.id, createdAt: new Date(row!.created_at) };
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
