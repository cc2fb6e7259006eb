import { describe, expect, it } from 'vitest';
import {
  addDays,
  autopayKey,
  chargeDays,
  daysInMonth,
  daysToNextPaymentDay,
  firstAutopayCharge,
  firstRentCents,
  rentDueOn,
  retryDue,
  type AutopayRental,
  daySpanLabel,
  proratedLabel,
  proratedSpan,
} from './autopay';

describe('the AutoPay key', () => {
  it('has one key per rental and period', () => {
    expect(autopayKey(12, 'deposit')).toBe('autopay:12:deposit');
    expect(autopayKey(12, '2026-12-01')).toBe('autopay:12:2026-12-01');
  });
});

describe('the first rent', () => {
  it('counts the days from the move-in up to the next payment day, in the move-in month or the next', () => {
    expect(daysToNextPaymentDay('2026-01-20', 5)).toBe(16); // 20–31 Jan, 1–4 Feb
    expect(daysToNextPaymentDay('2026-01-03', 10)).toBe(7);
    expect(daysToNextPaymentDay('2026-02-28', 1)).toBe(1);
    expect(daysToNextPaymentDay('2026-01-05', 5)).toBeNull(); // a whole month
  });

  it('prorates over the days of the move-in month, rounded to the cent', () => {
    expect(firstRentCents(62_000, '2026-01-20', 5)).toBe(32_000); // 62000 × 16 / 31
    expect(firstRentCents(60_000, '2026-02-10', 1)).toBe(40_714); // 60000 × 19 / 28 = 40714.28…
    expect(firstRentCents(60_000, '2028-02-10', 1)).toBe(41_379); // leap year: × 20 / 29
    expect(firstRentCents(45_000, '2026-04-01', 16)).toBe(22_500); // × 15 / 30
    expect(firstRentCents(45_000, '2026-04-16', 16)).toBe(45_000); // on the payment day: no proration
  });

  it('knows the days of each month', () => {
    expect(daysInMonth('2026-02-01')).toBe(28);
    expect(daysInMonth('2028-02-29')).toBe(29);
    expect(daysInMonth('2026-12-31')).toBe(31);
  });
});

describe('what is due on a day', () => {
  const rental: AutopayRental = {
    startDate: '2026-01-20',
    checkoutDate: '2026-04-05',
    paymentDay: 5,
    rentalAmountCents: 62_000,
    autopayStartDay: '2026-01-02',
  };

  it('charges the prorated rent on the move-in date, the full rent on payment days before the check-out', () => {
    expect(rentDueOn(rental, '2026-01-05')).toBeNull(); // before the move-in
    expect(rentDueOn(rental, '2026-01-20')).toBe(32_000);
    expect(rentDueOn(rental, '2026-01-21')).toBeNull();
    expect(rentDueOn(rental, '2026-02-05')).toBe(62_000);
    expect(rentDueOn(rental, '2026-03-05')).toBe(62_000);
    expect(rentDueOn(rental, '2026-04-05')).toBeNull(); // the check-out day
    expect(rentDueOn({ ...rental, checkoutDate: null }, '2027-04-05')).toBe(62_000);
  });

  it('charges from the day AutoPay started on: no prorated rent for an earlier move-in', () => {
    const late = { ...rental, autopayStartDay: '2026-01-25' };
    expect(rentDueOn(late, '2026-01-20')).toBeNull();
    expect(rentDueOn(late, '2026-02-05')).toBe(62_000);
    expect(rentDueOn({ ...rental, autopayStartDay: '2026-02-05' }, '2026-02-05')).toBe(62_000);
  });

  it('charges nothing after a check-out before the next payment day', () => {
    const short = { ...rental, checkoutDate: '2026-02-01' };
    expect(rentDueOn(short, '2026-01-20')).toBe(32_000);
    expect(rentDueOn(short, '2026-02-05')).toBeNull();
  });
});

describe('the job days', () => {
  it('charges today and catches up the 2 days before', () => {
    expect(chargeDays(new Date('2026-03-01T07:00:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('tries a refused charge again once a day on the 3 days after the first try, 4 tries in all', () => {
    expect(retryDue('2026-03-01', '2026-03-01', '2026-03-01')).toBe(false); // same day
    expect(retryDue('2026-03-01', '2026-03-01', '2026-03-02')).toBe(true);
    expect(retryDue('2026-03-01', '2026-03-02', '2026-03-02')).toBe(false); // tried today already
    expect(retryDue('2026-03-01', '2026-03-03', '2026-03-04')).toBe(true);
    expect(retryDue('2026-03-01', '2026-03-04', '2026-03-05')).toBe(false); // the retry days are over
    expect(retryDue('2026-03-01', '2026-03-01', '2026-03-05')).toBe(false);
  });
});

describe('the prorated first rent, in words', () => {
  it('names the days it pays for and their share of the month', () => {
    const span = proratedSpan('2026-11-29', 1)!;
    expect(span).toEqual({ from: '2026-11-29', to: '2026-11-30', days: 2, monthDays: 30 });
    expect(proratedLabel(span, '$425.00')).toBe('Nov 29–30, 2026: 2 of 30 days of $425.00');
    expect(firstRentCents(42_500, '2026-11-29', 1)).toBe(Math.round((42_500 * 2) / 30));
  });

  it('spans months and years, and is null on a payment day', () => {
    expect(daySpanLabel(proratedSpan('2026-11-20', 5)!.from, proratedSpan('2026-11-20', 5)!.to)).toBe(
      'Nov 20 – Dec 4, 2026',
    );
    const winter = proratedSpan('2026-12-20', 5)!;
    expect(daySpanLabel(winter.from, winter.to)).toBe('Dec 20, 2026 – Jan 4, 2027');
    expect(proratedSpan('2026-12-10', 15)).toEqual({
      from: '2026-12-10',
      to: '2026-12-14',
      days: 5,
      monthDays: 31,
    });
    expect(daySpanLabel('2026-12-31', '2026-12-31')).toBe('Dec 31, 2026');
    expect(proratedSpan('2026-12-05', 5)).toBeNull();
  });
});

describe('the first rent AutoPay charges', () => {
  it('is the move-in rent when agreed by the move-in, else the next payment day on or after agreeing', () => {
    expect(firstAutopayCharge('2031-03-20', 1, '2031-03-10')).toBe('2031-03-20');
    expect(firstAutopayCharge('2031-03-20', 1, '2031-03-20')).toBe('2031-03-20');
    expect(firstAutopayCharge('2031-03-01', 1, '2031-03-02')).toBe('2031-04-01');
    expect(firstAutopayCharge('2031-03-01', 15, '2031-03-15')).toBe('2031-03-15');
    expect(firstAutopayCharge('2031-01-01', 5, '2031-12-20')).toBe('2032-01-05');
  });
});
