// The registration form's checks, in the spec's order, each with its message (spec 1 §5 "Registration").
// The first failing check is shown at the top of the form; the server runs the same checks.
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
};

export const REGISTRATION_MESSAGES = {
  firstName: 'please enter your first name',
  lastName: 'please enter your last name',
  displayName: 'please enter your display name',
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
} as const;

/** Digits of a phone number; US numbers need 10, others 6 to 15 (E.164 allows 15). */
export function phoneIsValid(phone: string, countryCode = 'US'): boolean {
  if (/[^\d\s().+-]/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  if (countryCode.toUpperCase() === 'US')
    return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  return digits.length >= 6 && digits.length <= 15;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** The 16 checks of spec 1 §5 in order; the e-mail format is checked with the e-mail (check 8). */
export function registrationProblem(form: RegistrationForm): string | null {
  const m = REGISTRATION_MESSAGES;
  if (blank(form.first_name)) return m.firstName;
  if (blank(form.last_name)) return m.lastName;
  if (blank(form.display_name)) return m.displayName;
  if (blank(form.airlines)) return m.airline;
  if (blank(form.gender)) return m.gender;
  if (!form.birthdate_month || !form.birthdate_day || !form.birthdate_year) return m.birthday;
  if (blank(form.hear_about_us)) return m.hearAboutUs;
  if (blank(form.email)) return m.email;
  if (!EMAIL_PATTERN.test(form.email.trim())) return m.emailFormat;
  if (blank(form.confirm_email)) return m.confirmEmail;
  if (form.email.trim().toLowerCase() !== form.confirm_email.trim().toLowerCase()) return m.emailsMatch;
  if (blank(form.phone_number)) return m.phone;
  if (!phoneIsValid(form.phone_number, form.country_code)) return m.phoneValid;
  if (form.password === '') return m.password;
  if (form.password.length < PASSWORD_MIN) return m.passwordMin;
  if (form.confirm_password === '') return m.confirmPassword;
  if (form.password !== form.confirm_password) return m.passwordsMatch;
  return null;
}

/** Birth years offered at sign-up: 1900 to the current year minus 9 (spec 1 §5). */
export function signupBirthYears(now = new Date()): number[] {
  const last = now.getFullYear() - 9;
  return Array.from({ length: last - 1900 + 1 }, (_, i) => last - i);
}
