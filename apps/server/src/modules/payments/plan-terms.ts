// What a purchase of a plan costs and buys (docs/decisions/016-plan-changes-and-proration.md): renewing the same
// package before it ends adds a full term after the current one; anything else starts a term today, and the
// unused part of every term still running is credited against the new price.
import { PLANS, type UserPlan } from '@crashpad/shared/plans';

const DAY_MS = 86_400_000;
/** Card networks refuse smaller charges (Stripe's minimum for USD): a smaller amount due is not charged. */
export const MIN_CHARGE_CENTS = 50;

/** A paid term the member still holds (not replaced), as recorded in their services. */
export type HeldTerm = { id: number; title: string; startsAt: Date; expireAt: Date; valueCents: number };

export type PlanTerms = {
  plan: UserPlan;
  /** renewal: the same package again after the current term; change: a new term from today */
  kind: 'renewal' | 'change';
  priceCents: number;
  /** the unused part of the replaced terms, paid towards this one */
  creditCents: number;
  /** what the card is charged */
  amountCents: number;
  startsAt: Date;
  expireAt: Date;
  replaces: HeldTerm[];
};

const utcDay = (d: Date) => Math.floor(d.getTime() / DAY_MS);

/**
 * What is left of a term, in cents: its value (what was paid plus the credit it used) times its whole days not
 * begun yet (today counts as used once the term has begun) over all its days. Whole UTC days keep a quote the
 * same all day long.
 */
export function unusedCents(term: HeldTerm, now: Date): number {
  const days = utcDay(term.expireAt) - utcDay(term.startsAt);
  if (days <= 0 || term.expireAt <= now) return 0;
  const unused = utcDay(term.expireAt) - Math.max(utcDay(now), utcDay(term.startsAt));
  return (term.valueCents * Math.min(Math.max(unused, 0), days)) / days;
}

/** The end of a term of `plan` from `from` worth `valueCents`: the plan's term at its price, in proportion. */
export function termEnd(plan: UserPlan, from: Date, valueCents: number): Date {
  const full = new Date(from);
  full.setUTCMonth(full.getUTCMonth() + PLANS[plan].termMonths);
  const price = PLANS[plan].priceCents;
  if (valueCents === price) return full;
  return new Date(from.getTime() + Math.round(((full.getTime() - from.getTime()) * valueCents) / price));
}

/**
 * The terms of buying `plan` at `now` for a member on `current` holding `held`. `charged` is what the card paid
 * when it is already known (the transaction that records a charge recomputes the terms under a row lock, so
 * two purchases at once cannot spend one credit twice); `renewFrom` makes it the renewal the daily job charges,
 * which keeps the anniversary.
 */
export function planTerms(
  current: { plan: UserPlan | null; expireAt: Date | null },
  held: HeldTerm[],
  plan: UserPlan,
  now: Date,
  options: { charged?: number; renewFrom?: Date } = {},
): PlanTerms {
  const priceCents = PLANS[plan].priceCents;
  const renewFrom =
    options.renewFrom ??
    (current.plan === plan && current.expireAt && current.expireAt > now ? current.expireAt : null);
  if (renewFrom) {
    const amountCents = options.charged ?? priceCents;
    return {
      plan,
      kind: 'renewal',
      priceCents,
      creditCents: 0,
      amountCents,
      startsAt: renewFrom,
      expireAt: termEnd(plan, renewFrom, amountCents),
      replaces: [],
    };
  }
  // An expired member holds nothing any more, whatever the services say.
  const running = current.expireAt !== null && current.expireAt > now;
  const replaces = running ? held.filter((t) => t.expireAt > now) : [];
  const creditCents = Math.round(replaces.reduce((sum, t) => sum + unusedCents(t, now), 0));
  const due = Math.max(0, priceCents - creditCents);
  const amountCents = options.charged ?? (due < MIN_CHARGE_CENTS ? 0 : due);
  return {
    plan,
    kind: 'change',
    priceCents,
    creditCents,
    amountCents,
    startsAt: now,
    expireAt: termEnd(plan, now, amountCents + creditCents),
    replaces,
  };
}
