// Sign-up, a flow across accounts and rentals (docs/architecture.md "Flows"; docs/product/specification/1-accounts-and-shell.md
// §4 "Sign-up flow", §7). Free registration creates the account at once; with the code of an invitation e-mail
// the invitation becomes the new account's. A paid plan starts with its payment at checkout (modules/payments).
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { registerAnswer, registerRequest, type RegisterAnswer } from '@crashpad/shared/api/accounts';
import type { App, AppContext } from '../context';
import { users } from '../db/schema';
import { Conflict, Invalid, Refused } from '../errors';
import { requestLanguage } from '../http/locale';
import {
  EMAIL_TAKEN,
  assertKnownCountry,
  isUniqueViolation,
  keepSocialPhoto,
  liveSocialSignUp,
  newUserValues,
  SOCIAL_CODE_INVALID,
  startSession,
  takeSocialSignUp,
  toUserView,
  userByEmail,
  welcome,
} from '../modules/accounts';
import { takeInvitationAtSignUp } from '../modules/rentals';

const tags = ['accounts'];

export async function signUp(
  ctx: AppContext,
  input: z.output<typeof registerRequest>,
  language: string,
  log: FastifyBaseLogger,
): Promise<RegisterAnswer> {
  if (input.user_plan)
    throw new Refused('A paid plan starts with its payment: continue to checkout.', 'PAYMENT_REQUIRED');
  // A sign-up through Google or Apple: the verified identity its callback kept (docs/decisions/063-social-sign-in.md).
  const social = input.social_code ? await liveSocialSignUp(ctx.db, input.social_code) : null;
  await assertKnownCountry(ctx.db, input.country_code);
  if (await userByEmail(ctx.db, social?.email ?? input.email)) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');

  const values = await newUserValues(input, language, social);
  let user;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const [made] = await tx.insert(users).values(values).returning();
      if (!made) throw new Error('the new user was not returned');
      // The sign-up's code makes one account: a second use of it (a doubled click) finds it taken.
      if (social && !(await takeSocialSignUp(tx, social, made.id)))
        throw Invalid.field('social_code', SOCIAL_CODE_INVALID, 'OAUTH_CODE_INVALID');
      return made;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw err;
  }

  // Sign-up by invitation (docs/product/specification/1-accounts-and-shell.md §4): the code from the invitation e-mail proves the address is the member's.
  const tenant = await takeInvitationAtSignUp(ctx.db, user, input.verification_code);
  if (tenant) {
    [user] = await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!user) throw new Error('the new user was not returned');
  } else if (!social) await welcome(ctx, user, log);
  if (social) user = await keepSocialPhoto(ctx, user, social, log);
  const token = await startSession(ctx.sessions, user, { keep: false });
  return { token, data: { user: toUserView(user), tenant } };
}

export async function signUpRoutes(app: App, ctx: AppContext): Promise<void> {
  const limit = ctx.config.authLimitPer15Min;

  // The two sign-up addresses are one form: they share one count.
  const signUpLimit = ctx.limits.perAddress('sign-up', limit * 3);
  for (const url of ['/rental/register', '/accounts']) {
    app.post(
      url,
      {
        schema: { tags, body: registerRequest, response: { 200: registerAnswer } },
        preHandler: [signUpLimit],
      },
      (request) => signUp(ctx, request.body, requestLanguage(request), request.log),
    );
  }
}
