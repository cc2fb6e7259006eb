// Events and special offers (docs/product/specification/2-listings-and-tenants.md "Events and offers", §2.9;
// docs/product/specification/3-money-and-messaging.md §3, §7; docs/decisions/062-events-and-special-offers.md).
// Served from the outside events service when EVENTS_API_URL is set, else from the product's own store, through
// one adapter; the flags `events` and `specialOffers` turn each on (on outside the crashpad variant).
import { z } from 'zod';

import { FEED_LIMITS, FEED_PRICE_RANGES, FEED_REPEATS, FEED_TYPES } from '../rules/feeds';

export {
  FEED_LIMITS,
  FEED_PAGE_PATH,
  FEED_PRICE_RANGES,
  FEED_REPEATS,
  FEED_TYPES,
  type FeedType,
} from '../rules/feeds';

/** An id as the feed gives it: our own store's are numbers, an outside service's may be any short token. */
export const feedItemId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id must be letters, digits, - or _ (at most 64)' });

/** An event or special offer (docs/product/specification/3-money-and-messaging.md §3). */
export const feedItem = z.object({
  id: z.string(),
  type: z.enum(FEED_TYPES),
  /** language key/value pairs; English is shown */
  title: z.array(z.object({ key: z.string(), value: z.string() })),
  /** our own store's text; an outside service may give none */
  description: z.string().nullable(),
  /** an absolute URL or one of our /uploads/ paths */
  image: z.string().nullable(),
  /** YYYY-MM-DD */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** HH:MM */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  map_lat: z.number(),
  map_lng: z.number(),
  merchant_id: z.string().nullable(),
  price_range: z.string().nullable(),
  business_name: z.string().nullable(),
  rating: z.number().nullable(),
  /** from the point asked about; null when no point was given */
  distance_km: z.number().nullable(),
  /** how it repeats ('weekly', 'monthly', …), null for a one-off */
  repeat: z.string().nullable(),
  city_name: z.string().nullable(),
});
export type FeedItem = z.infer<typeof feedItem>;

const coordinate = (max: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(-max, { error: `${name} must be between -${max} and ${max}` })
    .max(max, { error: `${name} must be between -${max} and ${max}` });

export const feedTypeParams = z.object({
  type: z.enum(FEED_TYPES, { error: 'type must be events or special_offers' }),
});
export const feedItemParams = feedTypeParams.extend({ id: feedItemId });

/**
 * GET /api/feeds/{type}: upcoming items near a point (lat and lng; nearest first), in a city by name (soonest
 * first), or with neither the soonest anywhere (the home page of a visitor whose place is not known).
 */
export const feedQuery = z
  .object({
    lat: coordinate(90, 'lat').optional(),
    lng: coordinate(180, 'lng').optional(),
    radius: z.coerce
      .number({ error: 'radius must be a number' })
      .positive({ error: 'radius must be more than 0' })
      .max(1000, { error: 'radius must be at most 1000 km' })
      .default(FEED_LIMITS.radius),
    city: z.string().trim().min(1).max(120).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(FEED_LIMITS.max, { error: `limit must be at most ${FEED_LIMITS.max}` })
      .default(FEED_LIMITS.home),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    error: 'lat and lng go together',
    path: ['lat'],
  });
export type FeedQuery = z.infer<typeof feedQuery>;

/**
 * The list, and whether the feed answered: `available: false` when the service failed or timed out (logged
 * with code 3337), so a page leaves the block out rather than say there is nothing on.
 */
export const feedListAnswer = z.object({ data: z.array(feedItem), available: z.boolean() });
export type FeedListAnswer = z.infer<typeof feedListAnswer>;

/** GET /api/feeds/{type}/{id} */
export const feedItemAnswer = z.object({ data: feedItem });
export type FeedItemAnswer = z.infer<typeof feedItemAnswer>;

// ---- the admin screen (our own store only) ----

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD' });
const timeText = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time as HH:MM' })
  .nullable();
const optionalText = (max: number, name: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .transform((s) => (s === '' ? null : s))
    .nullable();

export const FEED_MESSAGES = {
  endBeforeStart: 'The end date must be on or after the start date.',
  imageNotOurs: 'Upload the image here first.',
  externalFeed: 'Events and offers come from the events service (EVENTS_API_URL); edit them there.',
  notFound: 'No such event or offer.',
} as const;

/** POST /api/admin/feeds/{type}, PUT /api/admin/feeds/{type}/{id} */
export const feedItemInput = z
  .object({
    title: z
      .string({ error: 'Please enter a title' })
      .trim()
      .min(1, { error: 'Please enter a title' })
      .max(120, { error: 'The title must be at most 120 characters' }),
    description: z
      .string()
      .trim()
      .max(2000, { error: 'The description must be at most 2000 characters' })
      .default(''),
    image: z
      .string()
      .max(300)
      .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, { error: FEED_MESSAGES.imageNotOurs })
      .nullable()
      .default(null),
    start_date: dateText,
    end_date: dateText,
    start_time: timeText.default(null),
    end_time: timeText.default(null),
    map_lat: z.number({ error: 'Choose where it is' }).min(-90).max(90),
    map_lng: z.number({ error: 'Choose where it is' }).min(-180).max(180),
    city_name: z
      .string({ error: 'Please enter the city' })
      .trim()
      .min(1, { error: 'Please enter the city' })
      .max(120, { error: 'The city must be at most 120 characters' }),
    business_name: optionalText(120, 'The business name').default(null),
    price_range: z.enum(FEED_PRICE_RANGES).nullable().default(null),
    rating: z.number().min(0).max(5).nullable().default(null),
    repeat: z.enum(FEED_REPEATS).nullable().default(null),
  })
  .refine((v) => v.end_date >= v.start_date, {
    error: FEED_MESSAGES.endBeforeStart,
    path: ['end_date'],
    // Checked whenever both dates are dates, so the admin sees it with the form's other messages, not after them.
    when: ({ value }) => {
      const v = value as { start_date?: unknown; end_date?: unknown };
      return dateText.safeParse(v.start_date).success && dateText.safeParse(v.end_date).success;
    },
  });
export type FeedItemInput = z.input<typeof feedItemInput>;

/** GET /api/admin/feeds/{type}: every item of the store, past ones too, latest start first. */
export const adminFeedQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminFeedAnswer = z.object({
  data: z.array(feedItem),
  total: z.number().int(),
  per_page: z.number().int(),
  /** false when the items come from an outside service: the screen only lists what it cannot edit */
  editable: z.boolean(),
});
export type AdminFeedAnswer = z.infer<typeof adminFeedAnswer>;
