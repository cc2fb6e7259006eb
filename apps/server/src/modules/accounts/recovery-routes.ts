// Password recovery and e-mail verification (docs/product/specification/1-accounts-and-shell.md §2 "Login and recovery", "Sign-up"; §7).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  emailRequest,
  passwordResetRequest,
  resetTokenAnswer,
  tokenRequest,
} from '@crashpad/shared/api/account-settings';
import { messageAnswer } from '@crashpad/shared/api/accounts';
import { RESET_MESSAGES } from '@crashpad/shared/rules/profile';
import { z } from 'zod';
import type { App, AppContext } from '../../context';
import { users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { sendPasswordResetEmail, sendVerificationEmail } from './account-emails';
import { consumeToken, findLiveToken, issueToken } from './account-tokens';
import { hashPassword } from '../../lib/passwords';
import { revokeAllSessions } from './sessions';
import { userByEmail } from './users';

const tags = ['accounts'];
export const RECOVERY_SENT =
  'If an account uses this e-mail, we have sent it a link to reset the password. It works for 60 minutes.';
export const VERIFICATION_SENT =
  'If an account uses this e-mail and it is not confirmed yet, we have sent it a new confirmation link.';
const LINK_EXPIRED = 'This link is invalid or has expired.';

export async function recoveryRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const limit = ctx.config.authLimitPer15Min;
  const limits = [ctx.limits.perAddress('recovery', limit * 3), ctx.limits.perEmail('recovery', limit)];

  // The same answer for every address: the form cannot be used to learn who has an account.
  for (const url of ['/password-recovery', '/password/email']) {
    app.post(
      url,
      { schema: { tags, body: emailRequest, response: { 200: messageAnswer } }, preHandler: limits },
      async (request) => {
        const user = await userByEmail(db, request.body.email);
        if (user && user.status === 'ACTIVE') {
          const token = await issueToken(db, user.id, 'password_reset');
          await sendPasswordResetEmail(ctx, user.email, user.firstName, token);
        }
        return { message: RECOVERY_SENT };
      },
    );
  }

  app.post(
    '/verify-token-email',
    { schema: { tags, body: tokenRequest, response: { 200: resetTokenAnswer } } },
    async (request) => {
      if (!(await findLiveToken(db, request.body.token, 'password_reset')))
        throw new NotFound(LINK_EXPIRED, 'TOKEN_INVALID');
      return { valid: true };
    },
  );

  app.post(
    '/password-reset',
    { schema: { tags, body: passwordResetRequest, response: { 200: messageAnswer } } },
    async (request) => {
      const token = await findLiveToken(db, request.body.token, 'password_reset');
      if (!token || !(await consumeToken(db, token.id)))
        throw new NotFound(RESET_MESSAGES.invalid, 'TOKEN_INVALID');
      // The link proved the address: the e-mail counts as confirmed, and every old session ends.
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(request.body.password),
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, token.userId));
      await revokeAllSessions(db, token.userId);
      return { message: 'Your password has been changed. Please log in.' };
    },
  );

  app.post(
    '/verify-email',
    { schema: { tags, body: tokenRequest, response: { 200: messageAnswer } } },
    async (request) => {
      const token = await findLiveToken(db, request.body.token, 'email_verify');
      if (!token || !(await consumeToken(db, token.id))) throw new NotFound(LINK_EXPIRED, 'TOKEN_INVALID');
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
      return { message: 'Your e-mail is confirmed.' };
    },
  );

  app.post(
    '/email/resend',
    { schema: { tags, body: emailRequest, response: { 200: messageAnswer } }, preHandler: limits },
    async (request) => {
      const user = await userByEmail(db, request.body.email);
      if (user && user.status === 'ACTIVE' && !user.emailVerifiedAt) {
        const token = await issueToken(db, user.id, 'email_verify');
        await sendVerificationEmail(ctx, user.email, user.firstName, token);
      }
      return { message: VERIFICATION_SENT };
    },
  );

  app.post(
    '/verify-token-new-email',
    {
      schema: { tags, body: tokenRequest, response: { 200: messageAnswer.extend({ email: z.string() }) } },
      preHandler: ctx.auth.optional,
    },
    async (request) => {
      const token = await findLiveToken(db, request.body.token, 'email_change');
      if (!token?.newEmail) throw new NotFound(LINK_EXPIRED, 'TOKEN_INVALID');
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${token.newEmail})`, ne(users.id, token.userId)));
      if (taken.length > 0)
        throw new Conflict('This e-mail is already used by another account.', 'EMAIL_TAKEN');
      if (!(await consumeToken(db, token.id))) throw new NotFound(LINK_EXPIRED, 'TOKEN_INVALID');
      await db
        .update(users)
        .set({ email: token.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, token.userId));
      // Every other session ends (docs/decisions/008-accounts-and-sessions.md "Sessions"). The browser that
      // opened the link stays signed in when it is the member's own: it holds a session and the new mailbox.
      const confirmer = request.auth?.user.id === token.userId ? request.auth.sessionId : undefined;
      await revokeAllSessions(db, token.userId, confirmer);
      const next = confirmer
        ? 'You have been signed out everywhere else.'
        : 'Please log in with your new e-mail.';
      return { message: `Your e-mail has been verified and updated. ${next}`, email: token.newEmail };
    },
  );
}
