// The wizard's money fields (docs/product/specification/2-listings-and-tenants.md §5; docs/decisions/045-forms-show-every-error.md): what is typed stays, and
// what is not an amount is said at once under the field and refused by the step's checks.
import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyField } from './money-field';

let seen: (number | null)[] = [];

function Field({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <MoneyField
      label="Deposit (USD)"
      name="Deposit"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

function show(start: number | null = null) {
  seen = [];
  render(
    <MantineProvider>
      <Field start={start} />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: /Deposit \(USD\)/ }) as HTMLInputElement;
}

describe('a wizard money field', () => {
  it('keeps "abc" as typed and says it is not an amount, the draft holding no number', () => {
    const field = show(350);
    expect(field.value).toBe('350');
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(field.value).toBe('abc');
    expect(screen.getByText('Deposit must be an amount such as 350 or 350.50')).toBeTruthy();
    expect(seen.at(-1)).toBeNaN();
  });

  it('flags −5 as negative and "12.3.4" as no amount, and takes 12.34 as typed', () => {
    const field = show();
    fireEvent.change(field, { target: { value: '-5' } });
    expect(field.value).toBe('-5');
    expect(screen.getByText('Deposit cannot be negative')).toBeTruthy();
    expect(seen.at(-1)).toBe(-5);
    fireEvent.change(field, { target: { value: '12.3.4' } });
    expect(screen.getByText('Deposit must be an amount such as 350 or 350.50')).toBeTruthy();
    fireEvent.change(field, { target: { value: '12.34' } });
    expect(screen.queryByText(/Deposit (must|cannot)/)).toBeNull();
    expect(seen.at(-1)).toBe(12.34);
    fireEvent.change(field, { target: { value: '' } });
    expect(seen.at(-1)).toBeNull();
  });
});
