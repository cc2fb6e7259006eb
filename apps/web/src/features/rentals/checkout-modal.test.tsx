import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { todayIn, wallClockIn } from '@crashpad/shared/rules/calendar';
import { hourLabel } from '@crashpad/shared/rules/rentals';
import { localToday } from '../../lib/dates';
import { notify } from '../../lib/notify';
import './texts';
import { CheckoutModal, checkoutDefault } from './checkout-modal';

vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

const inDays = (days: number) => {
  const d = new Date(`${localToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const rental = (change: Partial<RentalView> = {}) =>
  ({
    id: 7,
    start_date: inDays(3),
    start_time: '12:00',
    checkout_date: null,
    checkout_time: null,
    checkout_requested_date: null,
    checkout_requested_time: null,
    ...change,
  }) as RentalView;

function open(r: RentalView, mode: 'request' | 'checkout' = 'request') {
  const onSaved = vi.fn();
  render(
    <MantineProvider>
      <CheckoutModal rental={r} onClose={vi.fn()} onSaved={onSaved} mode={mode} />
    </MantineProvider>,
  );
  return { onSaved };
}

const dateField = () => screen.getByLabelText(/Check-out date/) as HTMLInputElement;
const timeField = () => screen.getByRole('combobox', { name: /Check-out time/ }) as HTMLSelectElement;
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('Change Check-Out Date (docs/product/specification/2-listings-and-tenants.md §4.6; docs/decisions/045-forms-show-every-error.md)', () => {
  it('takes today at the crashpad as the earliest check-out, not the browser’s (docs/product/dates.md)', () => {
    // Kiritimati (UTC+14) is a day ahead of every browser in the Americas for most of the day.
    const r = rental({ start_date: inDays(-40), time_zone: 'Pacific/Kiritimati' });
    const hourThere = () => hourLabel(wallClockIn('Pacific/Kiritimati').hour);
    const hourBefore = hourThere();
    open(r);
    expect(dateField().min).toBe(todayIn('Pacific/Kiritimati'));
    expect(dateField().value).toBe(todayIn('Pacific/Kiritimati'));
    // and the current hour there (read before and after, should the hour turn meanwhile)
    expect([hourBefore, hourThere()]).toContain(timeField().value);
  });

  it('starts at a date the server takes: the later of today and the day after check-in, a later day at 12:00', () => {
    open(rental({ start_date: inDays(3), start_time: '15:00' }));
    expect(dateField().value).toBe(inDays(4));
    expect(timeField().value).toBe('12:00');
    // A check-in long past: today, at the current hour at the crashpad (docs/product/specification/2-listings-and-tenants.md §4.6).
    expect(checkoutDefault(rental({ start_date: inDays(-40) }), { date: localToday(), hour: 15 })).toEqual({
      date: localToday(),
      time: '15:00',
    });
    // A date already asked for that can still be taken stays, with its hour; one before check-in does not.
    expect(
      checkoutDefault(rental({ checkout_requested_date: inDays(20), checkout_requested_time: '09:00' }), {
        date: localToday(),
        hour: 15,
      }),
    ).toEqual({ date: inDays(20), time: '09:00' });
    expect(
      checkoutDefault(rental({ checkout_date: inDays(1), checkout_time: '10:00' }), {
        date: localToday(),
        hour: 15,
      }),
    ).toEqual({ date: inDays(4), time: '12:00' });
  });

  it('sends the date as offered and says the request went to the CP owner', async () => {
    const fetch = answer(200, { message: 'Check-out date request sent to your CP owner.' });
    vi.stubGlobal('fetch', fetch);
    const { onSaved } = open(rental());
    fireEvent.click(screen.getByRole('button', { name: 'Request date' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      '/api/rental/7/checkout-date',
      expect.objectContaining({ body: JSON.stringify({ checkout_date: inDays(4), checkout_time: '12:00' }) }),
    );
    expect(vi.mocked(notify)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notify).mock.calls[0]![0]).toMatchObject({
      color: 'green',
      message: 'Check-out date request sent to your CP owner.',
    });
  });

  it('refuses a check-out at or before check-in by the field, sending nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open(rental());
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(dateField(), { target: { value: inDays(3) } });
    fireEvent.click(screen.getByRole('button', { name: 'Request date' }));
    expect(screen.getAllByText('check-out must be after check-in')).toHaveLength(1);
    // docs/product/specification/2-listings-and-tenants.md §8 "Checkout modal": the form says so above its field errors (docs/decisions/048-what-pages-say.md).
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields correctly.');
    expect(fetch).not.toHaveBeenCalled();
    expect(vi.mocked(notify)).not.toHaveBeenCalled();
  });

  it('shows one message when the server refuses the date: by the field, no toast besides', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        message: 'check-out date cannot be before today',
        errors: { checkout_date: ['check-out date cannot be before today'] },
      }),
    );
    open(rental(), 'checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await screen.findByText('check-out date cannot be before today');
    expect(screen.getAllByText('check-out date cannot be before today')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields correctly.');
    expect(vi.mocked(notify)).not.toHaveBeenCalled();
  });

  it('says why in one toast when the refusal is not about the date', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { message: 'Only a current tenant can be checked out.', code: 'NOT_ACCEPTED' }),
    );
    open(rental(), 'checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(vi.mocked(notify)).toHaveBeenCalledTimes(1));
    expect(vi.mocked(notify).mock.calls[0]![0]).toMatchObject({
      title: 'Failed to update check-out date',
      message: 'Only a current tenant can be checked out.',
    });
    expect(screen.queryByText('Only a current tenant can be checked out.')).toBeNull();
    expect(screen.queryByText('Please fill in all required fields correctly.')).toBeNull();
  });
});
