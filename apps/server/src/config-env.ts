// The environment the server reads, as a schema: each setting's name, type, default and message
// (docs/architecture.md; loaded and turned into a Config by config.ts).
import { z } from 'zod';
import { FEATURE_FLAGS, SITE_VARIANTS, flagEnvName } from '@crashpad/shared/site/variants';
import { oauthEnv } from './config-oauth';
import { DEFAULT_QUEUE_LIMITS } from './db/queue';
import { defaultWebDist } from './paths';

/** A URL with a host: the start-up connects to it (docs/decisions/035-redis-scale-out.md). */
function hasHost(value: string): boolean {
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const env = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://example.com' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // docs/decisions/034-embedded-postgresql-server.md: which embedded database runs without DATABASE_URL
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite'], { error: 'must be postgres or pglite' }).optional(),
  DATABASE_MAX_WAITING: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0, { error: 'must be from 0 to 100000' })
    .max(100_000, { error: 'must be from 0 to 100000' })
    .default(DEFAULT_QUEUE_LIMITS.maxWaiting),
  DATABASE_WAIT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, { error: 'must be from 100 to 600000' })
    .max(600_000, { error: 'must be from 100 to 600000' })
    .default(DEFAULT_QUEUE_LIMITS.waitTimeoutMs),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, { error: 'must be from 100 to 600000' })
    .max(600_000, { error: 'must be from 100 to 600000' })
    .default(10_000),
  // How long a charge the card provider made waits for the database to record it (decision 058); under the
  // 2 minutes after which another call may take the charge over.
  PAYMENT_RECORD_WAIT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0, { error: 'must be from 0 to 90000' })
    .max(90_000, { error: 'must be from 0 to 90000' })
    .default(40_000),
  // How often each process looks for queued e-mails due for another try (docs/decisions/059-mail-queue.md).
  MAIL_SWEEP_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, { error: 'must be from 100 to 600000' })
    .max(600_000, { error: 'must be from 100 to 600000' })
    .default(15_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
    .refine(hasHost, {
      error: 'must name a host, as in redis://127.0.0.1:6379 or rediss://:password@host:6380/0',
    })
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, {
      error: 'must be 1 to 64 letters, digits, dots, dashes or underscores',
    })
    .default('crashpad'),
  MAIL_OUTBOX: bool.optional(),
  // Production takes payments in the offline sandbox only when told so (docs/decisions/060).
  PAYMENTS_SANDBOX: bool.optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  SITE_VARIANT: z
    .enum(SITE_VARIANTS, { error: `must be one of ${SITE_VARIANTS.join(', ')}` })
    .default('crashpad'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.optional(),
  JOBS: bool.default(true),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  AUTH_LIMIT_PER_15_MIN: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  CONTACT_LIMIT_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  MESSAGE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  UPLOADS_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  IMAGE_WORKERS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be from 1 to 8' })
    .max(8, { error: 'must be from 1 to 8' })
    .default(1),
  IMAGE_QUEUE_LENGTH: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0, { error: 'must be from 0 to 1000' })
    .max(1000, { error: 'must be from 0 to 1000' })
    .default(20),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, { error: 'must be a Stripe secret key (sk_…)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, { error: 'must be a Stripe publishable key (pk_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must be a Stripe webhook secret (whsec_…)' })
    .optional(),
  AUTOPAY_FLAT_FEE_CENTS: z.coerce
    .number({ error: 'must be a whole number of cents' })
    .int({ error: 'must be a whole number of cents' })
    .min(0, { error: 'must be from 0 to 10000 cents' })
    .max(10_000, { error: 'must be from 0 to 10000 cents' })
    .default(0),
  CARD_FEE_PERCENT: z.coerce
    .number({ error: 'must be a percentage such as 2.9' })
    .min(0, { error: 'must be a percentage from 0 to 10' })
    .max(10, { error: 'must be a percentage from 0 to 10' })
    .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), {
      error: 'must have at most two decimals, such as 2.9',
    })
    .default(2.9),
  CARD_FEE_FIXED_CENTS: z.coerce
    .number({ error: 'must be a whole number of cents' })
    .int({ error: 'must be a whole number of cents' })
    .min(0, { error: 'must be from 0 to 500 cents' })
    .max(500, { error: 'must be from 0 to 500 cents' })
    .default(30),
  GEOCODER_URL: z
    .url({ error: 'must be the URL of a Nominatim server, such as https://nominatim.example.com' })
    .optional(),
  GOOGLE_MAPS_API_KEY: z.string().min(20, { error: 'must be a Google Maps Platform API key' }).optional(),
  // Page-view analytics (docs/decisions/064-page-view-analytics.md): the product's own store always records;
  // these send every page view to a real analytics service as well.
  PLAUSIBLE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the address of a Plausible server, such as https://plausible.io',
    })
    .optional(),
  PLAUSIBLE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i, {
      error: 'must be the site’s domain as Plausible names it, such as crew.example.com',
    })
    .optional(),
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, { error: 'must be a GA4 measurement id such as G-ABC123XYZ' })
    .optional(),
  GA4_API_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, { error: 'must be a Measurement Protocol API secret (no spaces)' })
    .optional(),
  ANALYTICS_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be from 100 to 30000 ms' })
    .max(30_000, { error: 'must be from 100 to 30000 ms' })
    .default(5_000),
  // docs/product/specification/1-accounts-and-shell.md §9 "Analytics: enabled with debug on": every page view logged (its path); on outside production
  ANALYTICS_DEBUG: bool.optional(),
  // The outside events service (docs/decisions/062-events-and-special-offers.md); unset, the product's own store.
  EVENTS_API_URL: z
    .url({ error: 'must be the base URL of the events service, such as https://events.example.com/api' })
    .optional(),
  EVENTS_API_KEY: z.string().min(1).max(500).optional(),
  EVENTS_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be from 100 to 10000 ms' })
    .max(10_000, { error: 'must be from 100 to 10000 ms' })
    .default(1_500),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, {
      error: 'must be a tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    })
    .default(DEFAULT_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default(OSM_ATTRIBUTION),
  // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (docs/decisions/036-upload-storage.md).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or dashes',
    })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://s3.example.com' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'must be a region name such as us-east-1' })
    .optional(),
  S3_ACCESS_KEY_ID: z
    .string()
    .regex(/^[\x21-\x7e]{1,256}$/, { error: 'must be an access key id (no spaces)' })
    .optional(),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{1,256}$/, { error: 'must be a secret access key (no spaces)' })
    .optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL such as https://files.example.com',
    })
    .optional(),
  // Sign-in with Google and Apple (docs/decisions/063-social-sign-in.md).
  ...oauthEnv,
  ...Object.fromEntries(FEATURE_FLAGS.map((f) => [flagEnvName(f), bool.optional()])),
});
