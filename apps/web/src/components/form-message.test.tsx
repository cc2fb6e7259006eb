// A form's message clears after 4 seconds (docs/decisions/053-settings-tabs-header-and-form-details.md).
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGE_MS, FormMessage } from './form-message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function show(props: Parameters<typeof FormMessage>[0]) {
  const view = render(
    <MantineProvider>
      <FormMessage {...props} />
    </MantineProvider>,
  );
  return (next: Parameters<typeof FormMessage>[0]) =>
    view.rerender(
      <MantineProvider>
        <FormMessage {...next} />
      </MantineProvider>,
    );
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('a form message', () => {
  it('is cleared 4 seconds after it appears', () => {
    expect(FORM_MESSAGE_MS).toBe(4_000);
    show({ message: 'please enter your first name', shownAt: 1 });
    expect(screen.getByRole('alert').textContent).toBe('please enter your first name');
    wait(3_999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    wait(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows again for 4 seconds when the form shows it again, or shows another', () => {
    const update = show({ message: 'please enter your first name', shownAt: 1 });
    wait(4_000);
    expect(screen.queryByRole('alert')).toBeNull();
    // the same message on the next submit
    update({ message: 'please enter your first name', shownAt: 2 });
    expect(screen.getByRole('alert').textContent).toBe('please enter your first name');
    wait(3_000);
    // another message restarts the 4 seconds
    update({ message: 'please enter your last name', shownAt: 2 });
    wait(3_000);
    expect(screen.getByRole('alert').textContent).toBe('please enter your last name');
    wait(1_000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a confirmation as a status, and takes its own time where a page has one', () => {
    show({ message: 'Your message has been sent.', color: 'green', variant: 'text', ms: 10_000 });
    expect(screen.getByRole('status').textContent).toBe('Your message has been sent.');
    wait(9_999);
    expect(screen.queryByRole('status')).not.toBeNull();
    wait(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing without a message', () => {
    show({ message: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
