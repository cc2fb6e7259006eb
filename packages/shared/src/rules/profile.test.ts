import { describe, expect, it } from 'vitest';
import {
  PROFILE_FIELD,
  PROFILE_MESSAGES as P,
  charactersStillNeeded,
  deactivationCodeProblem,
  emailChangeProblem,
  passwordChangeProblem,
  profileBirthYears,
  profileProblem,
  resetProblem,
  type ProfileForm,
} from './profile';

const profile: ProfileForm = {
  first_name: 'Jamie',
  last_name: 'Rivera',
  display_name: 'JRiv',
  phone_number: '214 555 0134',
  country_code: 'US',
  birthdate_year: 1990,
  birthdate_month: 4,
  birthdate_day: 12,
};

describe('profileProblem', () => {
  it('checks in the spec order', () => {
    const steps: [Partial<ProfileForm>, string | null][] = [
      [
        {
          first_name: '',
          last_name: '',
          phone_number: '',
          birthdate_year: null,
          birthdate_month: null,
          birthdate_day: null,
          display_name: '',
        },
        P.firstName,
      ],
      [{ first_name: 'Jamie' }, P.lastName],
      [{ last_name: 'Rivera' }, P.phone],
      [{ phone_number: '2145550134' }, P.birthYear],
      [{ birthdate_year: 1990 }, P.birthMonth],
      [{ birthdate_month: 4 }, P.birthDay],
      [{ birthdate_day: 12 }, P.displayName],
      [{ display_name: 'JR' }, P.displayName],
      [{ display_name: 'JRi' }, null],
    ];
    let form = profile;
    for (const [change, message] of steps) {
      form = { ...form, ...change };
      expect(profileProblem(form)).toBe(message);
    }
  });

  it('wants a real date in one of the offered birth years', () => {
    const now = new Date('2026-06-01');
    const check = (change: Partial<ProfileForm>) => profileProblem({ ...profile, ...change }, now);
    expect(check({ birthdate_year: 2025, birthdate_month: 12, birthdate_day: 31 })).toBeNull();
    expect(check({ birthdate_year: 1901, birthdate_month: 1, birthdate_day: 1 })).toBeNull();
    expect(check({ birthdate_year: 2026 })).toBe(P.birthYear);
    expect(check({ birthdate_year: 3000 })).toBe(P.birthYear);
    expect(check({ birthdate_year: 1900 })).toBe(P.birthYear);
    expect(check({ birthdate_year: 2147483648 })).toBe(P.birthYear);
    expect(check({ birthdate_month: 13 })).toBe(P.birthMonth);
    expect(check({ birthdate_month: 0 })).toBe(P.birthMonth);
    expect(check({ birthdate_month: 4, birthdate_day: 31 })).toBe(P.birthDay);
    expect(check({ birthdate_day: 40 })).toBe(P.birthDay);
    expect(check({ birthdate_year: 2001, birthdate_month: 2, birthdate_day: 29 })).toBe(P.birthDay);
  });

  it('accepts the three genders of the spec, or none (the profile keeps the one it has)', () => {
    expect(profileProblem({ ...profile, gender: '' })).toBeNull();
    expect(profileProblem({ ...profile, gender: 'simply_fabulous' })).toBeNull();
    expect(profileProblem({ ...profile, gender: 'robot' })).toBe(P.gender);
    expect(PROFILE_FIELD[P.gender]).toBe('gender');
  });

  it('wants a country code of two letters', () => {
    expect(profileProblem({ ...profile, country_code: 'Z9' })).toBe(P.country);
    expect(PROFILE_FIELD[P.country]).toBe('country_code');
  });

  it('offers birth years from last year down to 1901', () => {
    const years = profileBirthYears(new Date('2026-06-01'));
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1901);
  });

  it('counts the characters still needed toward 200, and 0 past it', () => {
    expect(charactersStillNeeded('')).toBe(200);
    expect(charactersStillNeeded('x'.repeat(150))).toBe(50);
    expect(charactersStillNeeded('x'.repeat(250))).toBe(0);
  });
});

describe('passwordChangeProblem', () => {
  it('checks current, new, length and match in order', () => {
    expect(
      passwordChangeProblem({ current_password: '', new_password: '', confirm_password: '' })?.message,
    ).toBe('please enter your current password');
    expect(
      passwordChangeProblem({ current_password: 'a', new_password: '', confirm_password: '' })?.message,
    ).toBe('please enter a new password');
    expect(
      passwordChangeProblem({ current_password: 'a', new_password: '12345', confirm_password: '12345' })
        ?.message,
    ).toBe('the password is min characters');
    expect(
      passwordChangeProblem({ current_password: 'a', new_password: '123456', confirm_password: '123457' })
        ?.message,
    ).toBe('the new password not match with confirm');
    expect(
      passwordChangeProblem({ current_password: 'a', new_password: '123456', confirm_password: '123456' }),
    ).toBeNull();
  });
});

describe('resetProblem', () => {
  it('checks password, length, confirmation, match and token in order', () => {
    expect(resetProblem({ password: '', confirm_password: '', token: '' })?.message).toBe(
      'password is required',
    );
    expect(resetProblem({ password: '12345', confirm_password: '', token: '' })?.message).toBe(
      'password is minimum 6 characters',
    );
    expect(resetProblem({ password: '123456', confirm_password: '', token: '' })?.message).toBe(
      'please confirm your password',
    );
    expect(resetProblem({ password: '123456', confirm_password: 'x', token: '' })?.message).toBe(
      'password and email do not match',
    );
    expect(resetProblem({ password: '123456', confirm_password: '123456', token: '' })?.message).toBe(
      'the reset link is missing its token',
    );
    expect(resetProblem({ password: '123456', confirm_password: '123456', token: 't' })).toBeNull();
  });
});

describe('emailChangeProblem', () => {
  it('checks new e-mail, its spelling, the password, then that it differs', () => {
    const current = 'jamie@example.com';
    expect(emailChangeProblem({ email: '', password: '' }, current)?.message).toBe(
      'please enter your new email',
    );
    expect(emailChangeProblem({ email: 'jamie@', password: '' }, current)?.message).toBe(
      'please check email spelling and try again',
    );
    expect(emailChangeProblem({ email: 'new@example.com', password: '' }, current)?.message).toBe(
      'please enter your current password',
    );
    expect(emailChangeProblem({ email: 'JAMIE@example.com', password: 'x' }, current)?.message).toBe(
      'the new email must be different from your current email',
    );
    expect(emailChangeProblem({ email: 'new@example.com', password: 'x' }, current)).toBeNull();
  });
});

describe('deactivationCodeProblem', () => {
  it('wants a 6-digit code', () => {
    expect(deactivationCodeProblem('')).toBe('please enter your deactivation code');
    expect(deactivationCodeProblem('12a456')).toBe('please enter a valid deactivation code');
    expect(deactivationCodeProblem('123456')).toBeNull();
  });
});
