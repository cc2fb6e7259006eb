import { z } from 'zod';
import { FEATURE_FLAGS, SITE_VARIANTS } from '../site/variants';
import { SOCIAL_PROVIDERS } from '../social-providers';

export const siteAnswer = z.object({
  variant: z.enum(SITE_VARIANTS),
  wording: z.object({
    siteName: z.string(),
    tagline: z.string(),
    listing: z.string(),
    listings: z.string(),
    audience: z.string(),
    member: z.string(),
    members: z.string(),
    tenants: z.string(),
    lister: z.string(),
    heroTitle: z.string(),
    heroSubtitle: z.string(),
    searchPlaceholder: z.string(),
  }),
  flags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  /** true when e-mails go to the local outbox readable at /dev/outbox */
  outbox: z.boolean(),
  /** the support address to show, null when none is configured (SUPPORT_EMAIL) */
  support_email: z.string().nullable(),
  /** the card provider: the offline sandbox (test mode, no real money) or Stripe with its publishable key */
  payments: z.object({
    provider: z.enum(['sandbox', 'stripe']),
    publishable_key: z.string().nullable(),
    /**
     * the fees on card money paid to a lister (docs/decisions/051-fees-that-cover-the-card-provider.md): the card
     * provider's schedule in basis points and cents, and the flat monthly payout-account fee in cents; the
     * platform's 1% is a rule of the product (plans.ts)
     */
    fees: z.object({
      card_percent_bps: z.number().int(),
      card_fixed_cents: z.number().int(),
      flat_monthly_cents: z.number().int(),
    }),
  }),
  /** map tiles (MAP_TILE_URL): a Leaflet URL template, or null to draw maps without tiles; attribution is HTML */
  map: z.object({ tile_url: z.string().nullable(), attribution: z.string() }),
  /** the providers members may sign in and up with (OAUTH_* settings); none offline (docs/decisions/063) */
  oauth_providers: z.array(z.enum(SOCIAL_PROVIDERS)),
});
export type SiteAnswer = z.infer<typeof siteAnswer>;

/** GET /api/metrics (docs/product/specification/3-money-and-messaging.md §3 "Metrics"). selisting = featured or boosted listings. */
export const metricsAnswer = z.object({
  users: z.number().int(),
  listings: z.number().int(),
  selisting: z.number().int(),
  total_emails: z.number().int(),
  airports: z.number().int(),
  /** docs/product/specification/3-money-and-messaging.md §1's sidebar: cities with a public listing, conversations between members, listing page views in
   * the last 30 days */
  cities: z.number().int(),
  connections: z.number().int(),
  monthly_views: z.number().int(),
});
export type MetricsAnswer = z.infer<typeof metricsAnswer>;

/** GET /api/emails: daily totals of e-mails sent (docs/product/specification/3-money-and-messaging.md §3 "Email stats"). */
export const emailStatsRow = z.object({
  year_created: z.number().int(),
  month_created: z.number().int(),
  day_created: z.number().int(),
  total_emails: z.number().int(),
});
export const emailStatsAnswer = z.object({ data: z.array(emailStatsRow), total_emails: z.number().int() });
export type EmailStatsAnswer = z.infer<typeof emailStatsAnswer>;

export const outboxListItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  created_at: z.string(),
});
/**
 * GET /api/dev/outbox: the latest e-mails. With the outbox transport, the outbox itself; over SMTP, the queue
 * (docs/decisions/059-mail-queue.md): each mail's state, tries, next try and the mail server's last answer.
 */
export const outboxQueueItem = outboxListItem.extend({
  status: z.enum(['sent', 'pending', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export const outboxListAnswer = z.object({
  transport: z.enum(['outbox', 'smtp']),
  /** e-mails waiting for the mail server */
  pending: z.number().int(),
  data: z.array(outboxQueueItem),
});
export type OutboxListAnswer = z.infer<typeof outboxListAnswer>;

export const outboxEmailAnswer = outboxListItem.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
});
export type OutboxEmailAnswer = z.infer<typeof outboxEmailAnswer>;

/** moved to ./ids, where every id route takes it from */
export { idParams } from './ids';
