// Account settings contracts (docs/product/specification/1-accounts-and-shell.md §2, §7).
import { z } from 'zod';
import { EMAIL_PATTERN } from '../messages';
import { sessionAnswer } from './accounts';
import {
  PROFILE_FIELD,
  deactivationCodeProblem,
  passwordChangeProblem,
  profileProblem,
  resetProblem,
  type ProfileForm,
} from '../rules/profile';

export const accountServiceRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** cents */
  amount: z.number().int(),
  currency: z.string(),
  payment_type: z.string(),
  /** cents: what the unused part of a replaced package paid towards this one */
  credit: z.number().int(),
  starts_at: z.string().nullable(),
  expire_at: z.string().nullable(),
  created_at: z.string(),
  repeat: z.string().nullable(),
  txn_code: z.string(),
  /**
   * active: running (and renewing if it repeats); renewed: a later term continues it; replaced: a change of
   * package ended it (replaced_at); ended: over
   */
  status: z.enum(['active', 'renewed', 'replaced', 'ended']),
  replaced_at: z.string().nullable(),
});
export type AccountServiceRow = z.infer<typeof accountServiceRow>;
export const accountServicesAnswer = z.object({ data: z.array(accountServiceRow) });
export type AccountServicesAnswer = z.infer<typeof accountServicesAnswer>;

export const switchLanguageRequest = z.object({
  locale: z
    .string({ error: 'locale is required' })
    .regex(/^[a-z]{2}$/, { error: 'locale must be a 2-letter language code' }),
});

const str = (max: number, label: string) =>
  z
    .string()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => v ?? '');
const datePart = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : Number(v)),
  z
    .number({ error: 'birth date must be a number' })
    .int({ error: 'birth date must be a whole number' })
    .nullable(),
);

/** POST /api/account/user/update: the profile form (docs/product/specification/1-accounts-and-shell.md §5 "Profile save"). */
export const profileUpdateRequest = z
  .object({
    first_name: str(100, 'first name'),
    last_name: str(100, 'last name'),
    middle_name: str(100, 'middle name'),
    display_name: str(60, 'display name'),
    phone_number: str(20, 'phone number'),
    country_code: str(2, 'country').transform((c) => (c || 'US').toUpperCase()),
    birthdate_year: datePart,
    birthdate_month: datePart,
    birthdate_day: datePart,
    gender: str(30, 'gender'),
    airlines: str(100, 'airline'),
    about: str(2000, 'about'),
  })
  .superRefine((form, ctx) => {
    const problem = profileProblem(form as ProfileForm);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [PROFILE_FIELD[problem] ?? '_'] });
  });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/** POST /api/user/update-password */
export const passwordChangeRequest = z
  .object({
    current_password: str(200, 'password'),
    new_password: str(200, 'password'),
    confirm_password: str(200, 'password'),
  })
  .superRefine((form, ctx) => {
    const problem = passwordChangeProblem(form);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** POST /api/password-reset */
export const passwordResetRequest = z
  .object({
    password: str(200, 'password'),
    confirm_password: str(200, 'password'),
    token: str(200, 'token'),
  })
  .superRefine((form, ctx) => {
    const problem = resetProblem(form);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

const emailField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(254, { error: 'email must be at most 254 characters' })
    .regex(EMAIL_PATTERN, { error: 'please check email spelling and try again' });

/** POST /api/password-recovery, /api/password/email and /api/email/resend */
export const emailRequest = z.object({ email: emailField('please enter your email') });
export type EmailRequest = z.input<typeof emailRequest>;

/** POST /api/user/update-email (docs/product/specification/1-accounts-and-shell.md §5 "Email change"); "differs from the current" is checked by the server. */
export const emailChangeRequest = z.object({
  email: emailField('please enter your new email'),
  password: z
    .string({ error: 'please enter your current password' })
    .min(1, { error: 'please enter your current password' })
    .max(200, { error: 'password must be at most 200 characters' }),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;

export const tokenRequest = z.object({
  token: z
    .string({ error: 'the link is missing its token' })
    .min(1, { error: 'the link is missing its token' })
    .max(200, { error: 'the link is not valid' }),
});
export type TokenRequest = z.input<typeof tokenRequest>;

/** DELETE /api/user/verify-deactivation-code */
export const deactivationCodeRequest = z
  .object({
    code: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? '' : String(v))),
  })
  .superRefine((form, ctx) => {
    const problem = deactivationCodeProblem(form.code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['code'] });
  });
export type DeactivationCodeRequest = z.input<typeof deactivationCodeRequest>;

/** POST /api/user/approval-public-phone (docs/product/specification/1-accounts-and-shell.md §4 "Phone visibility"): 1 = all logged-in members, 2 = my tenants. */
export const phoneVisibilityRequest = z.object({
  approval_public_phone: z.union([z.literal(1), z.literal(2)], {
    error: 'approval_public_phone must be 1 or 2',
  }),
  approval_public_phone_user: z.union([z.literal(0), z.literal(1)]).optional(),
  approval_public_phone_tenant: z.union([z.literal(0), z.literal(2)]).optional(),
});
export type PhoneVisibilityRequest = z.input<typeof phoneVisibilityRequest>;

/** POST /api/verify-token-email: a password-reset link that still works (a dead one answers 404). */
export const resetTokenAnswer = z.object({ valid: z.boolean() });
export type ResetTokenAnswer = z.infer<typeof resetTokenAnswer>;

/**
 * What DELETE /api/user/verify-deactivation-code answers: the account is closed. When an admin switched into the
 * member closed it, `admin` is a fresh session of that admin: the browser goes back to the admin, still signed in
 * (docs/decisions/046-flows-and-looks.md).
 */
export const deactivationAnswer = z.object({
  status: z.literal('deactivated'),
  message: z.string(),
  admin: sessionAnswer.optional(),
});
export type DeactivationAnswer = z.infer<typeof deactivationAnswer>;
