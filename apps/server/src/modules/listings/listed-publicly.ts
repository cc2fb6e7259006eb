// The one test of "this listing is public" (active: LISTING_STATUS.active), for every public read in SQL. It is
// written into the statement as a literal, never a parameter, so PostgreSQL proves the partial indexes on it
// (`WHERE status = 2`) in generic plans too (docs/performance.md; docs/decisions/011-listings.md).
import { sql, type SQL } from 'drizzle-orm';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';

/** `<alias>.status = 2`, or `status = 2` without an alias. */
export function listedPublicly(alias?: 'l'): SQL {
  return sql.raw(`${alias ? `${alias}.` : ''}status = ${LISTING_STATUS.active}`);
}
