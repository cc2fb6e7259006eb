// Profile, password, e-mail and deactivation checks, in the spec's order with its messages (docs/product/specification/1-accounts-and-shell.md §5).
import { EMAIL_PATTERN } from '../messages';
import {
  COUNTRY_CODE,
  DISPLAY_NAME_MIN,
  REGISTRATION_MESSAGES,
  isCalendarDate,
  isGender,
  phoneIsValid,
  yearsDownTo,
} from './registration';

export const PROFILE_MESSAGES = {
  firstName: 'please enter your first name',
  lastName: 'please enter your last name',
  phone: 'please enter valid phone number',
  birthYear: 'please select your birth year',
  birthMonth: 'please select your birth month',
  birthDay: 'please select your birth day',
  displayName: 'display name must be at least 3 characters',
  // Not in the spec's list for the profile: the sign-up form's messages for the same fields.
  gender: REGISTRATION_MESSAGES.gender,
  country: REGISTRATION_MESSAGES.country,
} as const;

export type ProfileForm = {
  first_name: string;
  last_name: string;
  display_name: string;
  phone_number: string;
  country_code: string;
  birthdate_year: number | null;
  birthdate_month: number | null;
  birthdate_day: number | null;
  /** empty keeps the member's gender */
  gender?: string;
};

export const PROFILE_FIELD: Record<string, keyof ProfileForm> = {
  [PROFILE_MESSAGES.firstName]: 'first_name',
  [PROFILE_MESSAGES.lastName]: 'last_name',
  [PROFILE_MESSAGES.phone]: 'phone_number',
  [PROFILE_MESSAGES.birthYear]: 'birthdate_year',
  [PROFILE_MESSAGES.birthMonth]: 'birthdate_month',
  [PROFILE_MESSAGES.birthDay]: 'birthdate_day',
  [PROFILE_MESSAGES.displayName]: 'display_name',
  [PROFILE_MESSAGES.gender]: 'gender',
  [PROFILE_MESSAGES.country]: 'country_code',
};

/**
 * The profile form of a member with no stored birth date starts at Jan 1, 1901 — the first year it offers, which no
 * member reads as their own (docs/decisions/053-settings-tabs-header-and-form-details.md).
 */
export const PROFILE_DEFAULT_BIRTHDATE = { year: 1901, month: 1, day: 1 } as const;

/** Profile birth years: 1901 to the current year minus 1 (docs/product/specification/1-accounts-and-shell.md §5). */
const PROFILE_BIRTH_YEARS = (now: Date) => [1901, now.getFullYear() - 1] as const;

/**
 * docs/product/specification/1-accounts-and-shell.md §5 "Profile save": first name, last name, valid phone, birth year, month, day, display name ≥ 3. A
 * year outside the offered ones, a month that is not one, a day its month does not have read as not chosen;
 * then a gender (when one is sent) among the spec's three and a two-letter country code.
 */
export function profileProblem(form: ProfileForm, now = new Date()): string | null {
  const m = PROFILE_MESSAGES;
  if (!form.first_name.trim()) return m.firstName;
  if (!form.last_name.trim()) return m.lastName;
  if (!phoneIsValid(form.phone_number, form.country_code)) return m.phone;
  const [first, last] = PROFILE_BIRTH_YEARS(now);
  const year = form.birthdate_year;
  if (!year || !Number.isInteger(year) || year < first || year > last) return m.birthYear;
  const month = form.birthdate_month;
  if (!month || !isCalendarDate(year, month, 1)) return m.birthMonth;
  if (!form.birthdate_day || !isCalendarDate(year, month, form.birthdate_day)) return m.birthDay;
  if (form.display_name.trim().length < DISPLAY_NAME_MIN) return m.displayName;
  if (form.gender && !isGender(form.gender)) return m.gender;
  if (!COUNTRY_CODE.test(form.country_code)) return m.country;
  return null;
}

/** The profile form's birth years, newest first. */
export function profileBirthYears(now = new Date()): number[] {
  return yearsDownTo(...PROFILE_BIRTH_YEARS(now));
}

/** The "about" text: a counter of characters still needed toward 200, 0 past 200 (docs/product/specification/1-accounts-and-shell.md §2, §5). */
export const ABOUT_TARGET = 200;
export function charactersStillNeeded(text: string, target = ABOUT_TARGET): number {
  return Math.max(0, target - text.length);
}

export const PASSWORD_CHANGE_MESSAGES = {
  current: 'please enter your current password',
  newPassword: 'please enter a new password',
  min: 'the password is min characters',
  match: 'the new password not match with confirm',
  wrongCurrent: 'your current password is not right',
} as const;

export type PasswordChangeForm = { current_password: string; new_password: string; confirm_password: string };

/** docs/product/specification/1-accounts-and-shell.md §5 "Password change": current, new, new longer than 5 characters, matching confirmation. */
export function passwordChangeProblem(
  form: PasswordChangeForm,
): { field: keyof PasswordChangeForm; message: string } | null {
  const m = PASSWORD_CHANGE_MESSAGES;
  if (!form.current_password) return { field: 'current_password', message: m.current };
  if (!form.new_password) return { field: 'new_password', message: m.newPassword };
  if (form.new_password.length <= 5) return { field: 'new_password', message: m.min };
  if (form.new_password !== form.confirm_password) return { field: 'confirm_password', message: m.match };
  return null;
}

export const RESET_MESSAGES = {
  password: 'password is required',
  min: 'password is minimum 6 characters',
  confirm: 'please confirm your password',
  // docs/product/specification/1-accounts-and-shell.md §5 "Reset password": the mismatch message reads so.
  match: 'password and email do not match',
  token: 'the reset link is missing its token',
  invalid: 'This link is invalid or has expired.',
} as const;

export type ResetForm = { password: string; confirm_password: string; token: string };

export function resetProblem(form: ResetForm): { field: keyof ResetForm; message: string } | null {
  const m = RESET_MESSAGES;
  if (!form.password) return { field: 'password', message: m.password };
  if (form.password.length < 6) return { field: 'password', message: m.min };
  if (!form.confirm_password) return { field: 'confirm_password', message: m.confirm };
  if (form.password !== form.confirm_password) return { field: 'confirm_password', message: m.match };
  if (!form.token) return { field: 'token', message: m.token };
  return null;
}

export const EMAIL_CHANGE_MESSAGES = {
  email: 'please enter your new email',
  format: 'please check email spelling and try again',
  password: 'please enter your current password',
  same: 'the new email must be different from your current email',
  taken: 'this email is already used by another account',
} as const;

export type EmailChangeForm = { email: string; password: string };

/** docs/product/specification/1-accounts-and-shell.md §5 "Email change": new e-mail, current password, different from the current e-mail. */
export function emailChangeProblem(
  form: EmailChangeForm,
  currentEmail: string,
): { field: keyof EmailChangeForm; message: string } | null {
  const m = EMAIL_CHANGE_MESSAGES;
  if (!form.email.trim()) return { field: 'email', message: m.email };
  if (!EMAIL_PATTERN.test(form.email.trim())) return { field: 'email', message: m.format };
  if (!form.password) return { field: 'password', message: m.password };
  if (form.email.trim().toLowerCase() === currentEmail.trim().toLowerCase())
    return { field: 'email', message: m.same };
  return null;
}

export const DEACTIVATION_MESSAGES = {
  empty: 'please enter your deactivation code',
  invalid: 'please enter a valid deactivation code',
} as const;

/** docs/product/specification/1-accounts-and-shell.md §5, §8: a non-empty numeric code. */
export function deactivationCodeProblem(code: string): string | null {
  if (!code.trim()) return DEACTIVATION_MESSAGES.empty;
  if (!/^\d{6}$/.test(code.trim())) return DEACTIVATION_MESSAGES.invalid;
  return null;
}
