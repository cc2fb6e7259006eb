// Every setting, read from the environment and validated at start (docs/architecture.md).
import { z } from 'zod';
import { FEATURE_FLAGS, SITE_VARIANTS, defaultFlags, flagEnvName } from '@crashpad/shared/site/variants';
import type { FeatureFlags, SiteVariant } from '@crashpad/shared/site/variants';
import type { ProviderFeeSchedule } from '@crashpad/shared/rules/platform-fee';
import { DEFAULT_QUEUE_LIMITS, type QueueLimits } from './db/queue';
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

const env = z.object({
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
  ...Object.fromEntries(FEATURE_FLAGS.map((f) => [flagEnvName(f), bool.optional()])),
});

/** queue: the bounded wait for the database (docs/decisions/020-load-shedding-and-shutdown.md) */
/**
 * queue: the bounded wait for the database (docs/decisions/020-load-shedding-and-shutdown.md).
 * embedded: no DATABASE_URL, so a database in DATA_DIR; `engine` is the one EMBEDDED_DATABASE asks for, or
 * undefined to let the folder decide (docs/decisions/034-embedded-postgresql-server.md).
 */
export type DatabaseConfig = (
  | { kind: 'embedded'; dataDir: string; engine: 'postgres' | 'pglite' | undefined }
  | { kind: 'postgres'; url: string }
) & {
  queue: QueueLimits;
};

export type Config = {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  /** how long a shutdown may take before the process exits anyway (docs/decisions/020) */
  shutdownTimeoutMs: number;
  /** how long a charge made waits for the database to record it (docs/decisions/058) */
  paymentRecordWaitMs: number;
  /**
   * supportEmail receives contact-form messages (support@localhost, i.e. the outbox, when unset);
   * publicSupportEmail is the address the contact page shows: only a configured one (docs/decisions/007).
   */
  mail: {
    smtpUrl?: string;
    /** how often queued e-mails are looked at again */
    sweepMs: number;
    from?: string;
    supportEmail: string;
    publicSupportEmail: string | null;
  };
  site: { variant: SiteVariant; flags: FeatureFlags };
  logLevel: string;
  trustProxy: boolean;
  /** Redis shared by several server processes (Socket.IO rooms today); one process runs alone without it */
  redisUrl: string | null;
  /** the start of every Redis key and channel, so two deployments (or test runs) can share one Redis */
  redisPrefix: string;
  seedDemo: boolean;
  /** run the scheduled jobs (pg-boss) in this process; they still run once across several processes */
  jobs: boolean;
  webDistDir: string;
  contactLimitPerHour: number;
  /** messages a member may send through POST /api/messages in a minute (decision 031) */
  messageLimitPerMinute: number;
  /** signs session tokens; generated and kept in the database when unset */
  jwtSecret?: string;
  /** uploads (docs/decisions/015-image-safety.md): per member a minute, images decoded at once, images waiting */
  uploads: { perMemberPerMinute: number; imageWorkers: number; imageQueueLength: number };
  /** login and recovery attempts per e-mail (and 3x that per client address) in 15 minutes */
  authLimitPer15Min: number;
  /** card payments: Stripe when a secret key is set, else the offline sandbox */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | null } | null;
  /**
   * The fee on card money paid to a lister (docs/decisions/051-fees-that-cover-the-card-provider.md): the card
   * provider's price per charge (CARD_FEE_PERCENT, CARD_FEE_FIXED_CENTS; default Stripe's US cards, 2.9% + 30¢),
   * and the flat monthly payout-account fee in cents, added on each lister's first rent charge of a month
   * (docs/decisions/025-autopay-charges.md)
   */
  autopay: { flatFeeCents: number; providerFees: ProviderFeeSchedule };
  /** address search: Google Places when its key is set, else a Nominatim server, else the bundled data */
  geo: { googleMapsApiKey?: string; geocoderUrl?: string };
  /** map tiles for the web app; tileUrl null (MAP_TILE_URL set empty) shows maps without a background */
  map: { tileUrl: string | null; attribution: string; tileSource: string | null };
  /** where uploaded files live: DATA_DIR/uploads, or an S3-compatible bucket (docs/decisions/036) */
  storage: StorageConfig;
};

/**
 * S3: endpoint null is AWS itself; publicUrl, when set, is where browsers load the files from (the bucket
 * behind a CDN or a public bucket), and /uploads/<key> redirects there; publicOrigin goes into the CSP.
 */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | null;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      publicUrl: string | null;
      publicOrigin: string | null;
    };

export class ConfigError extends Error {}

function missing(name: string): never {
  throw new ConfigError(`Invalid configuration:\n  ${name}: is required when STRIPE_SECRET_KEY is set`);
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

type S3Env = {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_PUBLIC_URL?: string;
};

/**
 * Local disk unless S3_BUCKET is set. A half-written S3 configuration stops the start rather than quietly
 * keeping files on one machine's disk (docs/decisions/036-upload-storage.md).
 */
function storageConfig(e: S3Env): StorageConfig {
  if (!e.S3_BUCKET) {
    const set = S3_SETTINGS.filter((name) => e[name] !== undefined);
    if (set.length === 0) return { kind: 'local' };
    throw new ConfigError(
      `Invalid configuration:\n  S3_BUCKET: is required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} ` +
        'set (or unset them to keep uploads on the local disk)',
    );
  }
  const problems: string[] = [];
  if (!e.S3_ACCESS_KEY_ID) problems.push('S3_ACCESS_KEY_ID: is required when S3_BUCKET is set');
  if (!e.S3_SECRET_ACCESS_KEY) problems.push('S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set');
  // AWS needs the bucket's region; an S3-compatible server named by S3_ENDPOINT mostly ignores it.
  if (!e.S3_REGION && !e.S3_ENDPOINT)
    problems.push(
      'S3_REGION: is required when S3_BUCKET is set without S3_ENDPOINT (the AWS region of the bucket, such as eu-west-1)',
    );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const publicUrl = e.S3_PUBLIC_URL ? e.S3_PUBLIC_URL.replace(/\/+$/, '') : null;
  if (publicUrl && /[?#]/.test(publicUrl))
    throw new ConfigError(
      'Invalid configuration:\n  S3_PUBLIC_URL: must be an address without ? or #; a file is found at <S3_PUBLIC_URL>/<key>',
    );
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ? e.S3_ENDPOINT.replace(/\/+$/, '') : null,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    // Servers at their own address (MinIO, Ceph, s3rver) are reached by path; AWS by the bucket's host name.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    publicUrl,
    publicOrigin: publicUrl ? new URL(publicUrl).origin : null,
  };
}

/** The CSP source the tiles load from: scheme and host, with Leaflet's {s} subdomain as a wildcard. */
function tileSource(url: string): string {
  const [, scheme, host] = /^(https?:\/\/)([^/]+)/.exec(url)!;
  const source = host!.replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?[\w.-]+(:\d+)?$/.test(source))
    throw new ConfigError(
      'Invalid configuration:\n  MAP_TILE_URL: the host may only use {s}, as its first part',
    );
  return `${scheme}${source}`;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // In production e-mail must leave the machine, unless the outbox is chosen on purpose (then only admins
  // read it): docs/decisions/019-developer-tools-access.md. And money must be real, unless the sandbox is chosen
  // on purpose (a demonstration site): docs/decisions/060-production-refuses-the-payment-sandbox.md.
  const refusals: string[] = [];
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && e.MAIL_OUTBOX !== true)
    refusals.push(
      '  SMTP_URL: is required when NODE_ENV=production ' +
        '(or set MAIL_OUTBOX=true to keep e-mails in the local outbox, which only admins can read)',
    );
  if (e.NODE_ENV === 'production' && !e.STRIPE_SECRET_KEY && e.PAYMENTS_SANDBOX !== true)
    refusals.push(
      '  STRIPE_SECRET_KEY: is required when NODE_ENV=production ' +
        '(or set PAYMENTS_SANDBOX=true to take payments in the offline sandbox, where no card is ever charged)',
    );
  if (refusals.length > 0) throw new ConfigError(`Invalid configuration:\n${refusals.join('\n')}`);
  // Here an empty value means something: no map tiles (the e2e run, a site without a tile provider).
  const tileUrl = source.MAP_TILE_URL === '' ? null : e.MAP_TILE_URL;
  const variant = e.SITE_VARIANT;
  const flags = defaultFlags(variant);
  for (const f of FEATURE_FLAGS) {
    const value = (e as Record<string, unknown>)[flagEnvName(f)];
    if (typeof value === 'boolean') flags[f] = value;
  }
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    database: {
      ...(e.DATABASE_URL
        ? { kind: 'postgres' as const, url: e.DATABASE_URL }
        : { kind: 'embedded' as const, dataDir: e.DATA_DIR, engine: e.EMBEDDED_DATABASE }),
      queue: { maxWaiting: e.DATABASE_MAX_WAITING, waitTimeoutMs: e.DATABASE_WAIT_TIMEOUT_MS },
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    paymentRecordWaitMs: e.PAYMENT_RECORD_WAIT_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      sweepMs: e.MAIL_SWEEP_MS,
      from: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL ?? 'support@localhost',
      publicSupportEmail: e.SUPPORT_EMAIL ?? null,
    },
    site: { variant, flags },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    // Demo members have known passwords: never by default in production.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    jobs: e.JOBS,
    webDistDir: e.WEB_DIST_DIR,
    contactLimitPerHour: e.CONTACT_LIMIT_PER_HOUR,
    messageLimitPerMinute: e.MESSAGE_LIMIT_PER_MINUTE,
    jwtSecret: e.JWT_SECRET,
    authLimitPer15Min: e.AUTH_LIMIT_PER_15_MIN,
    uploads: {
      perMemberPerMinute: e.UPLOADS_PER_MINUTE,
      imageWorkers: e.IMAGE_WORKERS,
      imageQueueLength: e.IMAGE_QUEUE_LENGTH,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? missing('STRIPE_PUBLISHABLE_KEY'),
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
        }
      : null,
    autopay: {
      flatFeeCents: e.AUTOPAY_FLAT_FEE_CENTS,
      providerFees: { percentBps: Math.round(e.CARD_FEE_PERCENT * 100), fixedCents: e.CARD_FEE_FIXED_CENTS },
    },
    geo: { googleMapsApiKey: e.GOOGLE_MAPS_API_KEY, geocoderUrl: e.GEOCODER_URL },
    map: {
      tileUrl,
      attribution: tileUrl ? e.MAP_TILE_ATTRIBUTION : '',
      tileSource: tileUrl ? tileSource(tileUrl) : null,
    },
    storage: storageConfig(e),
  };
}
