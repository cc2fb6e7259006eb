// "Book Your Stay" (docs/product/specification/2-listings-and-tenants.md §2.8; docs/decisions/065-book-your-stay.md):
// with the site.travelbug flag on, a member asks a lister for nights at a listing that takes stays by the night;
// the request reaches the lister as a message in the listing's thread, from which the lister can invite them.
import { z } from 'zod';

/** The most nights one request may ask for: a longer stay is a monthly bed. */
export const STAY_MAX_NIGHTS = 90;
export const STAY_MAX_GUESTS = 16;
/** How far ahead a stay may start. */
export const STAY_MAX_DAYS_AHEAD = 365;

export const STAY_MESSAGES = {
  checkIn: 'Please choose the check-in date.',
  checkOut: 'Please choose the check-out date.',
  checkOutAfter: 'The check-out date must be after the check-in date.',
  past: 'The check-in date cannot be in the past.',
  tooFar: `Stays can be requested up to ${STAY_MAX_DAYS_AHEAD} days ahead.`,
  tooLong: `A stay can be at most ${STAY_MAX_NIGHTS} nights. For longer, ask about a monthly bed.`,
  overMaxNights: (n: number) => `This crashpad takes stays of at most ${n} nights.`,
  guests: `Please enter 1 to ${STAY_MAX_GUESTS} guests.`,
  noNightly: 'This listing does not take stays by the night.',
  ownListing: 'This is your own listing.',
  sent: 'Your stay request was sent. The lister will answer in Messages.',
} as const;

const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const day = (message: string) => z.string({ error: message }).refine(isDay, { error: message });

/** Whole nights from check-in to check-out (both YYYY-MM-DD). */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);

/** POST /api/listing/{id}/stay-requests */
export const stayRequestInput = z
  .object({
    check_in: day(STAY_MESSAGES.checkIn),
    check_out: day(STAY_MESSAGES.checkOut),
    guests: z.coerce
      .number({ error: STAY_MESSAGES.guests })
      .int({ error: STAY_MESSAGES.guests })
      .min(1, { error: STAY_MESSAGES.guests })
      .max(STAY_MAX_GUESTS, { error: STAY_MESSAGES.guests }),
    note: z.string().trim().max(1000, { error: 'The note must be at most 1000 characters.' }).default(''),
  })
  .refine((v) => !isDay(v.check_in) || !isDay(v.check_out) || v.check_out > v.check_in, {
    error: STAY_MESSAGES.checkOutAfter,
    path: ['check_out'],
  })
  .refine((v) => !(v.check_out > v.check_in) || nightsBetween(v.check_in, v.check_out) <= STAY_MAX_NIGHTS, {
    error: STAY_MESSAGES.tooLong,
    path: ['check_out'],
  });
export type StayRequestInput = z.input<typeof stayRequestInput>;

/** What the thread shows of a message that is a stay request. */
export const stayRequestView = z.object({
  id: z.number(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number(),
  guests: z.number(),
  note: z.string(),
  /** dollars a night, as the listing showed them when the request was sent */
  rate_from: z.number(),
  rate_to: z.number().nullable(),
});
export type StayRequestView = z.infer<typeof stayRequestView>;

export const stayRequestAnswer = z.object({
  message: z.string(),
  thread_id: z.number(),
  stay_request: stayRequestView,
});
export type StayRequestAnswer = z.infer<typeof stayRequestAnswer>;
