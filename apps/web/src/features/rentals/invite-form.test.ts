import { describe, expect, it } from 'vitest';
import { INVITE_MESSAGES as M } from '@crashpad/shared/rules/rentals';
import type { RentalView } from '@crashpad/shared/api/rentals';
import {
  blankInvite,
  formProblems,
  inviteRequestOf,
  withListingAmounts,
  type InviteFields,
} from './invite-form';
import { actionsFor } from './tenant-item';

const TODAY = '2026-11-25';
const complete = (): InviteFields => ({
  ...blankInvite(TODAY, 7),
  email: 'crew@example.com',
  first_name: 'Jo',
  last_name: 'Rivera',
  bed_id: '3',
  rental_amount: '450',
});

/** The first problem, as the top of the form shows it. */
const firstProblem = (f: InviteFields, today: string | null) => formProblems(f, today)[0] ?? null;

describe('the invite form', () => {
  it('reports the first problem in the spec’s order, under its field', () => {
    expect(firstProblem(blankInvite(TODAY), TODAY)).toEqual({ field: 'email', message: M.email });
    expect(firstProblem({ ...blankInvite(TODAY), email: 'crew@example.com' }, TODAY)).toEqual({
      field: 'listing_id',
      message: M.location,
    });
    expect(firstProblem({ ...complete(), bed_id: '' }, TODAY)).toEqual({ field: 'bed_id', message: M.bed });
    expect(firstProblem({ ...complete(), rental_amount: '' }, TODAY)?.message).toBe(M.rentalAmount);
    expect(firstProblem({ ...complete(), checkout_date: '2026-12-30' }, TODAY)).toEqual({
      field: 'checkout_time',
      message: M.checkoutTime,
    });
    expect(firstProblem({ ...complete(), first_name: ' ' }, TODAY)?.message).toBe(M.firstName);
    expect(firstProblem(complete(), TODAY)).toBeNull();
  });

  it('refuses dates before today for a new invitation; an edit may keep a past check-in', () => {
    const past = { ...complete(), start_date: '2026-11-24' };
    expect(firstProblem(past, TODAY)).toEqual({ field: 'start_date', message: M.startPast });
    expect(firstProblem(past, null)).toBeNull();
  });

  it('sends numbers, no check-out time without a check-out date, and AutoPay only when switched on', () => {
    expect(inviteRequestOf({ ...complete(), checkout_time: '10:00', deposit: '' })).toMatchObject({
      listing_id: 7,
      bed_id: 3,
      rental_amount: 450,
      deposit: null,
      payment_date: 1,
      start_time: '12:00',
      checkout_time: '',
      auto_pay: 0,
    });
    expect(inviteRequestOf(complete(), true)).toMatchObject({ auto_pay: 1 });
  });

  it('reads amounts as typed: "12.3.4" is not 12.34 and "-5" is not 5 (docs/decisions/045)', () => {
    expect(formProblems({ ...complete(), rental_amount: '12.3.4', deposit: '-5' }, TODAY)).toEqual([
      { field: 'rental_amount', message: M.rentalAmountNumber },
      { field: 'deposit', message: M.depositNumber },
    ]);
    expect(formProblems({ ...complete(), rental_amount: ' 425.50 ', deposit: '0' }, TODAY)).toEqual([]);
    expect(inviteRequestOf({ ...complete(), rental_amount: '425.5' })).toMatchObject({
      rental_amount: 425.5,
    });
  });

  it('starts rent and deposit at the listing’s, except what the lister typed', () => {
    const listing = { rate_per_from: 425.5, deposit_required: 150 };
    expect(withListingAmounts(blankInvite(TODAY), listing, {})).toMatchObject({
      rental_amount: '425.50',
      deposit: '150',
    });
    expect(
      withListingAmounts({ ...blankInvite(TODAY), rental_amount: '400' }, listing, { rental_amount: true }),
    ).toMatchObject({ rental_amount: '400', deposit: '150' });
  });
});

describe('a tenant’s menu', () => {
  const rental = (status: RentalView['status'], requested: string | null = null, autoPay = 0) =>
    ({ status, checkout_requested_date: requested, auto_pay: autoPay }) as RentalView;
  it('offers what each status allows (docs/product/specification/2-listings-and-tenants.md §4.5)', () => {
    expect(actionsFor(rental('pending'))).toEqual(['edit', 'resend', 'activity', 'cancel']);
    expect(actionsFor(rental('accepted'))).toEqual([
      'edit',
      'notes',
      'activity',
      'payments',
      'manualPayment',
      'paymentRequest',
      'lateFee',
      'checkout',
      'autopayRequest',
      'remove',
    ]);
    expect(actionsFor(rental('accepted', '2026-12-01'))).toContain('confirmCheckout');
    expect(actionsFor(rental('deleted'))).toEqual(['activity']);
    expect(actionsFor(rental('ended'))).toEqual(['activity']);
  });
  it('offers the AutoPay step each AutoPay state allows (docs/decisions/026-autopay-on-rentals.md)', () => {
    expect(actionsFor(rental('accepted', null, 2))).toContain('autopayWithdraw');
    expect(actionsFor(rental('accepted', null, 1))).toContain('autopayDisable');
    expect(actionsFor(rental('accepted', null, 3))).toContain('autopayDisable');
    expect(actionsFor(rental('accepted', null, 1))).not.toContain('autopayRequest');
    expect(actionsFor(rental('pending', null, 1))).toEqual(['edit', 'resend', 'activity', 'cancel']);
  });
});
