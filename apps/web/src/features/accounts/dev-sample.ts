// The developer's "fill in form" (development builds only): a sign-up that passes every check,
// with an address of its own each time. Used only behind `import.meta.env.DEV`, so a production build leaves it out
// (docs/decisions/045-forms-show-every-error.md, "The developer's fill-in").
import { AIRLINES } from '@crashpad/shared/airlines';
import { HEAR_ABOUT_US, type RegistrationForm } from '@crashpad/shared/rules/registration';

export function devSignUpSample(now = Date.now()): RegistrationForm {
  const email = `dev.${now.toString(36)}@example.com`;
  return {
    first_name: 'Devon',
    last_name: 'Tester',
    display_name: 'Devon T',
    airlines: AIRLINES[0],
    gender: 'female',
    birthdate_month: 4,
    birthdate_day: 12,
    birthdate_year: 1990,
    hear_about_us: HEAR_ABOUT_US[0],
    email,
    confirm_email: email,
    phone_number: '214-555-0100',
    country_code: 'US',
    password: 'secret123',
    confirm_password: 'secret123',
  };
}
