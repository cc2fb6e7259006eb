import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteWording } from '@crashpad/shared/site/variants';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/provider';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AuthGuards } from './http/auth';
import type { MicroCaches } from './http/micro-cache';
import type { RateLimits } from './http/rate-limits';
import type { SessionContext } from './modules/accounts';
import type { ViewCounter } from './modules/listings';
import type { Realtime } from './modules/realtime';
import type { UploadGuards } from './modules/uploads';

/** What every module gets: settings, the database and the outside-service adapters. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  wording: SiteWording;
  sessions: SessionContext;
  auth: AuthGuards;
  /** listing page visits, written in batches */
  listingViews: ViewCounter;
  /** short-lived caches of hot public reads, emptied by the writes that change what they hold */
  caches: MicroCaches;
  /** the per-address and per-e-mail limits of the routes attackers like, shared through Redis when REDIS_URL is
   * set (docs/decisions/035-redis-scale-out.md) */
  limits: RateLimits;
  /** uploads per member a minute, and the image queue (docs/decisions/015-image-safety.md) */
  uploads: UploadGuards;
  /** Socket.IO on this server: new messages to members' open pages (docs/decisions/033-real-time.md) */
  realtime: Realtime;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
