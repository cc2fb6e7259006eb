// The daily lister renewal (docs/decisions/010-payments.md, docs/decisions/009-scheduled-jobs.md): a lister
// whose year ended is charged the plan's price on the saved card and gets the next year from the old expiry; when
// there is no usable card, or the charge is refused, the account stays expired and the member is told once.
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { LISTER_PLANS, PLANS, type ListerPlan } from '@crashpad/shared/plans';
import type { AppContext } from '../context';
import { transactions, users } from '../db/schema';
import type { UserRow } from '../modules/accounts';
import {
  PROVIDER_FAILURES,
  applyPlan,
  chargeSettled,
  planDescription,
  sendRenewalFailedEmail,
  sendTransactionReceipt,
} from '../modules/payments';
import { quietLog, sendOnce, type JobLog, type JobOptions } from '../lib/job-notices';

export const RENEWAL_JOB = 'lister-renewal';

const DAY_MS = 86_400_000;
/**
 * An expiry older than this is not charged by the job: it covers days when no server ran the job, while a year
 * counted from a long-past expiry would already be partly over. Such a member renews from the expired page.
 */
export const CATCH_UP_DAYS = 7;

export const NO_CARD = 'no payment method on file';
export const CARD_INVALID = 'the saved card is no longer valid';

type JobContext = Pick<AppContext, 'db' | 'payments' | 'mailer' | 'config' | 'wording'>;
type Outcome = 'renewed' | 'failed' | 'noCard' | 'skipped';
export type RenewalSummary = Record<Outcome | 'due' | 'errors', number>;

/** One charge per lister and expiry, however often and wherever the job runs. */
export const autoRenewalKey = (userId: number, expireAt: Date) =>
  `auto-renewal:${userId}:${expireAt.toISOString().slice(0, 10)}`;

const dueAt = (now: Date) =>
  and(
    inArray(users.userPlan, [...LISTER_PLANS]),
    eq(users.status, 'ACTIVE'),
    lte(users.expireAt, now),
    gt(users.expireAt, new Date(now.getTime() - CATCH_UP_DAYS * DAY_MS)),
  );

/** Listers due for renewal at `now`: active, on a lister plan, expired within the catch-up window. */
const dueListers = (ctx: Pick<AppContext, 'db'>, now: Date) =>
  ctx.db.select({ id: users.id }).from(users).where(dueAt(now)).orderBy(users.expireAt, users.id);

export async function runRenewals(ctx: JobContext, options: JobOptions = {}): Promise<RenewalSummary> {
  const now = options.now ?? new Date();
  const log = options.log ?? quietLog;
  const due = await dueListers(ctx, now);
  const summary: RenewalSummary = {
    due: due.length,
    renewed: 0,
    failed: 0,
    noCard: 0,
    skipped: 0,
    errors: 0,
  };
  for (const { id } of due) {
    try {
      // Read again just before charging: the member may have renewed by hand while the run went down the list.
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.id, id), dueAt(now)));
      summary[user ? await renewOne(ctx, user, log) : 'skipped'] += 1;
    } catch (err) {
      // One member's trouble does not hold up the others; the job reports it and pg-boss retries the run.
      summary.errors += 1;
      log.error({ err, userId: id }, 'the automatic renewal failed unexpectedly');
    }
  }
  log.info({ job: RENEWAL_JOB, ...summary }, 'lister renewals done');
  return summary;
}

async function renewOne(ctx: JobContext, user: UserRow, log: JobLog): Promise<Outcome> {
  const plan = user.userPlan as ListerPlan;
  const expireAt = user.expireAt!;
  const key = autoRenewalKey(user.id, expireAt);
  const tellOnce = (reason: string) =>
    sendOnce(ctx.db, { userId: user.id, kind: 'renewal_failed', key }, () =>
      sendRenewalFailedEmail(ctx, user, plan, reason),
    );

  if (!user.paymentMethod || !user.customerId || user.paymentMethodInvalidAt) {
    await tellOnce(user.paymentMethod && user.customerId ? CARD_INVALID : NO_CARD);
    return 'noCard';
  }
  const [earlier] = await ctx.db.select().from(transactions).where(eq(transactions.idempotencyKey, key));
  // Refusals that did not come from the card (PROVIDER_FAILURES): the same key is charged again on this run.
  if (earlier?.status === 'failed' && !PROVIDER_FAILURES.includes(earlier.failureType ?? '')) {
    // Refused by the card on an earlier run: not charged again for this expiry (the provider would answer the
    // same key with the same refusal). Sending again only happens if that run died before its e-mail went.
    await tellOnce(earlier.failureMessage ?? 'the charge was refused');
    return 'failed';
  }

  const amountCents = PLANS[plan].priceCents;
  const outcome = await chargeSettled(
    ctx,
    {
      idempotencyKey: key,
      userId: user.id,
      type: 'plan_auto_renewal',
      amountCents,
      description: planDescription(plan),
      item: plan,
      customerId: user.customerId,
      paymentMethodId: user.paymentMethod,
    },
    // The anniversary is kept: the new year starts at the old expiry, not on the day the job ran.
    (tx) => applyPlan(tx, user.id, plan, amountCents, new Date(), expireAt),
  );
  // Another run holds this key right now: it charges and e-mails.
  if (outcome.status === 'held') return 'skipped';
  if (outcome.status === 'refused') {
    // The charge recorded the failed transaction; expire_at stays in the past, which is what "expired" means.
    log.warn({ userId: user.id, key, reason: outcome.reason }, 'the automatic renewal was refused');
    await tellOnce(outcome.reason);
    return 'failed';
  }
  if (outcome.status === 'paid') return 'skipped';

  const [fresh] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  await sendTransactionReceipt(ctx, user, outcome.row, log, { expireAt: fresh?.expireAt ?? null });
  return 'renewed';
}
