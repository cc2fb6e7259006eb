// The seeker expiry notice (docs/decisions/009-scheduled-jobs.md): seeker access never renews by itself, so a
// seeker hears 7 days ahead that it ends. Run daily, each expiry falls in one run's window; the notices table
// makes a repeated or concurrent run send nothing more.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { sendSeekerExpiryNotice } from '../modules/payments';
import { quietLog, sendOnce, type JobOptions } from '../lib/job-notices';

export const SEEKER_EXPIRY_JOB = 'seeker-expiry-notice';

const DAY_MS = 86_400_000;

type JobContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'wording'>;
export type SeekerNoticeSummary = { due: number; sent: number; errors: number };

export const seekerNoticeKey = (userId: number, expireAt: Date) =>
  `seeker-expiry:${userId}:${expireAt.toISOString().slice(0, 10)}`;

/** Sends the notice to active seekers whose access ends after now + 6 days and by now + 7 days. */
export async function sendSeekerExpiryNotices(
  ctx: JobContext,
  options: JobOptions = {},
): Promise<SeekerNoticeSummary> {
  const now = options.now ?? new Date();
  const log = options.log ?? quietLog;
  const due = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.userPlan, 'seeker'),
        eq(users.status, 'ACTIVE'),
        gt(users.expireAt, new Date(now.getTime() + 6 * DAY_MS)),
        lte(users.expireAt, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    )
    .orderBy(users.expireAt, users.id);
  const summary: SeekerNoticeSummary = { due: due.length, sent: 0, errors: 0 };
  for (const user of due) {
    const expireAt = user.expireAt!;
    try {
      const sent = await sendOnce(
        ctx.db,
        { userId: user.id, kind: 'seeker_expiry', key: seekerNoticeKey(user.id, expireAt) },
        () => sendSeekerExpiryNotice(ctx, user, expireAt),
      );
      if (sent) summary.sent += 1;
    } catch (err) {
      summary.errors += 1;
      log.error({ err, userId: user.id }, 'the seeker expiry notice could not be sent');
    }
  }
  log.info({ job: SEEKER_EXPIRY_JOB, ...summary }, 'seeker expiry notices done');
  return summary;
}
