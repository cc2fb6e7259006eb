// Sign-up (docs/product/specification/1-accounts-and-shell.md §4 "Sign-up flow"). Free registration creates the account at once; a paid plan starts with
// its payment at checkout (#4).
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RegisterAnswer, registerRequest } from '@crashpad/shared/api/accounts';
import type { AppContext } from '../../context';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { takeInvitationAtSignUp } from '../rentals';
import { Conflict, Refused } from '../../errors';
import { sendVerificationEmail } from './account-emails';
import { issueToken } from './account-tokens';
import { hashPassword } from '../../lib/passwords';
import { startSession } from './sessions';
import { toUserView } from './user-view';
import { assertKnownCountry, isUniqueViolation, userByEmail } from './users';

export const EMAIL_TAKEN = 'An account with this e-mail already exists. Please log in.';

/** The row a registration form makes (every path: free, paid at checkout). */
export async function newUserValues(
  input: z.output<typeof registerRequest>,
  language: string,
): Promise<typeof users.$inferInsert> {
  return {
    email: input.email.trim(),
    passwordHash: await hashPassword(input.password),
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
    displayName: input.display_name.trim(),
    airlines: input.airlines,
    gender: input.gender,
    birthdateYear: input.birthdate_year,
    birthdateMonth: input.birthdate_month,
    birthdateDay: input.birthdate_day,
    hearAboutUs: input.hear_about_us,
    referralCode: input.referral_code || null,
    phoneNumber: input.phone_number.trim(),
    countryCode: input.country_code,
    language,
  };
}

/** The verification e-mail of a new account; a failure is logged, as /email/resend sends it again. */
export async function welcome(
  ctx: AppContext,
  user: { id: number; email: string; firstName: string },
  log: FastifyBaseLogger,
) {
  const verification = await issueToken(ctx.db, user.id, 'email_verify');
  try {
    await sendVerificationEmail(ctx, user.email, user.firstName, verification);
  } catch (err) {
    log.error({ err, userId: user.id }, 'the verification e-mail could not be sent');
  }
}

export async function register(
  ctx: AppContext,
  input: z.output<typeof registerRequest>,
  language: string,
  log: FastifyBaseLogger,
): Promise<RegisterAnswer> {
  if (input.user_plan)
    throw new Refused('A paid plan starts with its payment: continue to checkout.', 'PAYMENT_REQUIRED');
  await assertKnownCountry(ctx.db, input.country_code);
  if (await userByEmail(ctx.db, input.email)) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');

  let user;
  try {
    [user] = await ctx.db
      .insert(users)
      .values(await newUserValues(input, language))
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw err;
  }
  if (!user) throw new Error('the new user was not returned');

  // Sign-up by invitation (docs/product/specification/1-accounts-and-shell.md §4): the code from the invitation e-mail proves the address is the member's.
  const tenant = await takeInvitationAtSignUp(ctx.db, user, input.verification_code);
  if (tenant) {
    [user] = await ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!user) throw new Error('the new user was not returned');
  } else await welcome(ctx, user, log);
  const token = await startSession(ctx.sessions, user, { keep: false });
  return { token, data: { user: toUserView(user), tenant } };
}
