// Account contracts (docs/product/specification/1-accounts-and-shell.md §3, §5, §7): sign-up, login, sessions and the current user.
import { z } from 'zod';
import { EMAIL_PATTERN } from '../messages';
import { USER_PLANS } from '../plans';
import { SOCIAL_PROVIDERS } from '../social-providers';
import { REGISTRATION_MESSAGES, registrationProblems, type RegistrationForm } from '../rules/registration';

const text = (max: number, tooLong: string) => z.string().max(max, { error: tooLong });
const optionalText = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullish()
    .transform((v) => v ?? '');
const birthPart = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : Number(v)),
  z
    .number({ error: 'birth date must be a number' })
    .int({ error: 'birth date must be a whole number' })
    .nullable(),
);

/**
 * POST /api/rental/register and POST /api/accounts. Extra fields of the form (social_type, social_id, photo, price)
 * are ignored: a sign-up with Google or Apple sends the one-time `social_code` of its verified identity instead,
 * and needs no password (docs/decisions/063-social-sign-in.md).
 */
export const registerRequest = z
  .object({
    user_plan: z.union([z.enum(USER_PLANS), z.literal(''), z.null()]).optional(),
    first_name: optionalText(100, 'first name must be at most 100 characters'),
    last_name: optionalText(100, 'last name must be at most 100 characters'),
    display_name: optionalText(60, 'display name must be at most 60 characters'),
    email: optionalText(254, 'email must be at most 254 characters'),
    confirm_email: optionalText(254, 'email must be at most 254 characters'),
    password: optionalText(200, 'password must be at most 200 characters'),
    confirm_password: optionalText(200, 'password must be at most 200 characters'),
    airlines: optionalText(100, 'airline must be at most 100 characters'),
    gender: optionalText(30, 'gender must be at most 30 characters'),
    birthdate_month: birthPart,
    birthdate_day: birthPart,
    birthdate_year: birthPart,
    hear_about_us: optionalText(60, 'how you heard about us must be at most 60 characters'),
    referral_code: optionalText(60, 'referral code must be at most 60 characters'),
    phone_number: optionalText(20, 'phone number must be at most 20 characters'),
    country_code: optionalText(2, 'country must be a 2-letter code').transform((c) =>
      (c || 'US').toUpperCase(),
    ),
    verification_code: optionalText(200, 'invitation code is too long'),
    social_code: optionalText(200, 'social sign-up code is too long'),
  })
  .superRefine((form, ctx) => {
    // Every field's first problem, in the spec's order: the answer's message is the first (docs/decisions/045).
    for (const { field, message } of registrationProblems(form as RegistrationForm))
      ctx.addIssue({ code: 'custom', message, path: [field] });
  });
export type RegisterRequest = z.input<typeof registerRequest>;

export const LOGIN_MESSAGES = {
  email: 'email is required',
  password: 'password is required',
  emailFormat: 'email is incorrect, please check spelling and try again',
  failed: 'Login failed. Please try again.',
  wrong: 'The e-mail or password is not right.',
} as const;

/** POST /api/login (docs/product/specification/1-accounts-and-shell.md §5 "Login": email required, password required, email format — in that order). */
export const loginRequest = z
  .object({
    email: optionalText(254, 'email must be at most 254 characters'),
    password: optionalText(200, 'password must be at most 200 characters'),
    isKeep: z.boolean().optional().default(false),
  })
  .superRefine((form, ctx) => {
    if (form.email.trim() === '')
      ctx.addIssue({ code: 'custom', message: LOGIN_MESSAGES.email, path: ['email'] });
    else if (form.password === '')
      ctx.addIssue({ code: 'custom', message: LOGIN_MESSAGES.password, path: ['password'] });
    else if (!EMAIL_PATTERN.test(form.email.trim()))
      ctx.addIssue({ code: 'custom', message: LOGIN_MESSAGES.emailFormat, path: ['email'] });
  });
export type LoginRequest = z.input<typeof loginRequest>;

export const ACCOUNT_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;

/** The current user as the API shows it to that user (never the password). */
export const userView = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  display_name: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  user_plan: z.enum(USER_PLANS).nullable(),
  is_admin: z.boolean(),
  total_location: z.number().int().nullable(),
  expire_at: z.string().nullable(),
  photo: z.string().nullable(),
  gender: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.string(),
  airlines: z.string().nullable(),
  hear_about_us: z.string().nullable(),
  referral_code: z.string().nullable(),
  birthdate_year: z.number().int().nullable(),
  birthdate_month: z.number().int().nullable(),
  birthdate_day: z.number().int().nullable(),
  about: z.string().nullable(),
  approval_public_phone_user: z.number().int(),
  approval_public_phone_tenant: z.number().int(),
  /** an e-mail when a new message arrives while the member is away (issue 16) */
  message_notices: z.boolean(),
  language: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
  /** the admin who switched into this session, when one did */
  switched_by_admin: z.boolean(),
  /** the provider the member signs in with besides a password (docs/decisions/063-social-sign-in.md) */
  social_type: z.enum(SOCIAL_PROVIDERS).nullable(),
});
export type UserView = z.infer<typeof userView>;

export const sessionAnswer = z.object({
  token: z.string(),
  user: userView,
  /** docs/product/specification/1-accounts-and-shell.md §7: whether the member pays rent by AutoPay; sent once rentals with AutoPay exist (issue 15) */
  has_auto_payment: z.boolean().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const registerAnswer = z.object({
  token: z.string(),
  data: z.object({
    user: userView,
    /**
     * A sign-up by invitation: the invitation (its rental's id), pending until a card is saved
     * (docs/decisions/054-accepting-needs-a-card.md)
     */
    tenant: z
      .object({ id: z.number().int(), status: z.string(), token: z.string(), auto_pay: z.number().int() })
      .nullable(),
  }),
});
export type RegisterAnswer = z.infer<typeof registerAnswer>;

export const emailExistsRequest = z.object({
  email: z
    .string({ error: 'please enter your email' })
    .trim()
    .min(1, { error: 'please enter your email' })
    .max(254, { error: 'email must be at most 254 characters' })
    .regex(EMAIL_PATTERN, { error: REGISTRATION_MESSAGES.emailFormat }),
});
export type EmailExistsRequest = z.input<typeof emailExistsRequest>;
export const emailExistsAnswer = z.object({ exists: z.boolean(), message: z.string() });
export type EmailExistsAnswer = z.infer<typeof emailExistsAnswer>;

export const loginWithTokenRequest = z.object({
  token: z.string({ error: 'token is required' }).min(1, { error: 'token is required' }).max(2000),
});

export type LoginWithTokenRequest = z.input<typeof loginWithTokenRequest>;

export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** The claims of the session token (docs/product/specification/1-accounts-and-shell.md §3 "Session token claims"). */
export type SessionClaims = {
  sub: string;
  sid: string;
  account_type: string;
  expire_at_utc: string | null;
};
