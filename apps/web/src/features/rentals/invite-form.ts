// The invite modal's form (spec 2 §2.4, §5 "Invite tenant", "Payment day and times"): its text fields, what it
// sends, and its first problem in the spec's order, shared with the server through inviteProblem.
import type { InviteRequest, RentalView, UserExistsAnswer } from '@crashpad/shared/api/rentals';
import { DEFAULT_TIME, INVITE_FIELDS, inviteProblem, type InviteForm } from '@crashpad/shared/rules/rentals';

export type InviteFields = {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  airline: string;
  job_position: string;
  listing_id: string;
  bed_id: string;
  rental_amount: string;
  deposit: string;
  start_date: string;
  start_time: string;
  checkout_date: string;
  checkout_time: string;
  payment_date: string;
};

/** A new invitation: today at 12:00, rent due on the 1st; the location chosen when the modal opened from a row. */
export function blankInvite(today: string, listingId?: number): InviteFields {
  return {
    email: '',
    first_name: '',
    last_name: '',
    phone_number: '',
    airline: '',
    job_position: '',
    listing_id: listingId ? String(listingId) : '',
    bed_id: '',
    rental_amount: '',
    deposit: '',
    start_date: today,
    start_time: DEFAULT_TIME,
    checkout_date: '',
    checkout_time: '',
    payment_date: '1',
  };
}

/** Editing: the rental as it stands. */
export function inviteOf(r: RentalView): InviteFields {
  return {
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    phone_number: r.phone_number,
    airline: r.airline,
    job_position: r.job_position,
    listing_id: String(r.listing_id),
    bed_id: String(r.bed_id),
    rental_amount: String(r.rental_amount),
    deposit: String(r.deposit),
    start_date: r.start_date,
    start_time: r.start_time,
    checkout_date: r.checkout_date ?? '',
    checkout_time: r.checkout_time ?? '',
    payment_date: String(r.payment_date),
  };
}

/** A member found by e-mail fills the name, phone and airline (spec 2 §5: picking an existing user prefills). */
export function withMember(
  fields: InviteFields,
  member: NonNullable<UserExistsAnswer['data']>,
): InviteFields {
  return {
    ...fields,
    first_name: member.first_name || fields.first_name,
    last_name: member.last_name || fields.last_name,
    phone_number: member.phone_number || fields.phone_number,
    airline: member.airline || fields.airline,
  };
}

/** spec 2 §5: amounts take digits and one decimal point only. */
export function amountKeys(value: string): string {
  const digits = value.replace(/[^\d.]/g, '');
  const dot = digits.indexOf('.');
  return dot < 0 ? digits : digits.slice(0, dot + 1) + digits.slice(dot + 1).replace(/\./g, '');
}

const numberOrNull = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/** What the modal sends; `autoPay` asks the tenant for AutoPay (spec 2 §4.7). */
export function inviteRequestOf(f: InviteFields, autoPay = false): InviteRequest {
  return {
    ...f,
    job_position: f.job_position as InviteRequest['job_position'],
    listing_id: numberOrNull(f.listing_id),
    bed_id: numberOrNull(f.bed_id),
    rental_amount: numberOrNull(f.rental_amount),
    deposit: numberOrNull(f.deposit),
    payment_date: numberOrNull(f.payment_date),
    checkout_time: f.checkout_date ? f.checkout_time : '',
    auto_pay: autoPay ? 1 : 0,
  };
}

/**
 * The form's first problem and the field it belongs to, in the order the server checks (spec 2 §5). Past dates
 * are checked against the browser's today for a new invitation; an edit may keep a check-in already past, and
 * the server refuses a date changed to the past.
 */
export function firstProblem(
  f: InviteFields,
  today: string | null,
): { field: string; message: string } | null {
  const form: InviteForm = {
    email: f.email,
    first_name: f.first_name,
    last_name: f.last_name,
    listing_id: numberOrNull(f.listing_id),
    bed_id: numberOrNull(f.bed_id),
    rental_amount: numberOrNull(f.rental_amount),
    start_date: f.start_date,
    start_time: f.start_time,
    checkout_date: f.checkout_date,
    checkout_time: f.checkout_date ? f.checkout_time : '',
    payment_date: numberOrNull(f.payment_date),
  };
  const message = inviteProblem(form, today ?? '0000-00-00');
  return message ? { field: INVITE_FIELDS[message] ?? 'email', message } : null;
}
