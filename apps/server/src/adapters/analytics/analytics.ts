// Page-view analytics behind one interface (docs/decisions/064-page-view-analytics.md): the product's own store
// in PostgreSQL always records, and a real analytics service (Plausible or Google Analytics 4) can be sent every
// page view as well. The analytics module (modules/analytics) checks and normalises the beacon's events; this
// side hashes the visitor, adds up and writes, and forwards.
import { hash } from 'node:crypto';

/** One page view as the analytics module made it from the beacon's event. */
export type PageView = {
  /** YYYY-MM-DD: the UTC day the server received it */
  day: string;
  /** the normalised path: no query string or fragment, tokens redacted, at most 200 characters */
  path: string;
  /** on a listing's page, the listing */
  listingId: number | null;
  /** the referring page's host, when it is another site (www. dropped) */
  referrerHost: string | null;
  /** the whole referring address, for the outside services only (never stored) */
  referrer: string | null;
  /** a create-account page: the sign-up funnel's second step */
  signup: boolean;
};

/** Who sent the beacon: what the visitor hash is made of, and what Plausible must be told. Never stored. */
export type Visitor = { ip: string; userAgent: string };

export type ForwardingService = 'plausible' | 'ga4';

export type Analytics = {
  /** the outside services page views are also sent to */
  forwarding: ForwardingService[];
  /** Counts the page views of one visitor (hashing them with the day's salt) and forwards them; never throws. */
  record(views: PageView[], visitor: Visitor): Promise<void>;
  /** writes what is counted so far */
  flush(): Promise<void>;
  /** writes what is left, stops the timer and waits for the forwarding under way */
  stop(): Promise<void>;
};

/**
 * The visitor of a day: SHA-256 of the day's salt, the site, the address and the browser, its first 8 bytes as a
 * signed 64-bit number (a bigint column). Without the salt, deleted after a day, a hash names no one.
 */
export function visitorHash(salt: string, site: string, visitor: Visitor): bigint {
  return hash('sha256', `${salt}\n${site}\n${visitor.ip}\n${visitor.userAgent}`, 'buffer').readBigInt64BE(0);
}

/** GA4's client_id for the day's visitor: its hash as two unsigned 32-bit numbers, "a.b", as GA's own ids look. */
export function clientIdOf(visitor: bigint): string {
  const unsigned = BigInt.asUintN(64, visitor);
  return `${unsigned >> 32n}.${unsigned & 0xffffffffn}`;
}

/** YYYY-MM-DD of a moment, in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}
