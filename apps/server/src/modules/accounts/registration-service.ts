// Sign-up (spec 1 §4 "Sign-up flow"). Free registration creates the account at once; a paid plan starts with
// its payment at checkout (#4).
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RegisterAnswer, registerRequest } from '@crashpad/shared/api/accounts';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { Conflict, Refused } from '../../http/errors';
import { sendVerificationEmail } from './account-emails';
import { issueToken } from './account-tokens';
import { hashPassword } from './passwords';
import { startSession } from './sessions';
import { toUserView } from './user-view';
import { isUniqueViolation, userByEmail } from './users';

export const EMAIL_TAKEN = 'An account with this e-mail already exists. Please log in.';

export async function register(
  ctx: AppContext,
  input: z.output<typeof registerRequest>,
  language: string,
  log: FastifyBaseLogger,
): Promise<RegisterAnswer> {
  if (input.user_plan)
    throw new Refused('A paid plan starts with its payment: continue to checkout.', 'PAYMENT_REQUIRED');
  if (await userByEmail(ctx.db, input.email)) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');

  let user;
  try {
    [user] = await ctx.db
      .insert(users)
      .values({
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
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw err;
  }
  if (!user) throw new Error('the new user was not returned');

  const verification = await issueToken(ctx.db, user.id, 'email_verify');
  try {
    await sendVerificationEmail(ctx, user.email, user.firstName, verification);
  } catch (err) {
    // The account exists either way; /email/resend sends the link again.
    log.error({ err, userId: user.id }, 'the verification e-mail could not be sent');
  }
  const token = await startSession(ctx.sessions, user, { keep: false });
  return { token, data: { user: toUserView(user), tenant: null } };
}
