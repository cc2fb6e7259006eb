import type {
  FastifyInstance,
  FastifyRequest,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChatEvent } from '@crashpad/shared/api/realtime';
import type { SiteWording } from '@crashpad/shared/site/variants';
import type { Analytics } from './adapters/analytics/analytics';
import type { EventsFeed } from './adapters/events/feed';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/provider';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AuthGuards, SessionContext } from './http/auth';
import type { MicroCaches } from './http/micro-cache';
import type { RateLimits } from './http/rate-limits';
import type { WorkQueue } from './lib/work-queue';

// context.ts imports no module: the services the modules build for it are typed here, below them, and the
// modules implement these types (docs/architecture.md, "What may import what").

/** What every module gets: settings, the database and the outside-service adapters. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  /** events and special offers: the outside events service or the product's own store (docs/decisions/062) */
  events: EventsFeed;
  wording: SiteWording;
  sessions: SessionContext;
  auth: AuthGuards;
  /** listing page visits, written in batches */
  listingViews: ViewCounter;
  /** page views from the web app's beacon: the product's own store, and forwarding (docs/decisions/064) */
  analytics: Analytics;
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

/** listing page visits, counted in memory and written in batches (modules/listings/view-counter.ts) */
export type ViewCounter = {
  /** one more visit to this listing, unless this visitor's last counted one is within the window */
  count(listingId: number, visitor: string): void;
  /** visits counted here and not yet written */
  pending(listingId: number): number;
  /** writes the visits counted so far */
  flush(): Promise<void>;
  /** writes what is left and stops the timer */
  stop(): Promise<void>;
  /** calls back with the listings whose visits were just written */
  onWritten(tell: (ids: number[]) => void): void;
};

/** Socket.IO on this server (modules/realtime/server.ts; docs/decisions/033-real-time.md) */
export type Realtime = {
  /** Sends a new message to both members' rooms (every tab of each, on every process). */
  publishChat(event: ChatEvent): void;
  /** Whether the member has a connected socket on any process. */
  isMemberOnline(userId: number): Promise<boolean>;
  /** Members connected now, across processes. */
  onlineCount(): Promise<number>;
  /** Disconnects every socket of this process and stops its timers and Redis connections. */
  close(): Promise<void>;
};

/** uploads per member a minute, and the image queue (modules/uploads/upload-guards.ts) */
export type UploadGuards = {
  /** a preHandler after the sign-in guard: 429 with Retry-After past the member's uploads this minute */
  perMember: (request: FastifyRequest) => Promise<void>;
  /** image decoding, `imageWorkers` at a time; 503 with Retry-After when `imageQueueLength` already wait */
  images: WorkQueue;
};
