// Rentals end at their check-out (docs/product/tenants.md#a-rental-that-ends): every hour, accepted rentals
// whose check-out date and hour have come are ended and their beds freed (modules/rentals endDueRentals).
import type { AppContext } from '../context';
import { endDueRentals } from '../modules/rentals';
import { quietLog, type JobOptions } from '../lib/job-notices';

export const END_RENTALS_JOB = 'end-rentals';
/** Five minutes past every hour: check-outs are whole hours. */
export const HOURLY_AT = '5 * * * *';

export async function runEndRentals(ctx: Pick<AppContext, 'db'>, options: JobOptions = {}) {
  const log = options.log ?? quietLog;
  const { ended } = await endDueRentals(ctx.db, options.now ?? new Date());
  if (ended > 0) log.info({ ended }, 'rentals ended at their check-out');
  return { ended, errors: 0 };
}
