// The sign-up form (docs/product/specification/1-accounts-and-shell.md §5 "Registration"; docs/decisions/045-forms-show-every-error.md): a careless member
// learns every mistake in one submit, each by its field, and the birthday must be chosen.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_MESSAGES as M, signupBirthYears } from '@crashpad/shared/rules/registration';
import { siteQuery } from '../../lib/site';
import { removeLocal } from '../../lib/storage';
import RegistrationPage from './registration-page';

const fetch = vi.fn(async () => new Response(JSON.stringify({ exists: false }), { status: 200 }));
beforeEach(() => {
  removeLocal('temp_user');
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteQuery.queryKey, { flags: {}, wording: { siteName: 'CrashPad Crew' } } as never);
  client.setQueryData(['countries'], { data: [{ code: 'US', name: 'United States' }] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/create-account/need-crashpad']}>
          <Routes>
            <Route path="/create-account/:type" element={<RegistrationPage />} />
            <Route path="/notice-of-understanding" element={<p>notice</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const byLabel = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement | HTMLSelectElement;
/** The message under one field ('' when none), found through its aria-describedby. */
const messageOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const top = () => within(screen.getByRole('alert')).getByText(/./).textContent;

/** The spec's 16 checks' fields in its order, then the terms box. */
const FIELDS = [
  /^First name/,
  /^Last name/,
  /^Display name/,
  /^Gender/,
  /^Birth month/,
  /^How did you hear/,
  /^E-mail/,
  /^Confirm e-mail/,
  /^Phone number/,
  /^Password/,
  /^Confirm password/,
];
const messages = () =>
  FIELDS.map((name) =>
    name.source.includes('Gender')
      ? (screen
          .getByRole('radiogroup')
          .closest('.mantine-InputWrapper-root')
          ?.querySelector('.mantine-InputWrapper-error')?.textContent ?? '')
      : messageOf(byLabel(name)),
  );

describe('the sign-up form', () => {
  it('starts the birthday unset, offering 1900 to this year minus 9', () => {
    show();
    expect(byLabel(/^Birth month/).value).toBe('');
    expect(byLabel(/^Birth day/).value).toBe('');
    expect(byLabel(/^Birth year/).value).toBe('');
    const years = within(byLabel(/^Birth year/) as HTMLSelectElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years[0]).toBe('Year');
    expect(years.slice(1)).toEqual(signupBirthYears().map(String));
    expect(years[1]).toBe(String(new Date().getFullYear() - 9));
  });

  it('shows every field’s message at once in the spec’s order, the first at the top, and sends nothing', () => {
    show();
    submit();
    expect(messages()).toEqual([
      M.firstName,
      M.lastName,
      M.displayName,
      M.gender,
      M.birthday,
      M.hearAboutUs,
      M.email,
      M.confirmEmail,
      M.phone,
      M.password,
      M.confirmPassword,
    ]);
    expect(screen.getByText(M.airline)).toBeTruthy();
    expect(screen.getByText('please accept the terms of use')).toBeTruthy();
    expect(top()).toBe(M.firstName);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears a field’s message as it is fixed, the top following the next in order', () => {
    show();
    submit();
    fireEvent.change(byLabel(/^First name/), { target: { value: 'Jamie' } });
    expect(messageOf(byLabel(/^First name/))).toBe('');
    expect(top()).toBe(M.lastName);
    // The birthday is one message for its three parts: choosing one clears it, and the next submit finds it
    // again until all three are chosen.
    fireEvent.change(byLabel(/^Birth month/), { target: { value: '4' } });
    expect(messageOf(byLabel(/^Birth month/))).toBe('');
    submit();
    expect(messageOf(byLabel(/^Birth year/))).toBe(M.birthday);
    fireEvent.change(byLabel(/^Birth day/), { target: { value: '12' } });
    fireEvent.change(byLabel(/^Birth year/), { target: { value: '1990' } });
    submit();
    expect(messageOf(byLabel(/^Birth year/))).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  // A form's message clears after 4 seconds (docs/decisions/053-settings-tabs-header-and-form-details.md)
  it('clears the message at the top 4 s after a submit, the fields keeping theirs; the next submit shows it again', () => {
    vi.useFakeTimers();
    show();
    submit();
    expect(top()).toBe(M.firstName);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(messageOf(byLabel(/^First name/))).toBe(M.firstName);
    submit();
    expect(top()).toBe(M.firstName);
  });

  it('offers developers a fill-in that passes every check (a development build only)', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Fill in form (developer)' }));
    expect(byLabel(/^First name/).value).toBe('Devon');
    expect(byLabel(/^E-mail/).value).toMatch(/^dev\..+@example\.com$/);
    submit();
    expect(messages().filter(Boolean)).toEqual([]);
    expect(screen.queryByText('please accept the terms of use')).toBeNull();
  });
});

// docs/product/specification/1-accounts-and-shell.md §5 "Registration" (checks 1–16 in order);
// docs/decisions/045-forms-show-every-error.md: every field's message at once, the first at the top.
describe('the sign-up form, fixed one field at a time', () => {
  /** Every message under a field, top to bottom (the airline's among them), and the terms box's. */
  const shown = () =>
    [...document.querySelectorAll('.mantine-InputWrapper-error, .mantine-Checkbox-error')].map(
      (e) => e.textContent,
    );
  const type = (name: RegExp, value: string) => fireEvent.change(byLabel(name), { target: { value } });
  const ORDER = [
    M.firstName,
    M.lastName,
    M.displayName,
    M.airline,
    M.gender,
    M.birthday,
    M.hearAboutUs,
    M.email,
    M.confirmEmail,
    M.phone,
    M.password,
    M.confirmPassword,
    'please accept the terms of use',
  ];
  /** Submits and checks the messages left, the first of them at the top. */
  const expectAfterSubmit = (left: string[]) => {
    submit();
    expect(shown()).toEqual(left);
    expect(top()).toBe(left[0]);
  };

  it('drops each fixed field’s message at the next submit, the rest in order, then checks the e-mail and moves on', async () => {
    show();
    expectAfterSubmit(ORDER);

    type(/^First name/, 'Jamie');
    expectAfterSubmit(ORDER.slice(1));
    type(/^Last name/, 'Rivera');
    expectAfterSubmit(ORDER.slice(2));
    type(/^Display name/, 'Jo');
    expectAfterSubmit([M.displayNameShort, ...ORDER.slice(3)]);
    type(/^Display name/, 'JamieR');
    expectAfterSubmit(ORDER.slice(3));

    fireEvent.click(screen.getByRole('combobox', { name: /^Airline/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'American Airlines' }));
    expectAfterSubmit(ORDER.slice(4));
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expectAfterSubmit(ORDER.slice(5));
    type(/^Birth month/, '4');
    type(/^Birth day/, '12');
    type(/^Birth year/, '1990');
    expectAfterSubmit(ORDER.slice(6));
    type(/^How did you hear/, 'facebook');
    expectAfterSubmit(ORDER.slice(7));

    // A wrong e-mail is named as such; the confirmation is compared only once the e-mail is well-formed.
    type(/^E-mail/, 'jamie@');
    expectAfterSubmit([M.emailFormat, ...ORDER.slice(8)]);
    type(/^E-mail/, 'jamie@example.com');
    expectAfterSubmit(ORDER.slice(8));
    type(/^Confirm e-mail/, 'jamie@example.org');
    expectAfterSubmit([M.emailsMatch, ...ORDER.slice(9)]);
    type(/^Confirm e-mail/, 'jamie@example.com');
    expectAfterSubmit(ORDER.slice(9));

    type(/^Phone number/, '12345');
    expectAfterSubmit([M.phoneValid, ...ORDER.slice(10)]);
    type(/^Phone number/, '(214) 555-0134');
    expectAfterSubmit(ORDER.slice(10));

    type(/^Password/, '12345');
    expectAfterSubmit([M.passwordMin, ...ORDER.slice(11)]);
    type(/^Password/, 'secret12');
    expectAfterSubmit(ORDER.slice(11));
    type(/^Confirm password/, 'secret13');
    expectAfterSubmit([M.passwordsMatch, ...ORDER.slice(12)]);
    type(/^Confirm password/, 'secret12');
    expectAfterSubmit(ORDER.slice(12));
    expect(fetch).not.toHaveBeenCalled();

    // Complete: the e-mail is checked for duplicates, then the notice of understanding follows with the form kept.
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    submit();
    await screen.findByText('notice');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual(['/api/email-exists']);
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ email: 'jamie@example.com' });
    expect(JSON.parse(window.localStorage.getItem('temp_user')!)).toMatchObject({
      first_name: 'Jamie',
      last_name: 'Rivera',
      display_name: 'JamieR',
      airlines: 'American Airlines',
      gender: 'female',
      birthdate_month: 4,
      birthdate_day: 12,
      birthdate_year: 1990,
      hear_about_us: 'facebook',
      email: 'jamie@example.com',
      confirm_email: 'jamie@example.com',
      phone_number: '(214) 555-0134',
      country_code: 'US',
      user_plan: 'seeker',
    });
    // sixteen checks, each a render of the whole form: more than the default 5 s on a busy machine
  }, 30_000);
});
