// The profile panel (docs/decisions/053-settings-tabs-header-and-form-details.md): with no stored birth date the
// form starts at Jan 1, 1901; the message at its top clears after 4 s, the field's stays.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import { PROFILE_MESSAGES } from '@crashpad/shared/rules/profile';
import { ProfilePanel } from './profile-panel';

afterEach(() => vi.useRealTimers());

const member = (birthday: Partial<UserView> = {}) =>
  ({
    id: 7,
    first_name: 'Jamie',
    last_name: 'Rivera',
    display_name: 'JamieR',
    phone_number: '214-555-0100',
    country_code: 'US',
    birthdate_year: null,
    birthdate_month: null,
    birthdate_day: null,
    about: '',
    airlines: 'Southwest Airlines',
    photo: null,
    ...birthday,
  }) as unknown as UserView;

function edit(user: UserView) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ProfilePanel user={user} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
}

const select = (name: RegExp) => screen.getByLabelText(name) as HTMLSelectElement;

describe('the profile panel', () => {
  it('starts a member with no stored birth date at Jan 1, 1901, and says so', () => {
    edit(member());
    expect([select(/^Birth month/).value, select(/^Birth day/).value, select(/^Birth year/).value]).toEqual([
      '1',
      '1',
      '1901',
    ]);
    expect(screen.getByText(/No birthday is saved on your profile yet/)).toBeTruthy();
  });

  it('starts from the stored birth date when there is one', () => {
    edit(member({ birthdate_year: 1985, birthdate_month: 5, birthdate_day: 20 }));
    expect([select(/^Birth month/).value, select(/^Birth day/).value, select(/^Birth year/).value]).toEqual([
      '5',
      '20',
      '1985',
    ]);
    expect(screen.queryByText(/No birthday is saved/)).toBeNull();
  });

  it('clears the message at the top 4 s after a refused save; the field keeps its own', () => {
    vi.useFakeTimers();
    edit(member({ birthdate_year: 1985, birthdate_month: 5, birthdate_day: 20 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Display name' }), { target: { value: 'JR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(PROFILE_MESSAGES.displayName);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(PROFILE_MESSAGES.displayName)).toBeTruthy();
  });
});
