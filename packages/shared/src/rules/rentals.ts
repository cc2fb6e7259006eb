// Tenants and rentals: statuses, the invite form's checks in the spec's order, and the small rules both sides
// show (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record", §4.5, §4.6, §5 "Invite tenant", "Payment day and times", §9;
// docs/decisions/021-tenants-and-rentals.md).
import { EMAIL_PATTERN } from '../messages';
import { isWholeCents } from './amounts';
import { LISTING_LIMITS } from './listings';

/** pending (invited), accepted, ended (checked out or left); deleted (declined, cancelled, removed). */
export const RENTAL_STATUSES = ['pending', 'accepted', 'ended', 'deleted'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];
/** The rentals that hold a bed and count toward a plan's tenant limit. */
export const LIVE_RENTAL_STATUSES = ['pending', 'accepted'] as const satisfies readonly RentalStatus[];
export const RENTAL_STATUS_BADGES: Record<RentalStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  ended: 'Ended',
  deleted: 'Deleted',
};

export const JOB_POSITIONS = [
  'Pilot',
  'Flight Attendant',
  'Gate Agent',
  'Mechanic',
  'Corporate',
  'Other',
] as const;
export type JobPosition = (typeof JOB_POSITIONS)[number];

/** docs/product/specification/2-listings-and-tenants.md §3 auto_pay: 0 off, 1 on (or asked for in the invitation), 2 requested, 3 disabling requested */
export const AUTO_PAY = { off: 0, on: 1, requested: 2, disableRequested: 3 } as const;

export const PAYMENT_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);
export const HOURS = Array.from({ length: 24 }, (_, i) => i);
export const DEFAULT_HOUR = 12;
/** Invitation links stay valid this long (docs/decisions/021-tenants-and-rentals.md "Links"). */
export const INVITATION_DAYS = 14;
/** docs/product/specification/2-listings-and-tenants.md §9: rentals and history pages */
export const RENTALS_PAGE_SIZE = 100;

/** docs/product/specification/2-listings-and-tenants.md §9: the booking reference is the rental id zero-padded to 6 digits. */
export const bookingRef = (id: number): string => String(id).padStart(6, '0');

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd" (docs/product/specification/2-listings-and-tenants.md §5 payment day with ordinal suffix). */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** 0 → "00:00", 12 → "12:00" (docs/product/specification/2-listings-and-tenants.md §5: hourly times). */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
/** The 24 times a form offers, "00:00" to "23:00"; the API carries them as these labels. */
export const TIME_OPTIONS = HOURS.map(hourLabel);
export const DEFAULT_TIME = hourLabel(DEFAULT_HOUR);
/** "14:00" → 14; anything that is not one of the 24 options → null. */
export function hourOf(label: string): number | null {
  const i = TIME_OPTIONS.indexOf(label);
  return i < 0 ? null : i;
}

/** docs/product/specification/2-listings-and-tenants.md §2.4: a tenant's name in the lister's lists is the first initial and the last name: "J. Rivera". */
export function tenantShortName(first: string, last: string): string {
  const initial = first.trim().charAt(0).toUpperCase();
  return [initial ? `${initial}.` : '', last.trim()].filter(Boolean).join(' ');
}

export type InviteForm = {
  email: string;
  first_name: string;
  last_name: string;
  listing_id: number | null;
  bed_id: number | null;
  /** NaN: text that is not an amount (rules/amounts.ts) */
  rental_amount: number | null;
  /** not in the spec's list: optional, 0 or more when given */
  deposit?: number | null;
  start_date: string;
  /** "HH:00"; '' when not chosen */
  start_time: string;
  checkout_date: string;
  checkout_time: string;
  payment_date: number | null;
};

export const INVITE_MESSAGES = {
  email: 'email is required',
  emailFormat: 'email is incorrect, please check spelling and try again',
  location: 'location is required',
  bed: 'room assignment is required',
  rentalAmount: 'rental amount is required',
  rentalAmountNumber: 'rental amount must be an amount such as 450 or 450.50',
  rentalAmountTooHigh: 'rental amount is too high',
  depositNumber: 'deposit must be an amount such as 150 or 150.50',
  depositTooHigh: 'deposit is too high',
  startDate: 'check-in date is required',
  startTime: 'check-in time is required',
  checkoutTime: 'check-out time is required when a check-out date is set',
  paymentDate: 'payment date is required',
  firstName: 'first name is required',
  lastName: 'last name is required',
  startPast: 'check-in date cannot be before today',
  checkoutPast: 'check-out date cannot be before today',
  checkoutBeforeStart: 'check-out must be after check-in',
  paymentDay: 'payment date must be a day from 1 to 28',
  hour: 'times are whole hours from 00:00 to 23:00',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export type InviteProblem = { field: keyof InviteForm; message: string };

/**
 * Every problem of an invite form, one per field (its first), in the order of docs/product/specification/2-listings-and-tenants.md §5 "Invite tenant", then the
 * name fields, then dates not before `today` (YYYY-MM-DD, the lister's today) and check-out after check-in, then
 * the deposit, which the spec does not list; an empty list when it is fine. The form shows them all at once, each
 * under its field (docs/decisions/045-forms-show-every-error.md).
 */
export function inviteProblems(form: InviteForm, today: string): InviteProblem[] {
  const m = INVITE_MESSAGES;
  const out: InviteProblem[] = [];
  const add = (field: keyof InviteForm, message: string) => {
    if (!out.some((p) => p.field === field)) out.push({ field, message });
  };
  const amount = (v: number) => Number.isFinite(v) && v >= 0 && isWholeCents(v);
  const email = form.email.trim();
  if (!email) add('email', m.email);
  else if (!EMAIL_PATTERN.test(email)) add('email', m.emailFormat);
  if (!form.listing_id) add('listing_id', m.location);
  if (!form.bed_id) add('bed_id', m.bed);
  const rent = form.rental_amount;
  if (rent === null) add('rental_amount', m.rentalAmount);
  else if (!amount(rent)) add('rental_amount', m.rentalAmountNumber);
  const startDate = !!form.start_date && isIsoDate(form.start_date);
  if (!startDate) add('start_date', m.startDate);
  if (!form.start_time) add('start_time', m.startTime);
  const checkoutDate = !form.checkout_date || isIsoDate(form.checkout_date);
  if (!checkoutDate) add('checkout_date', m.checkoutPast);
  if (form.checkout_date && !form.checkout_time) add('checkout_time', m.checkoutTime);
  const day = form.payment_date;
  if (day === null || Number.isNaN(day)) add('payment_date', m.paymentDate);
  if (!form.first_name.trim()) add('first_name', m.firstName);
  if (!form.last_name.trim()) add('last_name', m.lastName);
  const startHour = !!form.start_time && hourOf(form.start_time) !== null;
  if (form.start_time && !startHour) add('start_time', m.hour);
  if (form.checkout_time && hourOf(form.checkout_time) === null) add('checkout_time', m.hour);
  if (day !== null && !Number.isNaN(day) && !PAYMENT_DAYS.includes(day)) add('payment_date', m.paymentDay);
  if (startDate && form.start_date < today) add('start_date', m.startPast);
  if (form.checkout_date && checkoutDate) {
    if (form.checkout_date < today) add('checkout_date', m.checkoutPast);
    else if (
      startDate &&
      startHour &&
      `${form.checkout_date} ${form.checkout_time}` <= `${form.start_date} ${form.start_time}`
    )
      add('checkout_date', m.checkoutBeforeStart);
  }
  const deposit = form.deposit ?? null;
  if (deposit !== null && !amount(deposit)) add('deposit', m.depositNumber);
  if (rent !== null && amount(rent) && rent > LISTING_LIMITS.priceMax)
    add('rental_amount', m.rentalAmountTooHigh);
  if (deposit !== null && amount(deposit) && deposit > LISTING_LIMITS.priceMax)
    add('deposit', m.depositTooHigh);
  return out;
}

/** The messages the server answers for rentals (403/404/409), shown to the user as they are. */
export const RENTAL_MESSAGES = {
  invited: 'Your invitation has been sent.',
  updated: 'Tenant has been updated.',
  resent: 'Invitation has been resent.',
  cancelled: 'The invitation has been cancelled.',
  accepted: 'Welcome to your crashpad! Your invitation has been accepted.',
  declined: 'You declined the invitation.',
  bedTaken:
    'This bed is already held by another tenant or invitation for those dates. Please choose another bed.',
  bedUnavailable: 'This bed is not available. Please choose another bed.',
  notFound: 'This rental does not exist or is not yours.',
  inviteRequirements:
    'This crashpad must be active and have at least one room with beds before you can invite tenants.',
  selfInvite: 'You cannot invite yourself into your own crashpad.',
  closedMember: 'This member has closed their account and cannot be invited.',
  tenantLimit: (limit: number) =>
    `Your package allows up to ${limit} tenants and invitations. Upgrade your package to invite more tenants.`,
  notLister: 'Only listers have tenants to manage.',
  expiredInvite:
    'Heads up! This invitation has expired or was removed. Please ask your CP owner to resend the invitation.',
  notYourInvite:
    'This invitation was sent to another e-mail address. Log in with the account it was sent to.',
  /** a link whose invitation was answered: what happened, and the next step (docs/decisions/043) */
  inviteAccepted: 'This invitation has already been accepted. Log in to see your crashpad.',
  inviteDeclined:
    'This invitation was declined. If you changed your mind, ask your CP owner to invite you again.',
  inviteCancelled:
    'Your CP owner cancelled this invitation. Ask them to invite you again if you still want the bed.',
  notPending: 'This invitation has already been answered.',
  /**
   * Accept Invitation without a saved card (409 SETUP_PAYMENT_METHOD): every invitation needs one, the AutoPay
   * one says why in the spec's words (docs/decisions/054-accepting-needs-a-card.md).
   */
  cardToAccept:
    'A saved payment method is needed to accept an invitation. Please set up a credit or debit card, then accept the invitation.',
  cardToAcceptAutoPay:
    'This invitation requires automatic monthly payments using your credit or debit card. Please set up a payment method, then accept the invitation.',
  notAccepted: 'Only a current tenant can be checked out.',
  /** the tenant's Change Check-Out Date: it waits for the lister (docs/decisions/045-forms-show-every-error.md) */
  checkoutRequested: 'Check-out date request sent to your CP owner.',
  /** the lister confirms the tenant's requested date, or sets a check-out still to come (docs/product/specification/3-money-and-messaging.md §8) */
  checkoutConfirmed: 'Check-out date updated!',
  noCheckoutRequest: 'There is no requested check-out date to confirm.',
  /** the lister's check-out ended the rental now */
  checkedOut: 'The tenant has been checked out.',
  noteSaved: 'Notes saved.',
} as const;

// ---- Bulk messages to tenants (docs/product/specification/2-listings-and-tenants.md §2.2, §5 "Bulk message"; docs/decisions/022-bulk-tenant-messages.md) ----

const tenantCount = (n: number) => `${n} ${n === 1 ? 'tenant' : 'tenants'}`;

/** A bulk message's body, in characters after trimming, and how many tenants one message may go to. */
export const BULK_MESSAGE_LIMITS = { bodyMax: 5000, tenantsMax: 500 } as const;

export const BULK_MESSAGE_MESSAGES = {
  body: 'Please write a message.',
  bodyTooLong: `Your message is too long: at most ${BULK_MESSAGE_LIMITS.bodyMax.toLocaleString('en-US')} characters.`,
  tenants: 'Please select at least one tenant.',
  tooManyTenants: `A message can go to at most ${BULK_MESSAGE_LIMITS.tenantsMax} tenants at once.`,
  notYourTenant: 'One of the selected tenants is not a current tenant of your crashpads.',
  /** the answer: how many tenants it went to, and how many of their e-mails failed (the messages stay recorded) */
  sent: (count: number, failed = 0) =>
    failed === 0
      ? `Your message has been sent to ${tenantCount(count)}.`
      : `Your message has been recorded for ${tenantCount(count)}, but the e-mail to ${failed} of them could not be sent.`,
} as const;

/** docs/product/specification/2-listings-and-tenants.md §5: Send stays disabled while the body is empty (spaces count as empty) or no tenant is chosen. */
export function canSendBulkMessage(body: string, selected: number): boolean {
  return body.trim() !== '' && selected > 0;
}
