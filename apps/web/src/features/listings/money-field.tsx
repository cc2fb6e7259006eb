// A money field of the wizard (docs/product/specification/2-listings-and-tenants.md §5 "Rate, deposit and price fields accept numbers only"): it keeps what the
// lister typed and says at once, under the field, when that is not an amount. The draft holds the number typed,
// null when empty and NaN when it is not an amount, so the step's warnings and Save refuse it too; "abc" is never
// emptied and −5 never passes unseen (docs/decisions/045-forms-show-every-error.md).
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { amountOfText, isWholeCents } from '@crashpad/shared/rules/amounts';
import { LISTING_MESSAGES } from '@crashpad/shared/rules/listings';

type Props = {
  label: string;
  /** the label the shared messages use ("Rate per month", "Deposit") */
  name: string;
  value: number | null;
  onChange: (value: number | null) => void;
};

const textOf = (value: number | null) =>
  value === null || !Number.isFinite(value) ? '' : Number.isInteger(value) ? String(value) : value.toFixed(2);

/** What is wrong with the text typed, in the wizard's words; null when it is an amount or empty. */
export function moneyProblem(text: string, name: string): string | null {
  if (text.trim().startsWith('-')) return LISTING_MESSAGES.negative(name);
  const value = amountOfText(text);
  if (value === null) return null;
  return Number.isNaN(value) || !isWholeCents(value) ? LISTING_MESSAGES.amount(name) : null;
}

/** The number the text stands for: "-5" is −5 (for the step's warning), anything else not an amount NaN. */
function valueOf(text: string): number | null {
  const negative = text.trim().startsWith('-');
  const amount = amountOfText(negative ? text.trim().slice(1) : text);
  return negative && amount !== null && !Number.isNaN(amount) ? -amount : amount;
}

export function MoneyField({ label, name, value, onChange }: Props) {
  const [text, setText] = useState(() => textOf(value));
  // The draft changed from elsewhere (a saved listing loaded again): show it.
  const typed = valueOf(text);
  if (value !== null && Number.isFinite(value) && typed !== value) setText(textOf(value));
  else if (value === null && typed !== null) setText('');
  return (
    <TextInput
      label={label}
      required
      leftSection="$"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={moneyProblem(text, name)}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(valueOf(e.currentTarget.value));
      }}
    />
  );
}
