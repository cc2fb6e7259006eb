// The profile panel (docs/product/specification/1-accounts-and-shell.md §2 "Profile panels", §5 "Profile save"): view, edit, save.
import './texts';
import { useMemo, useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@crashpad/shared/api/accounts';
import {
  charactersStillNeeded,
  profileBirthYears,
  profileProblem,
  PROFILE_DEFAULT_BIRTHDATE,
  PROFILE_FIELD,
} from '@crashpad/shared/rules/profile';
import { FormMessage } from '../../components/form-message';
import { notify, notifyError } from '../../lib/notify';
import { updateStoredUser } from '../../lib/session';
import { MONTHS, daysIn } from './registration-fields';
import { updateProfile } from './api';
import { PhotoUpload } from './photo-upload';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** A member with no stored birth date: the form starts at Jan 1, 1901 (docs/decisions/053). */
const noBirthday = (user: UserView) => !user.birthdate_year || !user.birthdate_month || !user.birthdate_day;

const formOf = (user: UserView) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  display_name: user.display_name,
  phone_number: user.phone_number ?? '',
  country_code: user.country_code,
  ...(noBirthday(user)
    ? {
        birthdate_year: PROFILE_DEFAULT_BIRTHDATE.year as number | null,
        birthdate_month: PROFILE_DEFAULT_BIRTHDATE.month as number | null,
        birthdate_day: PROFILE_DEFAULT_BIRTHDATE.day as number | null,
      }
    : {
        birthdate_year: user.birthdate_year,
        birthdate_month: user.birthdate_month,
        birthdate_day: user.birthdate_day,
      }),
  about: user.about ?? '',
});

export function ProfilePanel({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(() => formOf(user));
  const [problem, setProblem] = useState<string | null>(null);
  /** each save shows the message at the top again for its 4 s (docs/decisions/053); the field keeps it */
  const [submits, setSubmits] = useState(0);
  const years = useMemo(() => profileBirthYears(), []);
  const save = useMutation({
    mutationFn: () => updateProfile(form),
    onSuccess: (saved) => {
      updateStoredUser(saved);
      setEditing(false);
      void notify({ color: 'green', message: t('settings.saved') });
    },
    onError: (err) => void notifyError(err),
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const errorFor = (field: string) => (problem && PROFILE_FIELD[problem] === field ? problem : undefined);
  const birthday =
    user.birthdate_month && user.birthdate_day && user.birthdate_year
      ? `${MONTHS[user.birthdate_month - 1]} ${user.birthdate_day}, ${user.birthdate_year}`
      : null;

  return (
    <section aria-labelledby="profile-title">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg" id="profile-title">
          {t('settings.profile')}
        </Title>
        {!editing && (
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setForm(formOf(user));
              setProblem(null);
              setEditing(true);
            }}
          >
            {t('settings.edit')}
          </Button>
        )}
      </Group>
      <PhotoUpload user={user} />
      {!editing ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <Field label={t('signup.firstName')} value={user.first_name} />
          <Field label={t('signup.lastName')} value={user.last_name} />
          <Field label={t('signup.displayName')} value={user.display_name} />
          <Field label={t('signup.phone')} value={user.phone_number} />
          <Field label={t('signup.birthday')} value={birthday} />
          <Field label={t('signup.airline')} value={user.airlines} />
          <div style={{ gridColumn: '1 / -1' }}>
            <Field label={t('settings.about')} value={user.about} />
          </div>
        </SimpleGrid>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const found = profileProblem(form);
            setProblem(found);
            setSubmits((n) => n + 1);
            if (!found) save.mutate();
          }}
        >
          <Stack mt="md">
            <FormMessage message={problem} shownAt={submits} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('signup.firstName')}
                maxLength={100}
                value={form.first_name}
                onChange={(e) => set('first_name', e.currentTarget.value)}
                error={errorFor('first_name')}
              />
              <TextInput
                label={t('signup.lastName')}
                maxLength={100}
                value={form.last_name}
                onChange={(e) => set('last_name', e.currentTarget.value)}
                error={errorFor('last_name')}
              />
            </SimpleGrid>
            <TextInput
              label={t('signup.displayName')}
              maxLength={60}
              value={form.display_name}
              onChange={(e) => set('display_name', e.currentTarget.value)}
              error={errorFor('display_name')}
            />
            {/* docs/product/specification/1-accounts-and-shell.md §2: phone max length 20, US by default */}
            <TextInput
              label={t('signup.phone')}
              type="tel"
              maxLength={20}
              value={form.phone_number}
              onChange={(e) => set('phone_number', e.currentTarget.value)}
              error={errorFor('phone_number')}
            />
            <SimpleGrid cols={3}>
              <NativeSelect
                label={t('signup.birthMonth')}
                value={String(form.birthdate_month ?? '')}
                onChange={(e) => set('birthdate_month', Number(e.currentTarget.value) || null)}
                data={[
                  { value: '', label: t('signup.month') },
                  ...MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
                ]}
                error={errorFor('birthdate_month')}
              />
              <NativeSelect
                label={t('signup.birthDay')}
                value={String(form.birthdate_day ?? '')}
                onChange={(e) => set('birthdate_day', Number(e.currentTarget.value) || null)}
                data={[
                  { value: '', label: t('signup.day') },
                  ...Array.from({ length: daysIn(form.birthdate_month, form.birthdate_year) }, (_, i) =>
                    String(i + 1),
                  ),
                ]}
                error={errorFor('birthdate_day')}
              />
              <NativeSelect
                label={t('signup.birthYear')}
                value={String(form.birthdate_year ?? '')}
                onChange={(e) => set('birthdate_year', Number(e.currentTarget.value) || null)}
                data={[{ value: '', label: t('signup.year') }, ...years.map(String)]}
                error={errorFor('birthdate_year')}
              />
            </SimpleGrid>
            {noBirthday(user) && (
              <Text fz="sm" c="dimmed" mt={-8}>
                {t('settings.birthdayNotSaved')}
              </Text>
            )}
            <Textarea
              label={t('settings.about')}
              autosize
              minRows={3}
              maxLength={2000}
              value={form.about}
              onChange={(e) => set('about', e.currentTarget.value)}
              description={t('settings.aboutCounter', { count: charactersStillNeeded(form.about) })}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('settings.save')}
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </section>
  );
}
