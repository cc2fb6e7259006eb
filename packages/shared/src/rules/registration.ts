// The registration form's checks, in the spec's order, each with its message (docs/product/specification/1-accounts-and-shell.md §5 "Registration").
// Every failing field shows its message by the field, the first also at the top of the form; the server runs
// the same checks.
import { EMAIL_PATTERN } from '../messages';

export const GENDERS = ['male', 'female', 'simply_fabulous'] as const;
export type Gender = (typeof GENDERS)[number];

export const HEAR_ABOUT_US = [
  'friend referred me',
  'facebook',
  'instagram',
  'twitter',
  'internet search',
  'landlord invited me',
  'other',
] as const;

export const PASSWORD_MIN = 6;

export type RegistrationForm = {
  first_name: string;
  last_name: string;
  display_name: string;
  airlines: string;
  gender: string;
  birthdate_month: number | null;
  birthdate_day: number | null;
  birthdate_year: number | null;
  hear_about_us: string;
  email: string;
  confirm_email: string;
  phone_number: string;
  country_code: string;
  password: string;
  confirm_password: string;
  /** a sign-up with Google or Apple: the password may stay empty (docs/decisions/063-social-sign-in.md) */
  social_code?: string;
};

export const REGISTRATION_MESSAGES = {
  firstName: 'please enter your first name',
  lastName: 'please enter your last name',
  displayName: 'please enter your display name',
  /** as at profile save (docs/decisions/044-display-names-and-reviews.md): a name others can tell apart */
  displayNameShort: 'display name must be at least 3 characters',
  airline: 'please select your airlines',
  gender: 'please select your gender',
  birthday: 'to filter listings birthday is required',
  hearAboutUs: 'please tell us how you heard about us',
  email: 'please enter your email',
  confirmEmail: 'please confirm your email',
  emailsMatch: 'emails do not match',
  phone: 'please enter your phone number',
  phoneValid: 'invalid phone number',
  password: 'password is required',
  passwordMin: 'password is minimum 6 characters',
  confirmPassword: 'please confirm your password',
  passwordsMatch: 'passwords do not match',
  emailFormat: 'email is incorrect, please check spelling and try again',
  // Not in the spec, which offers a list of countries: a code that is not on it (the server checks the
  // seeded list) reads like the form's other please-select messages.
  country: 'please select your country',
} as const;

/** A country's ISO 3166-1 alpha-2 code, as the seeded country list holds it. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Whether year-month-day is a day of the calendar (February 29 in leap years only). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Birth years offered at sign-up: 1900 to the current year minus 9 (docs/product/specification/1-accounts-and-shell.md §5). */
const SIGNUP_BIRTH_YEARS = (now: Date) => [1900, now.getFullYear() - 9] as const;

/** The years a birth-year selector offers, newest first. */
export function yearsDownTo(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

/** Digits of a phone number; US numbers need 10, others 6 to 15 (E.164 allows 15). */
export function phoneIsValid(phone: string, countryCode = 'US'): boolean {
  if (/[^\d\s().+-]/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  if (countryCode.toUpperCase() === 'US')
    return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  return digits.length >= 6 && digits.length <= 15;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

export type RegistrationProblem = { field: keyof RegistrationForm; message: string };

/**
 * The 16 checks of docs/product/specification/1-accounts-and-shell.md §5 in order; the e-mail format is checked with the e-mail (check 8). A value the
 * form cannot offer (a gender not among the three, a date that is not in the calendar or not in the offered
 * years) fails its check as if nothing were chosen; the country code is checked last. Every field's first
 * problem, in that order, so that the form shows them all at once, each by its field
 * (docs/decisions/045-forms-show-every-error.md); a confirmation is compared only once both are filled.
 */
/** The shortest display name, at sign-up as at profile save. */
export const DISPLAY_NAME_MIN = 3;

export function registrationProblems(form: RegistrationForm, now = new Date()): RegistrationProblem[] {
  const m = REGISTRATION_MESSAGES;
  const out: RegistrationProblem[] = [];
  const add = (field: keyof RegistrationForm, message: string) => out.push({ field, message });
  if (blank(form.first_name)) add('first_name', m.firstName);
  if (blank(form.last_name)) add('last_name', m.lastName);
  if (blank(form.display_name)) add('display_name', m.displayName);
  else if (form.display_name.trim().length < DISPLAY_NAME_MIN) add('display_name', m.displayNameShort);
  if (blank(form.airlines)) add('airlines', m.airline);
  if (!isGender(form.gender)) add('gender', m.gender);
  if (!birthdayIsOffered(form, now)) add('birthdate_year', m.birthday);
  if (blank(form.hear_about_us)) add('hear_about_us', m.hearAboutUs);
  const emailBlank = blank(form.email);
  const emailValid = !emailBlank && EMAIL_PATTERN.test(form.email.trim());
  if (emailBlank) add('email', m.email);
  else if (!emailValid) add('email', m.emailFormat);
  if (blank(form.confirm_email)) add('confirm_email', m.confirmEmail);
  else if (emailValid && form.email.trim().toLowerCase() !== form.confirm_email.trim().toLowerCase())
    add('confirm_email', m.emailsMatch);
  if (blank(form.phone_number)) add('phone_number', m.phone);
  else if (!phoneIsValid(form.phone_number, form.country_code)) add('phone_number', m.phoneValid);
  // A sign-up with Google or Apple signs in there: a password is optional, and checked only when typed.
  const passwordless = !blank(form.social_code) && form.password === '' && form.confirm_password === '';
  if (!passwordless) {
    if (form.password === '') add('password', m.password);
    else if (form.password.length < PASSWORD_MIN) add('password', m.passwordMin);
    if (form.confirm_password === '') add('confirm_password', m.confirmPassword);
    else if (form.password !== '' && form.password !== form.confirm_password)
      add('confirm_password', m.passwordsMatch);
  }
  if (!COUNTRY_CODE.test(form.country_code)) add('country_code', m.country);
  return out;
}

/** A birth date chosen in full, in the calendar and in the offered years (no default stands for one). */
function birthdayIsOffered(form: RegistrationForm, now: Date): boolean {
  const { birthdate_year: year, birthdate_month: month, birthdate_day: day } = form;
  if (!month || !day || !year) return false;
  const [first, last] = SIGNUP_BIRTH_YEARS(now);
  return year >= first && year <= last && isCalendarDate(year, month, day);
}

/** The first of registrationProblems: the message the form shows at its top. */
export function registrationProblem(form: RegistrationForm, now = new Date()): string | null {
  return registrationProblems(form, now)[0]?.message ?? null;
}

/** The sign-up form's birth years, newest first. */
export function signupBirthYears(now = new Date()): number[] {
  return yearsDownTo(...SIGNUP_BIRTH_YEARS(now));
}
