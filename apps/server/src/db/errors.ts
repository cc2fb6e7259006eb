// PostgreSQL error codes, read the same way from both engines (pg, PGlite; drizzle wraps them in `cause`).

export function pgErrorCode(err: unknown): string | undefined {
  return (
    (err as { code?: string; cause?: { code?: string } }).code ??
    (err as { cause?: { code?: string } }).cause?.code
  );
}

/** 23505: a unique index refused the row. */
export const isUniqueViolation = (err: unknown): boolean => pgErrorCode(err) === '23505';
/** 23P01: an exclusion constraint refused the row (a bed held twice over the same time). */
export const isExclusionViolation = (err: unknown): boolean => pgErrorCode(err) === '23P01';
/**
 * 40P01, 40001: PostgreSQL undid the transaction because it collided with another (a deadlock, or a serializable
 * conflict). Nothing it wrote was kept; the same request sent again succeeds. Writes that touch several search
 * rows at once can meet this (docs/decisions/037-search-read-model.md).
 */
export const isCollision = (err: unknown): boolean => {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = pgErrorCode(e);
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
};

/**
 * Codes of a database that is not there for now (docs/decisions/057-riding-out-a-database-outage.md): the socket
 * refused, reset or timed out; PostgreSQL shutting down or restarting (57P01–57P03, "terminating connection due to
 * administrator command"); a connection exception (class 08).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|terminating connection|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)/;

/** True when the error, or one it wraps, says the database cannot be reached right now. */
export const isDatabaseUnavailable = (err: unknown): boolean => {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = pgErrorCode(e);
    if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
};
