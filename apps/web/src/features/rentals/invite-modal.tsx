// The tenant invite / edit modal (docs/product/specification/2-listings-and-tenants.md §2.4, §4.5, §5 "Invite tenant", "Payment day and times"): create mode
// for a new tenant, edit mode for a rental that exists. The form checks in the spec's order before it sends; the
// server checks again and its field messages land under the fields. Every field's message shows at once, the
// first also at the top; a location chosen starts the rent and deposit at the listing's, unless the lister typed
// them (docs/decisions/045-forms-show-every-error.md). A crashpad that is not active or has no beds opens the
// invite-requirements dialog instead.
import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AIRLINES } from '@crashpad/shared/airlines';
import { autopayLocks } from '@crashpad/shared/api/rental-autopay';
import type { InvitableListingsAnswer, RentalView } from '@crashpad/shared/api/rentals';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { JOB_POSITIONS, PAYMENT_DAYS, TIME_OPTIONS, ordinal } from '@crashpad/shared/rules/rentals';
import { ApiError } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/forms';
import { todayIn } from '@crashpad/shared/rules/calendar';
import { localToday } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { useFlag } from '../../lib/site';
import { crewListingsQuery, findMember, refreshCrew, sendInvitation, updateTenant } from './api';
import { BedPicker } from './bed-picker';
import { InviteAutopaySwitch } from './autopay/invite-autopay-switch';
import {
  blankInvite,
  formProblems,
  inviteOf,
  inviteRequestOf,
  withListingAmounts,
  withMember,
  type InviteFields,
} from './invite-form';

/** A new invitation may come with the member prefilled (the invite button of a message thread, docs/product/specification/3-money-and-messaging.md §2.5). */
export type InviteTarget =
  | { rental: RentalView }
  | {
      listingId?: number;
      member?: Partial<
        Pick<
          InviteFields,
          'first_name' | 'last_name' | 'email' | 'phone_number' | 'airline' | 'start_date' | 'checkout_date'
        >
      >;
    };
type Listing = InvitableListingsAnswer['listings'][number];

type Props = {
  target: InviteTarget | null;
  onClose: () => void;
  /** the chosen crashpad cannot take tenants yet: the requirements dialog */
  onRequirements: (listingId: number | null) => void;
};

/** A crashpad a tenant can be invited into: active, with at least one bed (docs/product/specification/2-listings-and-tenants.md §2.4). */
export const canTakeTenants = (l: Listing) => l.status === LISTING_STATUS.active && l.num_beds > 0;

export function InviteModal({ target, onClose, onRequirements }: Props) {
  const { t } = useTranslation();
  const editing = target && 'rental' in target ? target.rental : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={editing ? t('crew.invite.editTitle') : t('crew.invite.title')}
      size="lg"
      centered
    >
      {target && (
        <InviteForm
          key={editing ? `edit-${editing.id}` : 'new'}
          target={target}
          onClose={onClose}
          onRequirements={onRequirements}
        />
      )}
    </Modal>
  );
}

function InviteForm({ target, onClose, onRequirements }: Props & { target: InviteTarget }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = 'rental' in target ? target.rental : null;
  // Until a crashpad is chosen, the browser's today; then the crashpad's own (docs/product/dates.md).
  const browserToday = localToday();
  const [fields, setFields] = useState<InviteFields>(() =>
    editing
      ? inviteOf(editing)
      : {
          ...blankInvite(browserToday, 'listingId' in target ? target.listingId : undefined),
          // only what the thread knows: an unknown field keeps the form's empty value, never undefined
          ...Object.fromEntries(
            Object.entries(('member' in target && target.member) || {}).filter(([, v]) => v !== undefined),
          ),
        },
  );
  /** each field's message, in the spec's order (the first also shows at the top) */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // The amounts the lister typed are theirs: a location chosen after does not replace them. An edit keeps the
  // rental's own.
  const [typed, setTyped] = useState<{ rental_amount?: boolean; deposit?: boolean; start_date?: boolean }>(
    // a stay request's dates are the member's: a crashpad chosen after keeps them
    () =>
      editing
        ? { rental_amount: true, deposit: true }
        : { start_date: 'member' in target && !!target.member?.start_date },
  );
  const [member, setMember] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const listings = useQuery(crewListingsQuery);
  // The chosen location's rate and deposit, once its row is known (chosen here, or when the modal opened).
  const [amountsFor, setAmountsFor] = useState('');
  const chosen = listings.data?.listings.find((l) => String(l.id) === fields.listing_id);
  // The check-in is a day of the crashpad's calendar: its today is the earliest, and the default of a new
  // invitation whose check-in the lister has not set (docs/product/dates.md).
  const today = chosen ? todayIn(chosen.time_zone) : browserToday;
  if (chosen && amountsFor !== fields.listing_id) {
    setAmountsFor(fields.listing_id);
    setFields((f) => ({
      ...withListingAmounts(f, chosen, typed),
      ...(!editing && !typed.start_date && { start_date: todayIn(chosen.time_zone) }),
    }));
  }
  // AutoPay (docs/product/specification/2-listings-and-tenants.md §4.7): asked in a new or pending invitation; a current tenant's goes through its own
  // request, and once asked for, its amounts are locked (docs/decisions/026-autopay-on-rentals.md).
  const autopayFlag = useFlag('autopay');
  const [autoPay, setAutoPay] = useState(editing?.auto_pay === 1);
  const [autopayRefused, setAutopayRefused] = useState(false);
  const showAutopay = autopayFlag && (!editing || editing.status === 'pending');
  const locked = editing?.status === 'accepted' && autopayLocks(editing.auto_pay);

  const set = (name: keyof InviteFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };
  const input = (name: keyof InviteFields) => ({
    value: fields[name],
    error: errors[name] || undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(name, e.currentTarget.value),
  });

  const chooseLocation = (value: string) => {
    const listing = listings.data?.listings.find((l) => String(l.id) === value);
    if (listing && !canTakeTenants(listing)) {
      onRequirements(listing.id);
      return;
    }
    setFields((f) => ({ ...f, listing_id: value, bed_id: '' }));
    setErrors((e) => ({ ...e, listing_id: '', bed_id: '' }));
  };

  /** docs/product/specification/2-listings-and-tenants.md §5: an e-mail that belongs to a member prefills the form. */
  const lookUp = async () => {
    const email = fields.email.trim();
    if (!email || editing) return;
    try {
      const answer = await findMember(email);
      if (answer.exists && answer.data) {
        const found = answer.data;
        setFields((f) => withMember(f, found));
        setMember(found.display_name || found.email);
      } else setMember(null);
    } catch {
      setMember(null);
    }
  };

  const typeAmount = (name: 'rental_amount' | 'deposit', value: string) => {
    setTyped((w) => ({ ...w, [name]: true }));
    set(name, value);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problems = formProblems(fields, editing ? null : today);
    if (problems.length > 0) {
      setRefusal(null);
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return;
    }
    setErrors({});
    setRefusal(null);
    setSaving(true);
    try {
      const request = inviteRequestOf(fields, showAutopay && autoPay);
      const answer = editing ? await updateTenant(editing.id, request) : await sendInvitation(request);
      // An invitation e-mail went out (a new one, or a pending one sent to a new address): docs/product/specification/3-money-and-messaging.md §8's advice to
      // look in spam or filtered e-mails goes with the server's message (docs/decisions/048-what-pages-say.md).
      const email = fields.email.trim();
      const mailed = !editing || email.toLowerCase() !== editing.email.toLowerCase();
      void notify(
        mailed
          ? {
              color: 'green',
              title: answer.message,
              message: t('crew.invite.checkSpam', { email }),
              autoClose: 8000,
            }
          : { color: 'green', message: answer.message, autoClose: 3000 },
      );
      await refreshCrew(queryClient);
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.body.code === 'INVITE_REQUIREMENTS') {
        onRequirements(Number(fields.listing_id) || null);
        return;
      }
      if (err.body.code === 'AUTOPAY_SETUP_INCOMPLETE') {
        setAutoPay(false);
        setAutopayRefused(true);
      }
      const fieldErrors = serverFieldErrors(err);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setRefusal(err.message);
      // docs/product/specification/2-listings-and-tenants.md §8: an invite failure keeps the modal open.
      await refreshCrew(queryClient);
    } finally {
      setSaving(false);
    }
  };

  const firstError = Object.values(errors).find(Boolean);
  const locations = (listings.data?.listings ?? []).map((l) => ({
    value: String(l.id),
    label: canTakeTenants(l) ? l.title : t('crew.invite.notReady', { title: l.title }),
  }));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('crew.invite.formLabel')}>
      <Stack gap="sm">
        {(refusal || firstError) && (
          <Alert color="red" role="alert">
            {refusal || firstError}
          </Alert>
        )}
        <TextInput
          type="email"
          label={t('crew.invite.email')}
          description={editing ? t('crew.invite.emailEdit') : t('crew.invite.emailHelp')}
          required
          autoComplete="off"
          {...input('email')}
          onBlur={() => void lookUp()}
        />
        {member && (
          <Text fz="sm" c="teal.9" role="status">
            {t('crew.invite.member', { name: member })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('crew.invite.firstName')} required maxLength={100} {...input('first_name')} />
          <TextInput label={t('crew.invite.lastName')} required maxLength={100} {...input('last_name')} />
          <TextInput label={t('crew.invite.phone')} type="tel" maxLength={20} {...input('phone_number')} />
          <Autocomplete
            label={t('crew.invite.airline')}
            maxLength={100}
            data={AIRLINES}
            limit={8}
            value={fields.airline}
            onChange={(value) => set('airline', value)}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('crew.invite.job')}
          data={[{ value: '', label: t('crew.invite.jobNone') }, ...JOB_POSITIONS]}
          {...input('job_position')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t('crew.invite.location')}
            required
            data={[{ value: '', label: t('crew.invite.chooseLocation') }, ...locations]}
            value={fields.listing_id}
            error={errors.listing_id || undefined}
            onChange={(e) => chooseLocation(e.currentTarget.value)}
          />
          <BedPicker
            listingId={Number(fields.listing_id) || null}
            currentBed={editing?.bed_id ?? null}
            {...input('bed_id')}
          />
          <TextInput
            label={t('crew.invite.rent')}
            leftSection="$"
            inputMode="decimal"
            required
            disabled={locked}
            {...input('rental_amount')}
            onChange={(e) => typeAmount('rental_amount', e.currentTarget.value)}
          />
          <TextInput
            label={t('crew.invite.deposit')}
            leftSection="$"
            inputMode="decimal"
            disabled={locked}
            {...input('deposit')}
            onChange={(e) => typeAmount('deposit', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('crew.invite.startDate')}
            required
            min={today}
            {...input('start_date')}
            onChange={(e) => {
              setTyped((w) => ({ ...w, start_date: true }));
              set('start_date', e.currentTarget.value);
            }}
          />
          <NativeSelect
            label={t('crew.invite.startTime')}
            required
            data={TIME_OPTIONS}
            {...input('start_time')}
          />
          <TextInput
            type="date"
            label={t('crew.invite.checkoutDate')}
            description={t('crew.invite.checkoutHelp')}
            min={fields.start_date || today}
            {...input('checkout_date')}
          />
          <NativeSelect
            label={t('crew.invite.checkoutTime')}
            data={[{ value: '', label: t('crew.invite.noTime') }, ...TIME_OPTIONS]}
            disabled={!fields.checkout_date}
            {...input('checkout_time')}
          />
          <NativeSelect
            label={t('crew.invite.paymentDay')}
            required
            data={PAYMENT_DAYS.map((d) => ({ value: String(d), label: ordinal(d) }))}
            disabled={locked}
            {...input('payment_date')}
          />
        </SimpleGrid>
        {locked && <Text fz="sm">{t('crew.invite.autoPayLocked')}</Text>}
        {showAutopay && (
          <InviteAutopaySwitch checked={autoPay} onChange={setAutoPay} refused={autopayRefused} />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('crew.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? t('crew.invite.save') : t('crew.invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
