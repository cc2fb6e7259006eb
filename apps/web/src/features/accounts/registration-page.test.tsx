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
