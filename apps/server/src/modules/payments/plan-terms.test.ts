import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_CENTS, planTerms, termEnd, unusedCents, type HeldTerm } from './plan-terms';

const DAY = 86_400_000;
const now = new Date('2026-03-10T15:00:00Z');
const term = (startsAt: string, expireAt: string, valueCents: number, id = 1): HeldTerm => ({
  id,
  title: 'The New Hire',
  startsAt: new Date(startsAt),
  expireAt: new Date(expireAt),
  valueCents,
});

describe('the unused part of a term', () => {
  it('is all of it on the day it began, and shrinks by whole UTC days', () => {
    const year = term('2026-03-10T09:00:00Z', '2027-03-10T09:00:00Z', 4900);
    expect(unusedCents(year, now)).toBe(4900);
    expect(unusedCents(year, new Date('2026-03-10T23:59:59Z'))).toBe(4900);
    expect(unusedCents(year, new Date('2026-03-11T00:00:00Z'))).toBeCloseTo((4900 * 364) / 365, 6);
  });

  it('is all of a term that has not begun (a renewal paid early), and nothing of one that is over', () => {
    expect(unusedCents(term('2026-06-01T00:00:00Z', '2027-06-01T00:00:00Z', 4900), now)).toBe(4900);
    expect(unusedCents(term('2025-03-01T00:00:00Z', '2026-03-01T00:00:00Z', 4900), now)).toBe(0);
  });
});

describe('the terms of a purchase', () => {
  const basic = { plan: 'basic' as const, expireAt: new Date('2027-01-10T15:00:00Z') };

  it('renews the same package after the current term, at full price', () => {
    const terms = planTerms(
      basic,
      [term('2026-01-10T15:00:00Z', '2027-01-10T15:00:00Z', 4900)],
      'basic',
      now,
    );
    expect(terms).toMatchObject({ kind: 'renewal', creditCents: 0, amountCents: 4900, replaces: [] });
    expect(terms.startsAt).toEqual(basic.expireAt);
    expect(terms.expireAt).toEqual(new Date('2028-01-10T15:00:00Z'));
  });

  it('changes package from today, crediting the unused days against the new price', () => {
    // 306 of 365 days left of $49.00: $41.08 of credit, $47.92 due for premium.
    const held = [term('2026-01-10T15:00:00Z', '2027-01-10T15:00:00Z', 4900)];
    const terms = planTerms(basic, held, 'premium', now);
    expect(terms).toMatchObject({ kind: 'change', creditCents: 4108, amountCents: 4792 });
    expect(terms.replaces.map((t) => t.id)).toEqual([1]);
    expect(terms.startsAt).toEqual(now);
    expect(terms.expireAt).toEqual(new Date('2027-03-10T15:00:00Z'));
  });

  it('turns a credit larger than the price into a longer term, and charges nothing', () => {
    const premium = { plan: 'premium' as const, expireAt: new Date('2027-03-10T15:00:00Z') };
    const terms = planTerms(
      premium,
      [term('2026-03-10T15:00:00Z', '2027-03-10T15:00:00Z', 8900)],
      'basic',
      now,
    );
    expect(terms).toMatchObject({ amountCents: 0, creditCents: 8900 });
    expect(terms.expireAt.getTime() - now.getTime()).toBe(Math.round((365 * DAY * 8900) / 4900));
  });

  it('charges nothing below the card minimum, and the term is that much shorter', () => {
    const held = [term('2026-03-10T00:00:00Z', '2027-03-10T00:00:00Z', 8900 - MIN_CHARGE_CENTS + 1)];
    const terms = planTerms(basic, held, 'premium', now);
    expect(terms.amountCents).toBe(0);
    expect(terms.expireAt < termEnd('premium', now, 8900)).toBe(true);
  });

  it('starts afresh at full price with nothing running, and keeps the anniversary for the daily renewal', () => {
    const expired = { plan: 'basic' as const, expireAt: new Date('2026-03-09T15:00:00Z') };
    expect(planTerms(expired, [], 'basic', now)).toMatchObject({ kind: 'change', amountCents: 4900 });
    // An expired member holds nothing, even if a service row says otherwise.
    const stale = [term('2026-01-10T15:00:00Z', '2027-01-10T15:00:00Z', 4900)];
    expect(planTerms(expired, stale, 'premium', now)).toMatchObject({ creditCents: 0, replaces: [] });
    const job = planTerms(expired, [], 'basic', now, { renewFrom: expired.expireAt!, charged: 4900 });
    expect(job).toMatchObject({ kind: 'renewal', amountCents: 4900 });
    expect(job.expireAt).toEqual(new Date('2027-03-09T15:00:00Z'));
  });
});
