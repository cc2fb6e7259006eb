// Single-use links (reset 60 minutes; verification and e-mail change 24 hours), stored as hashes.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema';
import { randomToken, tokenHash } from '../../lib/tokens';

export type TokenPurpose = 'password_reset' | 'email_verify' | 'email_change';
export const TOKEN_MINUTES: Record<TokenPurpose, number> = {
  password_reset: 60,
  email_verify: 24 * 60,
  email_change: 24 * 60,
};

/** Issues a new link; earlier unused links of the same purpose stop working. */
export async function issueToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  newEmail?: string,
): Promise<string> {
  const token = randomToken();
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: tokenHash(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + TOKEN_MINUTES[purpose] * 60_000),
  });
  return token;
}

/** The live token row, or null when unknown, used, expired or of another purpose. */
export async function findLiveToken(db: Db, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Marks a token used; false when another request used it first. */
export async function consumeToken(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return used.length === 1;
}
