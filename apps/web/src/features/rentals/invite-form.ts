// The invite modal's form (docs/product/specification/2-listings-and-tenants.md §2.4, §5 "Invite tenant", "Payment day and times"): its text fields, what it
// sends, and every problem in the spec's order, shared with the server through inviteProblems. Amounts are
// checked as typed, never rewritten (docs/decisions/045-forms-show-every-error.md).
import type {
  InvitableListingsAnswer,
  InviteRequest,
  RentalView,
  UserExistsAnswer,
} from '@crashpad/shared/api/rentals';
import { amountOfText } from '@crashpad/shared/rules/amounts';
import {
  DEFAULT_TIME,
  inviteProblems,
  type InviteForm,
  type InviteProblem,
} from '@crashpad/shared/rules/rentals';

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

/**
 * A member found by e-mail fills the phone (when they show it) and airline (docs/product/specification/2-listings-and-tenants.md §5: picking an existing user
 * prefills). Not the names: the server gives a lister the display name only (docs/product/accounts.md#names).
 */
export function withMember(
  fields: InviteFields,
  member: NonNullable<UserExistsAnswer['data']>,
): InviteFields {
  return {
    ...fields,
    phone_number: member.phone_number || fields.phone_number,
    airline: member.airline || fields.airline,
  };
}

const numberOrNull = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/** An amount for a field: 450 → "450", 425.5 → "425.50". */
const amountField = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

/**
 * A location chosen: the rent and deposit start at the listing's monthly rate and deposit, except a field the lister
 * has typed in, which keeps what they typed (docs/decisions/045-forms-show-every-error.md).
 */
export function withListingAmounts(
  fields: InviteFields,
  listing: Pick<InvitableListingsAnswer['listings'][number], 'rate_per_from' | 'deposit_required'>,
  typed: { rental_amount?: boolean; deposit?: boolean },
): InviteFields {
  return {
    ...fields,
    rental_amount: typed.rental_amount ? fields.rental_amount : amountField(listing.rate_per_from),
    deposit: typed.deposit ? fields.deposit : amountField(listing.deposit_required),
  };
}

/** What the modal sends; `autoPay` asks the tenant for AutoPay (docs/product/specification/2-listings-and-tenants.md §4.7). */
export function inviteRequestOf(f: InviteFields, autoPay = false): InviteRequest {
  return {
    ...f,
    job_position: f.job_position as InviteRequest['job_position'],
    listing_id: numberOrNull(f.listing_id),
    bed_id: numberOrNull(f.bed_id),
    rental_amount: amountOfText(f.rental_amount),
    deposit: amountOfText(f.deposit),
    payment_date: numberOrNull(f.payment_date),
    checkout_time: f.checkout_date ? f.checkout_time : '',
    auto_pay: autoPay ? 1 : 0,
  };
}

/**
 * Every problem of the form, each under its field, in the order the server checks (docs/product/specification/2-listings-and-tenants.md §5). Past dates are
 * checked against today at the crashpad (docs/product/dates.md) for a new invitation; an edit may keep a check-in already past, and the
 * server refuses a date changed to the past.
 */
export function formProblems(f: InviteFields, today: string | null): InviteProblem[] {
  const form: InviteForm = {
    email: f.email,
    first_name: f.first_name,
    last_name: f.last_name,
    listing_id: numberOrNull(f.listing_id),
    bed_id: numberOrNull(f.bed_id),
    rental_amount: amountOfText(f.rental_amount),
    deposit: amountOfText(f.deposit),
    start_date: f.start_date,
    start_time: f.start_time,
    checkout_date: f.checkout_date,
    checkout_time: f.checkout_date ? f.checkout_time : '',
    payment_date: numberOrNull(f.payment_date),
  };
  return inviteProblems(form, today ?? '0000-00-00');
}
