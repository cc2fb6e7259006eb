// The unsubscribe link of the new-message notice (docs/decisions/031-message-notices-and-bulk-threads.md): a
// signed token naming the member, so it needs no table and cannot be guessed; the token travels in the body of
// POST /messages/unsubscribe and in the page's query (which the request log redacts), and is never logged.
import { eq } from 'drizzle-orm';
import { MESSAGE_NOTICE_TEXTS as T } from '@crashpad/shared/api/message-notices';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { Invalid } from '../../errors';
import { signedToken, verifySignedToken } from '../../lib/tokens';

const PURPOSE = 'message-notices-unsubscribe';

type Ctx = Pick<AppContext, 'sessions' | 'config'>;

export function unsubscribeUrl(ctx: Ctx, userId: number): string {
  const token = signedToken(ctx.sessions.key, PURPOSE, userId);
  return `${ctx.config.publicUrl}/unsubscribe/messages?token=${encodeURIComponent(token)}`;
}

/** POST /messages/unsubscribe: turns the member's notices off (again, if they already were). */
export async function unsubscribe(ctx: Ctx & Pick<AppContext, 'db'>, token: string): Promise<void> {
  const userId = verifySignedToken(ctx.sessions.key, PURPOSE, token);
  if (userId === null) throw Invalid.field('token', T.badToken);
  const done = await ctx.db
    .update(users)
    .set({ messageNotices: false, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (done.length === 0) throw Invalid.field('token', T.badToken);
}
