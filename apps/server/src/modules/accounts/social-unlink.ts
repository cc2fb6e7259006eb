// Unlinking Google or Apple from account settings (docs/decisions/063-social-sign-in.md, "Unlinking"): the member
// logs in with their e-mail and password afterwards. Their e-mail is verified (a social sign-up verifies it, and
// linking asks the same), so "Forgot your password?" always reaches them if they never chose one.
import { and, eq, isNotNull } from 'drizzle-orm';
import { SOCIAL_PROVIDER_NAMES } from '@crashpad/shared/social-providers';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { Conflict } from '../../errors';
import type { UserRow } from './user-view';

/** The member without their provider; 409 NOT_LINKED when none is linked, and nothing changes. */
export async function unlinkSocial(db: Db, user: UserRow): Promise<{ user: UserRow; provider: string }> {
  const [unlinked] = await db
    .update(users)
    .set({ socialType: null, socialId: null, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNotNull(users.socialId)))
    .returning();
  if (!unlinked) throw new Conflict('No Google or Apple account is linked to this account.', 'NOT_LINKED');
  return { user: unlinked, provider: user.socialType ? SOCIAL_PROVIDER_NAMES[user.socialType] : 'unknown' };
}
