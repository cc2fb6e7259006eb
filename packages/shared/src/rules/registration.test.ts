import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_MESSAGES as M,
  isCalendarDate,
  phoneIsValid,
  registrationProblem,
  registrationProblems,
  signupBirthYears,
  type RegistrationForm,
} from './registration';

const complete: RegistrationForm = {
  first_name: 'Jamie',
  last_name: 'Rivera',
  display_name: 'JRiv',
  airlines: 'Delta Air Lines',
  gender: 'female',
  birthdate_month: 4,
  birthdate_day: 12,
  birthdate_year: 1990,
  hear_about_us: 'facebook',
  email: 'jamie@example.com',
  confirm_email: 'jamie@example.com',
  phone_number: '(214) 555-0134',
  country_code: 'US',
  password: 'secret1',
  confirm_password: 'secret1',
};

describe('registrationProblem', () => {
  it('accepts a complete form', () => {
    expect(registrationProblem(complete)).toBeNull();
  });

  it('checks the 16 fields in the order of the spec', () => {
    // Empty everything, then fill one field at a time: each step reveals the next check's message.
    const steps: [Partial<RegistrationForm>, string][] = [
      [{}, M.firstName],
      [{ first_name: 'Jamie' }, M.lastName],
      [{ last_name: 'Rivera' }, M.displayName],
      [{ display_name: ' J ' }, M.displayNameShort],
      [{ display_name: 'JRiv' }, M.airline],
      [{ airlines: 'Delta Air Lines' }, M.gender],
      [{ gender: 'female' }, M.birthday],
      [{ birthdate_month: 4, birthdate_day: 12 }, M.birthday],
      [{ birthdate_year: 1990 }, M.hearAboutUs],
      [{ hear_about_us: 'facebook' }, M.email],
      [{ email: 'jamie@example.com' }, M.confirmEmail],
      [{ confirm_email: 'jamie@example.org' }, M.emailsMatch],
      [{ confirm_email: 'JAMIE@example.com' }, M.phone],
      [{ phone_number: '555-01' }, M.phoneValid],
      [{ phone_number: '214 555 0134' }, M.password],
      [{ password: 'abcde' }, M.passwordMin],
      [{ password: 'abcdef' }, M.confirmPassword],
      [{ confirm_password: 'abcdeg' }, M.passwordsMatch],
      [{ confirm_password: 'abcdef' }, ''],
    ];
    let form: RegistrationForm = {
      ...complete,
      first_name: '',
      last_name: '',
      display_name: '',
      airlines: '',
      gender: '',
      birthdate_month: null,
      birthdate_day: null,
      birthdate_year: null,
      hear_about_us: '',
      email: '',
      confirm_email: '',
      phone_number: '',
      password: '',
      confirm_password: '',
    };
    for (const [change, message] of steps) {
      form = { ...form, ...change };
      expect(registrationProblem(form) ?? '', JSON.stringify(change)).toBe(message);
    }
  });

  it('refuses a malformed e-mail before asking for its confirmation', () => {
    expect(registrationProblem({ ...complete, email: 'jamie@', confirm_email: '' })).toBe(M.emailFormat);
  });

  it('accepts only the three genders of the spec', () => {
    for (const gender of ['male', 'female', 'simply_fabulous'])
      expect(registrationProblem({ ...complete, gender })).toBeNull();
    expect(registrationProblem({ ...complete, gender: 'robot' })).toBe(M.gender);
  });

  it('wants a real date in one of the offered birth years', () => {
    const now = new Date('2026-11-22');
    const born = (birthdate_year: number, birthdate_month: number, birthdate_day: number) =>
      registrationProblem({ ...complete, birthdate_year, birthdate_month, birthdate_day }, now);
    expect(born(2000, 2, 29)).toBeNull();
    expect(born(2017, 12, 31)).toBeNull();
    expect(born(1900, 1, 1)).toBeNull();
    for (const [year, month, day] of [
      [2001, 2, 29],
      [1990, 4, 31],
      [1990, 13, 1],
      [1990, 4, 40],
      [1990, 0, 1],
      [1990, 4, -1],
      [1990, 4.5, 1],
      [3000, 1, 1],
      [2018, 1, 1],
      [1899, 12, 31],
      [2147483648, 1, 1],
    ])
      expect(born(year!, month!, day!), `${year}-${month}-${day}`).toBe(M.birthday);
  });

  it('wants a country code of two letters', () => {
    expect(
      registrationProblem({ ...complete, country_code: 'GB', phone_number: '+44 20 7946 0958' }),
    ).toBeNull();
    expect(registrationProblem({ ...complete, country_code: 'U1' })).toBe(M.country);
    expect(registrationProblem({ ...complete, country_code: '' })).toBe(M.country);
  });

  it('rejects passwords of 5 characters or fewer and accepts 6', () => {
    expect(registrationProblem({ ...complete, password: '12345', confirm_password: '12345' })).toBe(
      'password is minimum 6 characters',
    );
    expect(registrationProblem({ ...complete, password: '123456', confirm_password: '123456' })).toBeNull();
  });
});

describe('registrationProblems', () => {
  it('gives every field its first problem at once, in the order of the spec', () => {
    const careless: RegistrationForm = {
      ...complete,
      first_name: ' ',
      airlines: '',
      birthdate_month: null,
      email: 'jamie@',
      confirm_email: 'jamie@example.com',
      phone_number: '555',
      password: 'abc',
      confirm_password: 'abd',
    };
    expect(registrationProblems(careless)).toEqual([
      { field: 'first_name', message: M.firstName },
      { field: 'airlines', message: M.airline },
      { field: 'birthdate_year', message: M.birthday },
      // A malformed e-mail is its own problem; its confirmation is compared only with a valid one.
      { field: 'email', message: M.emailFormat },
      { field: 'phone_number', message: M.phoneValid },
      { field: 'password', message: M.passwordMin },
      { field: 'confirm_password', message: M.passwordsMatch },
    ]);
    expect(registrationProblem(careless)).toBe(M.firstName);
    expect(registrationProblems(complete)).toEqual([]);
  });
});

describe('phoneIsValid', () => {
  it('wants 10 digits in the US and 6 to 15 elsewhere', () => {
    expect(phoneIsValid('214-555-0134')).toBe(true);
    expect(phoneIsValid('+1 214 555 0134')).toBe(true);
    expect(phoneIsValid('214-555-013')).toBe(false);
    expect(phoneIsValid('call me')).toBe(false);
    expect(phoneIsValid('+44 20 7946 0958', 'GB')).toBe(true);
    expect(phoneIsValid('12345', 'GB')).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('knows the length of every month, leap years included', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2023, 11, 30)).toBe(true);
    expect(isCalendarDate(2023, 11, 31)).toBe(false);
    expect(isCalendarDate(2023, 12, 31)).toBe(true);
  });
});

describe('signupBirthYears', () => {
  it('runs from the current year minus 9 down to 1900', () => {
    const years = signupBirthYears(new Date('2026-11-22'));
    expect(years[0]).toBe(2017);
    expect(years.at(-1)).toBe(1900);
  });
});
