// The card form's own fields: first and last name, postal code, country and — for a US address —
// the state from the list of US states, beside the card number, expiry and CVC (typed here for the sandbox; Stripe's
// frame collects those in Stripe mode). Both providers get the same billing details (docs/decisions/053).
import './texts';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardForm } from '@crashpad/shared/rules/cards';
import { US_STATES } from '@crashpad/shared/us-states';
import { countriesQuery } from '../../lib/countries';

export type CardFormState = CardForm;
export type CardErrors = Partial<Record<keyof CardForm, string>>;

export function emptyCard(first = '', last = ''): CardForm {
  return {
    first_name: first,
    last_name: last,
    number: '',
    expiry: '',
    cvc: '',
    postal_code: '',
    country: 'US',
    state: '',
  };
}

/**
 * The billing details the card is saved with, in Stripe's shape (billing_details): Stripe.js sends them with the
 * card, the sandbox keeps them with it. The state goes only with a US address.
 */
export function billingDetails(form: CardForm): {
  name: string;
  address: { postal_code: string; country: string; state?: string };
} {
  return {
    name: `${form.first_name} ${form.last_name}`.trim(),
    address: {
      postal_code: form.postal_code.trim(),
      country: form.country,
      ...(form.country === 'US' && form.state ? { state: form.state } : {}),
    },
  };
}

/** 4242424242424242 → "4242 4242 4242 4242" (American Express: 4-6-5). */
export function groupNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" → "12 / 29" as the user types. */
export function groupExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

type Props = {
  form: CardForm;
  errors: CardErrors;
  set: (field: keyof CardForm, value: string) => void;
  /** false in Stripe mode: Stripe's own field takes the number, expiry and CVC */
  cardNumberFields: boolean;
  children?: React.ReactNode;
};

export function CardFields({ form, errors, set, cardNumberFields, children }: Props) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQuery);
  const us = form.country === 'US';
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('payments.firstName')}
          autoComplete="cc-given-name"
          maxLength={100}
          value={form.first_name}
          onChange={(e) => set('first_name', e.currentTarget.value)}
          error={errors.first_name}
        />
        <TextInput
          label={t('payments.lastName')}
          autoComplete="cc-family-name"
          maxLength={100}
          value={form.last_name}
          onChange={(e) => set('last_name', e.currentTarget.value)}
          error={errors.last_name}
        />
      </SimpleGrid>
      {cardNumberFields ? (
        <>
          <TextInput
            label={t('payments.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={form.number}
            onChange={(e) => set('number', groupNumber(e.currentTarget.value))}
            error={errors.number}
          />
          <SimpleGrid cols={2}>
            <TextInput
              label={t('payments.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={form.expiry}
              onChange={(e) => set('expiry', groupExpiry(e.currentTarget.value))}
              error={errors.expiry}
            />
            <TextInput
              label={t('payments.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              maxLength={4}
              value={form.cvc}
              onChange={(e) => set('cvc', e.currentTarget.value.replace(/\D/g, ''))}
              error={errors.cvc}
            />
          </SimpleGrid>
        </>
      ) : (
        children
      )}
      <SimpleGrid cols={{ base: 1, xs: us ? 3 : 2 }}>
        <NativeSelect
          label={t('payments.country')}
          autoComplete="country"
          value={form.country}
          onChange={(e) => {
            const country = e.currentTarget.value;
            set('country', country);
            // a state belongs to a US address only
            if (country !== 'US' && form.state) set('state', '');
          }}
          error={errors.country}
          data={(countries.data?.data ?? [{ code: 'US', name: 'United States' }]).map((c) => ({
            value: c.code,
            label: c.name,
          }))}
        />
        {us && (
          <NativeSelect
            label={t('payments.state')}
            autoComplete="address-level1"
            value={form.state}
            onChange={(e) => set('state', e.currentTarget.value)}
            error={errors.state}
            data={[
              { value: '', label: t('payments.stateNone') },
              ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
            ]}
          />
        )}
        <TextInput
          label={t('payments.postalCode')}
          autoComplete="postal-code"
          maxLength={20}
          value={form.postal_code}
          onChange={(e) => set('postal_code', e.currentTarget.value)}
          error={errors.postal_code}
        />
      </SimpleGrid>
    </>
  );
}
