// The birthday of the registration form: month, day and year, each starting unset and each to be chosen
// (docs/decisions/045-forms-show-every-error.md), sharing one message under the three.
import { Input, NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MONTHS, daysIn } from './registration-fields';

export type Birthday = {
  birthdate_month: number | null;
  birthdate_day: number | null;
  birthdate_year: number | null;
};

export function BirthdayFields({
  value,
  years,
  error,
  onChange,
}: {
  value: Birthday;
  years: number[];
  error: string | undefined;
  onChange: (key: keyof Birthday, value: number | null) => void;
}) {
  const { t } = useTranslation();
  // Each select names the shared message as its description (Mantine's own aria attributes would point at each
  // select's empty wrapper instead).
  const aria = {
    withAria: false,
    error: !!error,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? 'birthday-error' : undefined,
  };
  return (
    <Input.Wrapper
      id="birthday"
      labelElement="div"
      label={t('signup.birthday')}
      description={t('signup.birthdayHelp')}
      error={error}
    >
      <SimpleGrid cols={3} mt={4}>
        <NativeSelect
          aria-label={t('signup.birthMonth')}
          {...aria}
          value={String(value.birthdate_month ?? '')}
          onChange={(e) => onChange('birthdate_month', Number(e.currentTarget.value) || null)}
          data={[
            { value: '', label: t('signup.month') },
            ...MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
          ]}
        />
        <NativeSelect
          aria-label={t('signup.birthDay')}
          {...aria}
          value={String(value.birthdate_day ?? '')}
          onChange={(e) => onChange('birthdate_day', Number(e.currentTarget.value) || null)}
          data={[
            { value: '', label: t('signup.day') },
            ...Array.from({ length: daysIn(value.birthdate_month, value.birthdate_year) }, (_, i) =>
              String(i + 1),
            ),
          ]}
        />
        <NativeSelect
          aria-label={t('signup.birthYear')}
          {...aria}
          value={String(value.birthdate_year ?? '')}
          onChange={(e) => onChange('birthdate_year', Number(e.currentTarget.value) || null)}
          data={[{ value: '', label: t('signup.yearPlaceholder') }, ...years.map(String)]}
        />
      </SimpleGrid>
    </Input.Wrapper>
  );
}
