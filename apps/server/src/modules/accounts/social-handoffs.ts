// The one-time codes in `oauth_handoffs` that hand a social sign-in to the browser that set out
// (docs/decisions/063-social-sign-in.md): a sign-in code exchanged once for a session, and a new member's verified
// identity that prefills the sign-up form and becomes the account's. The provider's answer that makes them is
// social-sign-in.ts.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OAuthSessionAnswer, SocialSignUpAnswer } from '@crashpad/shared/api/oauth';
import { USER_PLANS, type UserPlan } from '@crashpad/shared/plans';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { oauthHandoffs, users } from '../../db/schema';
import { Forbidden, Invalid } from '../../errors';
import { randomToken, tokenHash } from '../../lib/tokens';
import { ACCOUNT_CLOSED, sessionAnswer } from './login-service';
import { startSession } from './sessions';
import type { UserRow } from './user-view';

/** How long a sign-in code lives; a sign-up to complete lives. */
export const SIGN_IN_CODE_MINUTES = 2;
export const SIGN_UP_MINUTES = 60;
const MINUTE = 60_000;

export const SOCIAL_CODE_INVALID =
  'This sign-in has expired or was already used. Please continue with Google or Apple again.';

function plan(value: string | null): UserPlan | '' | null {
  if (value === '') return '';
  return (USER_PLANS as readonly string[]).includes(value ?? '') ? (value as UserPlan) : null;
}

/** A new one-time code for the browser that set out, kept by its hash until its kind's time is up. */
export async function handOff(
  db: Db,
  values: Omit<typeof oauthHandoffs.$inferInsert, 'codeHash' | 'expiresAt'>,
): Promise<string> {
  const code = randomToken();
  const minutes = values.kind === 'sign_in' ? SIGN_IN_CODE_MINUTES : SIGN_UP_MINUTES;
  await db
    .insert(oauthHandoffs)
    .values({ ...values, codeHash: tokenHash(code), expiresAt: new Date(Date.now() + minutes * MINUTE) });
  return code;
}

function liveHandoff(kind: 'sign_in' | 'sign_up', code: string, browserKey?: string) {
  return and(
    eq(oauthHandoffs.codeHash, tokenHash(code)),
    eq(oauthHandoffs.kind, kind),
    browserKey === undefined ? undefined : eq(oauthHandoffs.browserKeyHash, tokenHash(browserKey)),
    isNull(oauthHandoffs.usedAt),
    gt(oauthHandoffs.expiresAt, new Date()),
  );
}

/** POST /api/oauth/session: the sign-in code, once, from the browser that set out, for a session. */
export async function exchangeSignInCode(
  ctx: AppContext,
  input: { code: string; browserKey: string; keep: boolean },
): Promise<OAuthSessionAnswer> {
  const [taken] = await ctx.db
    .update(oauthHandoffs)
    .set({ usedAt: new Date() })
    .where(liveHandoff('sign_in', input.code, input.browserKey))
    .returning({ userId: oauthHandoffs.userId, next: oauthHandoffs.next });
  if (!taken?.userId) throw Invalid.field('code', SOCIAL_CODE_INVALID, 'OAUTH_CODE_INVALID');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, taken.userId));
  if (!user || user.status !== 'ACTIVE') throw new Forbidden(ACCOUNT_CLOSED, 'ACCOUNT_CLOSED');
  const token = await startSession(ctx.sessions, user, { keep: input.keep });
  return { ...sessionAnswer(token, user), next: taken.next };
}

export type SocialSignUp = typeof oauthHandoffs.$inferSelect & {
  kind: 'sign_up';
  socialId: string;
  email: string;
};

/** The live sign-up a code names (from the browser that set out, when its key is given), or a 400 naming the code. */
export async function liveSocialSignUp(db: Db, code: string, browserKey?: string): Promise<SocialSignUp> {
  const [row] = await db
    .select()
    .from(oauthHandoffs)
    .where(liveHandoff('sign_up', code, browserKey));
  if (!row || !row.socialId || !row.email)
    throw Invalid.field('social_code', SOCIAL_CODE_INVALID, 'OAUTH_CODE_INVALID');
  return row as SocialSignUp;
}

/** POST /api/oauth/sign-up: who the new member is, to prefill the form (read as often as the page needs). */
export async function socialSignUpAnswer(
  db: Db,
  input: { code: string; browserKey: string },
): Promise<SocialSignUpAnswer> {
  const row = await liveSocialSignUp(db, input.code, input.browserKey);
  return {
    provider: row.provider,
    email: row.email,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    photo: row.photo ? `data:image/webp;base64,${row.photo}` : null,
    user_plan: plan(row.userPlan),
    next: row.next,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The columns a sign-up with a provider adds to the new account: the link, and the e-mail counted as verified (the
 * provider verified it). The e-mail is the provider's: the form's must be the same.
 */
export function socialUserValues(
  social: SocialSignUp,
  formEmail: string,
): Pick<typeof users.$inferInsert, 'email' | 'socialType' | 'socialId' | 'emailVerifiedAt'> {
  if (formEmail.trim().toLowerCase() !== social.email.toLowerCase()) {
    const message = `Your e-mail is the one you signed in with: ${social.email}.`;
    throw Invalid.field('email', message, 'OAUTH_EMAIL_MISMATCH');
  }
  return {
    email: social.email,
    socialType: social.provider,
    socialId: social.socialId,
    emailVerifiedAt: new Date(),
  };
}

/**
 * Takes the sign-up for the account just made, in the same transaction: false when another sign-up took it first
 * (the transaction is then undone).
 */
export async function takeSocialSignUp(db: Db, social: SocialSignUp, userId: number): Promise<boolean> {
  const rows = await db
    .update(oauthHandoffs)
    .set({ usedAt: new Date(), userId })
    .where(and(eq(oauthHandoffs.id, social.id), isNull(oauthHandoffs.usedAt)))
    .returning({ id: oauthHandoffs.id });
  return rows.length > 0;
}

/** Whether this code already made this account (the same checkout sent again answers with it). */
export async function socialSignUpMade(db: Db, code: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: oauthHandoffs.id })
    .from(oauthHandoffs)
    .where(
      and(
        eq(oauthHandoffs.codeHash, tokenHash(code)),
        eq(oauthHandoffs.kind, 'sign_up'),
        eq(oauthHandoffs.userId, userId),
      ),
    );
  return row !== undefined;
}

/** The provider's photo becomes the new account's profile photo; a failure only leaves it without one. */
export async function keepSocialPhoto(
  ctx: AppContext,
  user: UserRow,
  social: SocialSignUp,
  log: FastifyBaseLogger,
): Promise<UserRow> {
  if (!social.photo) return user;
  try {
    const url = await ctx.storage.put(
      `users/${user.id}/${randomBytes(12).toString('hex')}.webp`,
      Buffer.from(social.photo, 'base64'),
      'image/webp',
    );
    const [updated] = await ctx.db
      .update(users)
      .set({ photo: url, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  } catch (err) {
    log.error({ err, userId: user.id }, 'social sign-up: the profile photo could not be stored');
    return user;
  }
}
