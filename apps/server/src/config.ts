// Every setting, read from the environment and validated at start (docs/architecture.md); the schema of the
// environment is config-env.ts.
import { FEATURE_FLAGS, defaultFlags, flagEnvName } from '@crashpad/shared/site/variants';
import type { FeatureFlags, SiteVariant } from '@crashpad/shared/site/variants';
import type { ProviderFeeSchedule } from '@crashpad/shared/rules/platform-fee';
import { env } from './config-env';
import { oauthConfig, type OAuthConfig } from './config-oauth';
import type { QueueLimits } from './db/queue';

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
  /**
   * events and special offers (docs/decisions/062-events-and-special-offers.md): the outside service at url with
   * its API key, else (url null) the product's own store; a call waits at most timeoutMs
   */
  events: { url: string | null; apiKey: string | null; timeoutMs: number };
  /** map tiles for the web app; tileUrl null (MAP_TILE_URL set empty) shows maps without a background */
  map: { tileUrl: string | null; attribution: string; tileSource: string | null };
  /** page-view analytics: the product's own store, and the outside services it forwards to (docs/decisions/064) */
  analytics: AnalyticsConfig;
  /** where uploaded files live: DATA_DIR/uploads, or an S3-compatible bucket (docs/decisions/036) */
  storage: StorageConfig;
  /** the providers members sign in with through OpenID Connect; none when unset (docs/decisions/063) */
  oauth: OAuthConfig;
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

/**
 * Page-view analytics (docs/decisions/064-page-view-analytics.md). debug logs every page view's path (docs/product/specification/1-accounts-and-shell.md §9
 * "debug on"): outside production, or with ANALYTICS_DEBUG. site is PUBLIC_URL's host, which the visitor hash is
 * made with and visits from which are not referrers. A forwarding service gives up on a request after timeoutMs.
 */
export type AnalyticsConfig = {
  debug: boolean;
  site: string;
  plausible: { url: string; domain: string } | null;
  ga4: { measurementId: string; apiSecret: string } | null;
  timeoutMs: number;
};

export class ConfigError extends Error {}

type AnalyticsEnv = {
  NODE_ENV: string;
  ANALYTICS_DEBUG?: boolean;
  ANALYTICS_TIMEOUT_MS: number;
  PLAUSIBLE_URL?: string;
  PLAUSIBLE_DOMAIN?: string;
  GA4_MEASUREMENT_ID?: string;
  GA4_API_SECRET?: string;
};

/** Forwarding is configured whole or not at all: half a setting stops the start, naming what is missing. */
function analyticsConfig(e: AnalyticsEnv, publicUrl: string): AnalyticsConfig {
  const site = new URL(publicUrl).host;
  const problems: string[] = [];
  if (e.PLAUSIBLE_DOMAIN && !e.PLAUSIBLE_URL)
    problems.push('PLAUSIBLE_URL: is required when PLAUSIBLE_DOMAIN is set (such as https://plausible.io)');
  if (e.GA4_MEASUREMENT_ID && !e.GA4_API_SECRET)
    problems.push('GA4_API_SECRET: is required when GA4_MEASUREMENT_ID is set');
  if (e.GA4_API_SECRET && !e.GA4_MEASUREMENT_ID)
    problems.push('GA4_MEASUREMENT_ID: is required when GA4_API_SECRET is set');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    debug: e.ANALYTICS_DEBUG ?? e.NODE_ENV !== 'production',
    site,
    plausible: e.PLAUSIBLE_URL
      ? {
          url: e.PLAUSIBLE_URL.replace(/\/+$/, ''),
          domain: e.PLAUSIBLE_DOMAIN ?? new URL(publicUrl).hostname,
        }
      : null,
    ga4:
      e.GA4_MEASUREMENT_ID && e.GA4_API_SECRET
        ? { measurementId: e.GA4_MEASUREMENT_ID, apiSecret: e.GA4_API_SECRET }
        : null,
    timeoutMs: e.ANALYTICS_TIMEOUT_MS,
  };
}

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
  const oauth = oauthConfig(e);
  refusals.push(...oauth.problems.map((p) => `  ${p}`));
  if (refusals.length > 0) throw new ConfigError(`Invalid configuration:\n${refusals.join('\n')}`);
  // Here an empty value means something: no map tiles (the e2e run, a site without a tile provider).
  const tileUrl = source.MAP_TILE_URL === '' ? null : e.MAP_TILE_URL;
  const variant = e.SITE_VARIANT;
  const flags = defaultFlags(variant);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  for (const f of FEATURE_FLAGS) {
    const value = (e as Record<string, unknown>)[flagEnvName(f)];
    if (typeof value === 'boolean') flags[f] = value;
  }
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
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
    events: {
      url: e.EVENTS_API_URL ?? null,
      apiKey: e.EVENTS_API_KEY ?? null,
      timeoutMs: e.EVENTS_TIMEOUT_MS,
    },
    map: {
      tileUrl,
      attribution: tileUrl ? e.MAP_TILE_ATTRIBUTION : '',
      tileSource: tileUrl ? tileSource(tileUrl) : null,
    },
    storage: storageConfig(e),
    analytics: analyticsConfig(e, publicUrl),
    oauth: oauth.config,
  };
}
