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
