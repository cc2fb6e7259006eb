// /create-account/{type} (docs/product/specification/1-accounts-and-shell.md §2, §3, §5): the registration form, checked in the spec's order, every field's
// message at once by its field and the first also at the top (docs/decisions/045-forms-show-every-error.md); the
// e-mail is pre-checked for duplicates, then the notice of understanding follows. A sign-up by invitation
// (join-crashpad with ?email&vcode) is prefilled from the invitation, with the e-mail and how-heard locked. A sign-up
// through Google or Apple is prefilled from the verified identity, its e-mail locked and no password asked
// (docs/decisions/063-social-sign-in.md).
import './texts';
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Card,
  Group,
  NativeSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { RegisterRequest } from '@crashpad/shared/api/accounts';
import { AIRLINES } from '@crashpad/shared/airlines';
import { formatPrice } from '@crashpad/shared/format/money';
import { LISTER_PLANS, PLANS, type UserPlan } from '@crashpad/shared/plans';
import {
  GENDERS,
  registrationProblems,
  signupBirthYears,
  type RegistrationForm,
} from '@crashpad/shared/rules/registration';
import { ExpiredInvite } from '../../components/expired-invite';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { countriesQuery } from '../../lib/countries';
import { notify, notifyError } from '../../lib/notify';
import { BirthdayFields } from './birthday-fields';
import { GENDER_LABELS, HEAR_ABOUT_US_OPTIONS } from './registration-fields';
import { choosePlan, chosenPlan, keepTempUser, tempUser } from '../../lib/signup-state';
import { dropSocialSignUp, socialSignUp } from '../../lib/social-sign-in';
import { SOCIAL_PROVIDER_NAMES } from '@crashpad/shared/social-providers';
import { SocialButtons } from './social-buttons';
import { SocialSignUpNotice } from './social-sign-up-notice';
import { RegistrationContactFields } from './registration-contact-fields';
import { checkInviteQuery, emailExists } from './api';
import { devSignUpSample } from './dev-sample';

const TYPES = ['list-crashpad', 'need-crashpad', 'join-crashpad'] as const;
/** docs/product/specification/1-accounts-and-shell.md §2: how-heard of a sign-up by invitation */
const INVITED_HEARD = 'landlord invited me';

// docs/product/specification/1-accounts-and-shell.md §3 starts the birthday at Jan 1, 2017, a 9-year-old easily sent unnoticed: it starts unset, "Month / Day /
// Year", and must be chosen (docs/decisions/045-forms-show-every-error.md).
const EMPTY: RegistrationForm & { referral_code: string } = {
  first_name: '',
  last_name: '',
  display_name: '',
  airlines: '',
  gender: '',
  birthdate_month: null,
  birthdate_day: null,
  birthdate_year: null,
  hear_about_us: '',
  email: '',
  confirm_email: '',
  phone_number: '',
  country_code: 'US',
  password: '',
  confirm_password: '',
  referral_code: '',
};

export default function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type } = useParams();
  const [params] = useSearchParams();
  const plan = type === 'need-crashpad' ? 'seeker' : type === 'join-crashpad' ? null : chosenPlan();
  // A new member back from Google or Apple; an invitation's sign-up keeps the invitation's e-mail instead.
  const [social, setSocial] = useState(() => (params.get('vcode') ? null : socialSignUp()));
  const [form, setForm] = useState(() => {
    const kept = { ...EMPTY, ...(tempUser() as Partial<typeof EMPTY> | null) };
    if (!social) return kept;
    return {
      ...kept,
      first_name: kept.first_name || social.first_name,
      last_name: kept.last_name || social.last_name,
      email: social.email,
      confirm_email: social.email,
    };
  });
  /** each field's message, in the spec's order; the first also shows at the top */
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY | 'terms', string>>>({});
  const [terms, setTerms] = useState(false);
  /** each submit shows the top message again for its 4 s */
  const [submits, setSubmits] = useState(0);
  const [checking, setChecking] = useState(false);
  const countries = useQuery(countriesQuery);
  const years = useMemo(() => signupBirthYears(), []);
  const vcode = type === 'join-crashpad' ? (params.get('vcode') ?? '') : '';
  const invitedEmail = params.get('email') ?? '';
  const invitation = useQuery({ ...checkInviteQuery(invitedEmail, vcode), enabled: vcode !== '' });
  // Prefilled once, when the invitation arrives; names already typed (back from the notice page) stay.
  const [prefilled, setPrefilled] = useState(false);
  if (invitation.data && !prefilled) {
    setPrefilled(true);
    const { tenant } = invitation.data;
    setForm((f) => ({
      ...f,
      first_name: f.first_name || tenant.first_name,
      last_name: f.last_name || tenant.last_name,
      airlines:
        f.airlines || ((AIRLINES as readonly string[]).includes(tenant.airline) ? tenant.airline : ''),
      email: invitedEmail,
      confirm_email: invitedEmail,
      hear_about_us: INVITED_HEARD,
    }));
  }
  const locked = vcode !== '' && invitation.isSuccess;
  const providerName = social ? SOCIAL_PROVIDER_NAMES[social.provider] : '';
  /** The member would rather sign up with an e-mail and password. */
  const otherWay = () => {
    dropSocialSignUp();
    setSocial(null);
    setForm((f) => ({ ...f, email: '', confirm_email: '' }));
  };

  useEffect(() => {
    if (type === 'need-crashpad') choosePlan('seeker');
    if (type === 'join-crashpad') choosePlan(null);
  }, [type]);

  if (!TYPES.includes(type as (typeof TYPES)[number])) return <Navigate to="/create-account" replace />;
  // A lister arrives here with a package chosen; without one, back to the packages (docs/product/specification/1-accounts-and-shell.md §2).
  if (type === 'list-crashpad' && !(LISTER_PLANS as readonly string[]).includes(plan ?? ''))
    return <Navigate to="/create-account/lister-package" replace />;

  /** A field changed: its message goes (the birthday's three parts share one). */
  const clear = (key: keyof typeof EMPTY | 'terms') => setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    clear(key.startsWith('birthdate_') ? 'birthdate_year' : key);
  };
  const fieldError = (key: keyof typeof EMPTY) => errors[key] || undefined;
  const problem = Object.values(errors).find(Boolean);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: typeof errors = Object.fromEntries(
      registrationProblems({ ...form, social_code: social?.code ?? '' }).map((p) => [p.field, p.message]),
    );
    if (!terms) found.terms = t('signup.acceptTerms');
    setErrors(found);
    setSubmits((n) => n + 1);
    if (Object.keys(found).length > 0) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    setChecking(true);
    try {
      const answer = await emailExists(form.email);
      if (answer.exists) {
        void notify({ color: 'red', message: answer.message });
        return;
      }
      const { referral_code, ...rest } = form;
      const registration: RegisterRequest = {
        ...rest,
        referral_code,
        user_plan: plan ?? '',
        // The invitation's code: the new account moves into the bed at once (docs/product/specification/1-accounts-and-shell.md §4).
        verification_code: locked ? vcode : '',
        // The verified identity from Google or Apple: the account signs in with it (docs/decisions/063).
        social_code: social?.code ?? '',
      };
      keepTempUser(registration);
      void navigate('/notice-of-understanding');
    } catch (err) {
      void notifyError(err);
    } finally {
      setChecking(false);
    }
  };

  if (vcode && invitation.isPending) return <Loading />;
  if (vcode && invitation.isError)
    return (
      <Container size={720} py="xl">
        <Title order={1} mb="lg">
          {t('signup.formTitle.join-crashpad')}
        </Title>
        <Stack>
          <ExpiredInvite error={invitation.error} />
          <Text>
            <Anchor component={Link} to="/create-account" underline="always">
              {t('signup.withoutInvitation')}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    );

  const planLine = plan
    ? `${PLANS[plan as UserPlan].title} · ${formatPrice(PLANS[plan as UserPlan].priceCents)}`
    : t('signup.free');
  return (
    <Container size={720} py="xl">
      <Title order={1} mb={4}>
        {t(`signup.formTitle.${type}`)}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('signup.planLine', { plan: planLine })}{' '}
        {type !== 'join-crashpad' && (
          <Anchor
            component={Link}
            to={plan === 'seeker' ? '/create-account' : '/create-account/lister-package'}
            fz="sm"
            underline="always"
          >
            {t('signup.changePlan')}
          </Anchor>
        )}
      </Text>
      <Card withBorder padding="xl">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            {import.meta.env.DEV && !locked && (
              // the developer's fill-in, never in a production build (docs/decisions/045-forms-show-every-error.md)
              <Button
                variant="default"
                size="xs"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  setForm((f) => ({ ...f, ...devSignUpSample() }));
                  setErrors({});
                  setTerms(true);
                }}
              >
                Fill in form (developer)
              </Button>
            )}
            {/* the first message also at the top, cleared after 4 s (docs/decisions/053); the fields keep theirs */}
            <FormMessage message={problem} shownAt={submits} />
            {locked && (
              <Alert color="blue" variant="light">
                {t('signup.invited')}
              </Alert>
            )}
            {social ? (
              <SocialSignUpNotice social={social} providerName={providerName} onOtherWay={otherWay} />
            ) : (
              !vcode && <SocialButtons userPlan={plan ?? ''} divider="below" />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('signup.firstName')}
                autoComplete="given-name"
                maxLength={100}
                value={form.first_name}
                onChange={(e) => set('first_name', e.currentTarget.value)}
                error={fieldError('first_name')}
              />
              <TextInput
                label={t('signup.lastName')}
                autoComplete="family-name"
                maxLength={100}
                value={form.last_name}
                onChange={(e) => set('last_name', e.currentTarget.value)}
                error={fieldError('last_name')}
              />
            </SimpleGrid>
            <TextInput
              label={t('signup.displayName')}
              description={t('signup.displayNameHelp')}
              maxLength={60}
              value={form.display_name}
              onChange={(e) => set('display_name', e.currentTarget.value)}
              error={fieldError('display_name')}
            />
            <Select
              label={t('signup.airline')}
              placeholder={t('signup.airlinePlaceholder')}
              data={[...AIRLINES]}
              searchable
              value={form.airlines || null}
              onChange={(v) => set('airlines', v ?? '')}
              error={fieldError('airlines')}
              nothingFoundMessage={t('signup.noAirline')}
            />
            <Radio.Group
              label={t('signup.gender')}
              value={form.gender}
              onChange={(v) => set('gender', v)}
              error={fieldError('gender')}
            >
              <Group mt={6}>
                {GENDERS.map((g) => (
                  <Radio key={g} value={g} label={GENDER_LABELS[g]} />
                ))}
              </Group>
            </Radio.Group>
            <BirthdayFields
              value={form}
              years={years}
              error={fieldError('birthdate_year')}
              onChange={(key, value) => set(key, value)}
            />
            <NativeSelect
              label={t('signup.hearAboutUs')}
              value={form.hear_about_us}
              onChange={(e) => set('hear_about_us', e.currentTarget.value)}
              data={[{ value: '', label: t('signup.choose') }, ...HEAR_ABOUT_US_OPTIONS]}
              error={fieldError('hear_about_us')}
              disabled={locked}
            />
            <RegistrationContactFields
              value={form}
              countries={countries.data?.data}
              locked={locked}
              socialProvider={social ? providerName : null}
              error={fieldError}
              onChange={(key, value) => set(key, value)}
            />
            <TextInput
              label={t('signup.referral')}
              maxLength={60}
              value={form.referral_code}
              onChange={(e) => set('referral_code', e.currentTarget.value)}
            />
            <Checkbox
              checked={terms}
              onChange={(e) => {
                setTerms(e.currentTarget.checked);
                clear('terms');
              }}
              error={errors.terms || undefined}
              label={
                <>
                  {t('signup.termsLabel')}{' '}
                  <Anchor component={Link} to="/terms" target="_blank" underline="always" fz="sm">
                    {t('signup.terms')}
                  </Anchor>
                </>
              }
            />
            <Button type="submit" loading={checking} size="md">
              {t('signup.continue')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
