// Sign-up's parts the accounts module owns (docs/product/specification/1-accounts-and-shell.md §4 "Sign-up flow"):
// the new account's row and its welcome. Free sign-up, by invitation too, is a flow (flows/sign-up.ts); a paid plan
// starts with its payment at checkout (modules/payments).
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { registerRequest } from '@crashpad/shared/api/accounts';
import type { AppContext } from '../../context';
import type { users } from '../../db/schema';
import { sendVerificationEmail } from './account-emails';
import { issueToken } from './account-tokens';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { socialUserValues, type SocialSignUp } from './social-sign-in';

export const EMAIL_TAKEN = 'An account with this e-mail already exists. Please log in.';

/**
 * The row a registration form makes (every path: free, paid at checkout). With a sign-up through Google or Apple
 * (`social`), the account is linked to it and its e-mail counts as verified; without a password typed, it gets an
 * unknowable one, and sets its own through "Forgot password" when it wants one (docs/decisions/063-social-sign-in.md).
 */
export async function newUserValues(
  input: z.output<typeof registerRequest>,
  language: string,
  social: SocialSignUp | null = null,
): Promise<typeof users.$inferInsert> {
  return {
    email: input.email.trim(),
    passwordHash: await hashPassword(social && input.password === '' ? randomToken() : input.password),
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
    ...(social ? socialUserValues(social, input.email) : {}),
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
