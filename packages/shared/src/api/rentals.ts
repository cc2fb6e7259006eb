// Tenants and rentals contracts (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record", "Rental history row", §7 "Tenants and
// rentals"; docs/product/specification/1-accounts-and-shell.md §7 pending-invite count). Amounts are dollars here; the server stores cents.
import { z } from 'zod';
import { EMAIL_PATTERN } from '../messages';
import { LISTING_LIMITS } from '../rules/listings';
import {
  BULK_MESSAGE_LIMITS,
  BULK_MESSAGE_MESSAGES,
  INVITE_MESSAGES as M,
  JOB_POSITIONS,
  RENTAL_STATUSES,
  inviteProblems,
  type InviteForm,
} from '../rules/rentals';
import { amountOfInput } from '../rules/amounts';
import { ID_MAX, recordId } from './ids';

/** '' or null → null; a number stays; numeric text → its number; anything else → NaN (refused as missing). */
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.number().nullable().or(z.nan()),
);
/** An amount: '' or null → null; a number stays; text as typed ("12.50" → 12.5), anything else → NaN (refused). */
const optionalAmount = z.preprocess(amountOfInput, z.number().nullable().or(z.nan()));
const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, { error: `${label} is too long` })
    .nullish()
    .transform((v) => v ?? '');

/**
 * The server's today for the "not before today" checks: yesterday in UTC, so a lister anywhere on earth whose
 * local today is behind UTC's is not refused (docs/decisions/021-tenants-and-rentals.md). The form checks
 * against the browser's own today.
 */
export function serverToday(now = new Date()): string {
  return new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10);
}

const inviteFields = z.object({
  email: optionalText(254, 'email').transform((e) => e.trim().toLowerCase()),
  first_name: optionalText(100, 'first name'),
  last_name: optionalText(100, 'last name'),
  phone_number: optionalText(20, 'phone number'),
  country_code: optionalText(2, 'country').transform((c) => (c || 'US').toUpperCase()),
  airline: optionalText(100, 'airline'),
  job_position: z
    .union([z.enum(JOB_POSITIONS), z.literal('')])
    .nullish()
    .transform((v) => v ?? ''),
  listing_id: optionalNumber,
  bed_id: optionalNumber,
  rental_amount: optionalAmount,
  deposit: optionalAmount,
  start_date: optionalText(10, 'check-in date'),
  start_time: optionalText(5, 'check-in time'),
  checkout_date: optionalText(10, 'check-out date'),
  checkout_time: optionalText(5, 'check-out time'),
  payment_date: optionalNumber,
  /** 1 asks the tenant for AutoPay (the money issue); 0 otherwise */
  auto_pay: z.union([z.literal(0), z.literal(1)]).default(0),
  note_agreement: optionalText(LISTING_LIMITS.textMax, 'notes'),
});

/** The invite form with its checks, "not before today" measured against `today()`. */
const checkedInvite = (today: () => string) =>
  inviteFields.superRefine((form, ctx) => {
    // Every field's first problem, in the spec's order; the answer's message is the first (docs/decisions/045).
    const problems = inviteProblems(form as InviteForm, today());
    for (const { field, message } of problems) ctx.addIssue({ code: 'custom', message, path: [field] });
    if (problems.length > 0) return;
    const id = (value: number | null, field: string) => {
      if (value !== null && (!Number.isInteger(value) || value < 1 || value > ID_MAX))
        ctx.addIssue({ code: 'custom', message: `${field} is not a valid id`, path: [field] });
    };
    id(form.listing_id, 'listing_id');
    id(form.bed_id, 'bed_id');
  });

/** POST /api/rental/invite: the invite modal's form (docs/product/specification/2-listings-and-tenants.md §2.4, §5 "Invite tenant"). */
export const inviteRequest = checkedInvite(() => serverToday());
/**
 * PUT /api/rental/{id}: the same form for a rental that exists. A check-in already past may stay as it is; the
 * server refuses only dates that change to before today.
 */
export const rentalUpdateRequest = checkedInvite(() => '0000-00-00');
export type InviteRequest = z.input<typeof inviteRequest>;
export type InviteInput = z.output<typeof inviteRequest>;

/**
 * POST /api/user/exists: a member the lister may invite, found by e-mail (docs/product/specification/2-listings-and-tenants.md §7). Their display name, not their
 * first and last names (docs/product/accounts.md#names); the phone is '' unless the member shows it to this lister.
 */
export const userExistsRequest = z.object({
  email: z
    .string()
    .max(254)
    .transform((e) => e.trim().toLowerCase())
    .refine((e) => EMAIL_PATTERN.test(e), { error: M.emailFormat }),
});
export const userExistsAnswer = z.object({
  exists: z.boolean(),
  data: z
    .object({
      id: z.number(),
      email: z.string(),
      display_name: z.string(),
      phone_number: z.string(),
      airline: z.string(),
    })
    .nullable(),
});
export type UserExistsAnswer = z.infer<typeof userExistsAnswer>;

/** GET /api/lister/listings/unrented: the invite modal's locations, with what the requirements dialog needs. */
export type InvitableListingsAnswer = {
  listings: {
    id: number;
    title: string;
    status: number;
    num_beds: number;
    num_occupied_beds: number;
    /** the listing's monthly rate and deposit, dollars: the invite form starts its rent and deposit at them */
    rate_per_from: number;
    deposit_required: number;
    /** the crashpad's time zone: the check-in is a day of its calendar (docs/product/dates.md) */
    time_zone: string;
  }[];
};
/** GET /api/lister/{id}/listings/unrented: a crashpad's rooms and beds; PENDING and BUSY beds are held. */
export type InvitableBedsAnswer = {
  rooms: { id: number; room_name: string; beds: { id: number; bed_name: string; status: string }[] }[];
};
/** GET /api/lister/tenants/monthly-report (docs/product/specification/2-listings-and-tenants.md §3 "Revenue row and monthly report"), dollars. */
export type MonthlyReportAnswer = {
  /** received (net of refunds), the fees kept from it, and what the lister keeps: total_amount − fees */
  thismonth: { total_amount: number; fees: number; net: number };
  lastmonth: { total_amount: number; fees: number; net: number };
  /** accepted tenants now */
  total_tenants: number;
  /** occupied beds over beds of active crashpads now, a whole percent */
  occupancy: number;
};

/**
 * A rental's status as the API shows it (docs/product/specification/2-listings-and-tenants.md §4.5): the stored four and `complete`, an ended rental that ran to
 * its agreed check-out and owes nothing; pages show it as Ended (docs/decisions/056-payment-types-services-and-late-fees.md).
 */
export const RENTAL_VIEW_STATUSES = [...RENTAL_STATUSES, 'complete'] as const;
export type RentalViewStatus = (typeof RENTAL_VIEW_STATUSES)[number];

/** One rental as the lister's lists and the tenant's page show it (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record"). */
export const rentalView = z.object({
  id: z.number(),
  booking_ref: z.string(),
  user_id: z.number().nullable(),
  listing_id: z.number(),
  location: z.string(),
  thumbnail: z.string().nullable(),
  room_id: z.number(),
  room_name: z.string(),
  bed_id: z.number(),
  bed_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  country_code: z.string(),
  airline: z.string(),
  job_position: z.string(),
  status: z.enum(RENTAL_VIEW_STATUSES),
  start_date: z.string(),
  start_time: z.string(),
  /** when the rental ended (or the invitation was withdrawn), on the crashpad's wall clock; null until then */
  end_date: z.string().nullable(),
  end_time: z.string().nullable(),
  checkout_date: z.string().nullable(),
  checkout_time: z.string().nullable(),
  checkout_requested_date: z.string().nullable(),
  checkout_requested_time: z.string().nullable(),
  checkout_requested_at: z.string().nullable(),
  rental_amount: z.number(),
  deposit: z.number(),
  payment_date: z.number(),
  auto_pay: z.number(),
  /** the latest late fee the lister added, dollars, and the payment request that asks for it; null when none */
  late_fee: z.number().nullable(),
  fee_id: z.number().nullable(),
  /** the lister's private notes; empty in the tenant's view */
  note_agreement: z.string(),
  /** a pending invitation: when its link stops working (the lister resends or cancels it then) */
  invite_expires_at: z.string().nullable(),
  /** the lister, for the tenant's view */
  lister_name: z.string(),
  /** the crashpad's time zone: its check-in, check-out and rent days are on its wall clock (docs/product/dates.md) */
  time_zone: z.string(),
  /**
   * The oldest AutoPay charge of this rental that was declined and is not paid yet, with the reason the card was
   * refused; null when none (docs/decisions/043-money-and-rental-states.md, "A declined AutoPay charge").
   */
  payment_failed: z
    .object({
      transaction_id: z.number(),
      amount: z.number(),
      description: z.string(),
      reason: z.string(),
      failed_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RentalView = z.infer<typeof rentalView>;

/** GET /api/rental?keyword&status&location&limit: the lister's rentals (docs/product/specification/2-listings-and-tenants.md §7). */
export const listerRentalsQuery = z.object({
  keyword: z.string().max(100).optional().default(''),
  status: z.enum(['', 'pending', 'accepted', 'history']).optional().default(''),
  location: z.coerce.number().int().min(0).max(ID_MAX).optional().default(0),
  limit: z.coerce.number().int().min(1).max(100).optional().default(100),
});
export const listerRentalsAnswer = z.object({
  data: z.array(rentalView),
  total: z.number(),
  total_occupancy: z.array(z.object({ percentage: z.number() })),
});
export type ListerRentalsAnswer = z.infer<typeof listerRentalsAnswer>;

/** GET /api/rentals: the signed-in member's invitations and rentals (docs/product/specification/2-listings-and-tenants.md §7). */
export const myRentalsAnswer = z.object({
  invites: z.array(rentalView),
  data: z.array(rentalView),
  total: z.number(),
});
export type MyRentalsAnswer = z.infer<typeof myRentalsAnswer>;

/** docs/product/specification/2-listings-and-tenants.md §3 "Rental history row" */
export const rentalHistoryRow = z.object({
  id: z.number(),
  tenant_id: z.number(),
  booking_ref: z.string(),
  email: z.string(),
  room_and_bed: z.string(),
  action: z.string(),
  change_summary: z.array(z.string()),
  created_at: z.string(),
  status: z.enum(RENTAL_STATUSES),
  rental_amount: z.number(),
  deposit: z.number(),
  checkout_date: z.string().nullable(),
  listing_id: z.number(),
});
export type RentalHistoryRow = z.infer<typeof rentalHistoryRow>;
export const rentalHistoryAnswer = z.object({ data: z.array(rentalHistoryRow), total: z.number() });
export type RentalHistoryAnswer = z.infer<typeof rentalHistoryAnswer>;

export const inviteAnswer = z.object({ message: z.string(), id: z.number() });

/** GET /api/rental/check-invite?email&vcode → the invited person's name and airline, to prefill sign-up. */
export const checkInviteQuery = z.object({
  email: z.string().max(254).default(''),
  vcode: z.string().max(200).default(''),
});
export const checkInviteAnswer = z.object({
  tenant: z.object({ first_name: z.string(), last_name: z.string(), airline: z.string() }),
});
export type CheckInviteAnswer = z.infer<typeof checkInviteAnswer>;

/** GET /api/rental/accept?token */
export const acceptQuery = z.object({ token: z.string().max(200).default('') });
export const acceptAnswer = z.object({ message: z.string(), id: z.number() });
export type AcceptAnswer = z.infer<typeof acceptAnswer>;

/** POST /api/rental/{id}/checkout-date and /checkout: a date and an hour (docs/product/specification/2-listings-and-tenants.md §4.6). */
export const checkoutRequest = z.object({
  checkout_date: z.string().max(10).default(''),
  checkout_time: z.string().max(5).default(''),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;
export const noteRequest = z.object({ note_agreement: optionalText(LISTING_LIMITS.textMax, 'notes') });

/** GET /api/user/get-count-pending-invite (docs/product/specification/1-accounts-and-shell.md §7). */
export const pendingInviteCountAnswer = z.object({ count: z.number() });
export type PendingInviteCountAnswer = z.infer<typeof pendingInviteCountAnswer>;

// ---- Bulk messages to tenants (docs/product/specification/2-listings-and-tenants.md §2.2, §3 "Bulk message tenant", §5 "Bulk message", §7) ----

/**
 * POST /api/lister/send-message-to-tenant: a message to some of the lister's current tenants, by rental id.
 * The ids are made unique; each must be an accepted rental of one of the lister's crashpads.
 */
export const sendTenantMessageRequest = z.object({
  message_body: z
    .string({ error: BULK_MESSAGE_MESSAGES.body })
    .trim()
    .min(1, { error: BULK_MESSAGE_MESSAGES.body })
    .max(BULK_MESSAGE_LIMITS.bodyMax, { error: BULK_MESSAGE_MESSAGES.bodyTooLong }),
  tenants: z
    .array(recordId, { error: BULK_MESSAGE_MESSAGES.tenants })
    .min(1, { error: BULK_MESSAGE_MESSAGES.tenants })
    .max(BULK_MESSAGE_LIMITS.tenantsMax, { error: BULK_MESSAGE_MESSAGES.tooManyTenants })
    .transform((ids) => [...new Set(ids)]),
});
export type SendTenantMessageRequest = z.input<typeof sendTenantMessageRequest>;
export type SendTenantMessageInput = z.output<typeof sendTenantMessageRequest>;

/** One tenant the bulk message modal offers (docs/product/specification/2-listings-and-tenants.md §3 "Bulk message tenant", with where they live). */
export const bulkTenant = z.object({
  /** the rental's id, what the send call names */
  id: z.number(),
  /** first initial and last name (docs/product/specification/2-listings-and-tenants.md §2.4) */
  name: z.string(),
  email: z.string(),
  auto_pay: z.number(),
  listing_id: z.number(),
  location: z.string(),
});
export type BulkTenant = z.infer<typeof bulkTenant>;

/** GET /api/lister/bulk-tenants: the lister's accepted tenants in all their crashpads. */
export const bulkTenantsAnswer = z.object({ data: z.array(bulkTenant) });
export type BulkTenantsAnswer = z.infer<typeof bulkTenantsAnswer>;
/** GET /api/lister/payments: the revenue history, newest month first (docs/product/specification/2-listings-and-tenants.md §2.5, §3 "Revenue row"). */
export const revenueHistoryRow = z.object({
  id: z.number(),
  /** "Mar 2025" */
  months: z.string(),
  /** dollars received, net of refunds */
  amounts: z.number(),
  /** dollars kept from them in fees (docs/decisions/051-fees-that-cover-the-card-provider.md) */
  fees: z.number(),
  /** what the lister keeps: amounts − fees */
  net: z.number(),
  /** occupancy, a whole percent */
  percentage: z.number(),
});
export type RevenueHistoryRow = z.infer<typeof revenueHistoryRow>;
export const revenueHistoryAnswer = z.object({ data: z.array(revenueHistoryRow) });
export type RevenueHistoryAnswer = z.infer<typeof revenueHistoryAnswer>;

/**
 * GET /api/lister/listings/{id}/report: one crashpad's revenue and occupancy for the last 12 months, this one
 * included, oldest first (docs/decisions/023-reports-and-bed-availability.md).
 */
export const listingReportRow = z.object({
  /** YYYY-MM, a UTC month */
  month: z.string(),
  /** dollars, net of refunds */
  revenue: z.number(),
  /** dollars kept from them in fees, and what the lister keeps: revenue − fees */
  fees: z.number(),
  net: z.number(),
  /** bed-days held by tenants over the crashpad's bed-days, a whole percent 0–100 */
  occupancy: z.number().int().min(0).max(100),
});
export type ListingReportRow = z.infer<typeof listingReportRow>;
export const listingReportAnswer = z.object({
  listing_id: z.number(),
  /** the crashpad's beds today, which occupancy is counted over */
  beds: z.number(),
  data: z.array(listingReportRow),
});
export type ListingReportAnswer = z.infer<typeof listingReportAnswer>;
