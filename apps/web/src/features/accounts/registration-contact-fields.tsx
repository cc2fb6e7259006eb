// The registration form's contact and sign-in fields (docs/product/specification/1-accounts-and-shell.md §3): the
// e-mail twice, the country and phone number, and the password twice. An invitation's e-mail is locked; a sign-up
// through Google or Apple keeps the provider's e-mail and asks no password (docs/decisions/063-social-sign-in.md).
import { NativeSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '@crashpad/shared/rules/registration';

export type ContactValues = Pick<
  RegistrationForm,
  'email' | 'confirm_email' | 'country_code' | 'phone_number' | 'password' | 'confirm_password'
>;

export function RegistrationContactFields({
  value,
  countries,
  locked,
  socialProvider,
  error,
  onChange,
}: {
  value: ContactValues;
  /** the countries to choose from; the United States alone until they arrive */
  countries: { code: string; name: string }[] | undefined;
  /** the e-mail is the invitation's */
  locked: boolean;
  /** the provider's name when the member signs up through one: its e-mail is kept and no password asked */
  socialProvider: string | null;
  error: (key: keyof ContactValues) => string | undefined;
  onChange: (key: keyof ContactValues, value: string) => void;
}) {
  const { t } = useTranslation();
  const social = socialProvider !== null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={value.email}
          onChange={(e) => onChange('email', e.currentTarget.value)}
          error={error('email')}
          readOnly={locked || social}
          description={
            locked
              ? t('signup.emailLocked')
              : social
                ? t('social.emailFromProvider', { provider: socialProvider })
                : undefined
          }
        />
        <TextInput
          label={t('signup.confirmEmail')}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={value.confirm_email}
          onChange={(e) => onChange('confirm_email', e.currentTarget.value)}
          error={error('confirm_email')}
          readOnly={locked || social}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('signup.country')}
          value={value.country_code}
          onChange={(e) => onChange('country_code', e.currentTarget.value)}
          error={error('country_code')}
          data={(countries ?? [{ code: 'US', name: 'United States' }]).map((c) => ({
            value: c.code,
            label: c.name,
          }))}
        />
        <TextInput
          label={t('signup.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          value={value.phone_number}
          onChange={(e) => onChange('phone_number', e.currentTarget.value)}
          error={error('phone_number')}
        />
      </SimpleGrid>
      {!social && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('signup.password')}
            description={t('signup.passwordHelp')}
            autoComplete="new-password"
            maxLength={200}
            value={value.password}
            onChange={(e) => onChange('password', e.currentTarget.value)}
            error={error('password')}
          />
          <PasswordInput
            label={t('signup.confirmPassword')}
            autoComplete="new-password"
            maxLength={200}
            value={value.confirm_password}
            onChange={(e) => onChange('confirm_password', e.currentTarget.value)}
            error={error('confirm_password')}
          />
        </SimpleGrid>
      )}
    </>
  );
}
