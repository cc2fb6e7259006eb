import { describe, expect, it } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { MyRentalsAnswer, RentalView } from '@crashpad/shared/api/rentals';
import { asksForAutoPay, nextPrompt, type PromptState } from './account-prompts-rules';

const base = (plan: UserView['user_plan'], change: Partial<PromptState> = {}): PromptState => ({
  user: { user_plan: plan } as UserView,
  expired: false,
  haveCard: false,
  tenantAutoPay: false,
  pendingInvites: 0,
  paymentAcknowledged: false,
  invitesAcknowledged: false,
  ...change,
});

describe('account prompts after a route change', () => {
  it('asks an expired member to renew, except on the expiry page, contact and login', () => {
    const state = base('basic', { expired: true });
    expect(nextPrompt(state, '/airports', '')).toBe('expired');
    for (const path of [
      '/account-expired',
      '/change-package',
      '/upgrade-account',
      '/update-payment-method',
      '/contact',
      '/login',
    ])
      expect(nextPrompt(state, path, '')).toBeNull();
  });

  it('shows a subscriber without a card the payment dialog, then the invitations once acknowledged', () => {
    const state = base('premium', { pendingInvites: 2 });
    expect(nextPrompt(state, '/airports', '')).toBe('payment');
    expect(nextPrompt({ ...state, paymentAcknowledged: true }, '/airports', '')).toBe('pending-invites');
    expect(
      nextPrompt({ ...state, paymentAcknowledged: true, invitesAcknowledged: true }, '/airports', ''),
    ).toBeNull();
  });

  it('never asks a seeker for a card: their access does not renew', () => {
    expect(nextPrompt(base('seeker'), '/airports', '')).toBeNull();
    expect(nextPrompt(base('seeker', { pendingInvites: 1 }), '/airports', '')).toBe('pending-invites');
    for (const plan of ['basic', 'premium', 'pro'] as const)
      expect(nextPrompt(base(plan), '/airports', '')).toBe('payment');
  });

  it('suppresses the payment dialog on home, the payment-methods tab, the connect-account tab and the expiry page', () => {
    const state = base('basic');
    expect(nextPrompt(state, '/', '')).toBeNull();
    expect(nextPrompt(state, '/account-setting', '?tab=payment-methods')).toBeNull();
    expect(nextPrompt(state, '/account-setting', '?tab=autopay&connect-account')).toBeNull();
    expect(nextPrompt(state, '/account-setting', '?tab=autopay')).toBe('payment');
  });

  it('shows a free tenant invited with AutoPay the card dialog first', () => {
    const state = base(null, { tenantAutoPay: true, pendingInvites: 1 });
    expect(nextPrompt(state, '/airports', '')).toBe('tenant-payment');
    expect(nextPrompt({ ...state, paymentAcknowledged: true }, '/airports', '')).toBe('pending-invites');
    expect(nextPrompt({ ...state, haveCard: true }, '/airports', '')).toBe('pending-invites');
  });

  it('shows the invitations only when there are some, and not where the member accepts them', () => {
    expect(nextPrompt(base(null), '/airports', '')).toBeNull();
    const state = base(null, { pendingInvites: 1 });
    expect(nextPrompt(state, '/airports', '')).toBe('pending-invites');
    for (const path of ['/', '/account-expired', '/my-crashpad', '/tenant/accept/abc'])
      expect(nextPrompt(state, path, '')).toBeNull();
  });
});

describe('a tenant asked for AutoPay (docs/product/specification/1-accounts-and-shell.md §4)', () => {
  const rental = (status: RentalView['status'], autoPay: number) =>
    ({ status, auto_pay: autoPay }) as RentalView;
  const answer = (invites: RentalView[], data: RentalView[]): MyRentalsAnswer => ({
    invites,
    data,
    total: data.length,
  });

  it('counts an invitation with AutoPay and a CP owner’s AutoPay request on a current rental', () => {
    expect(asksForAutoPay(answer([rental('pending', 1)], []))).toBe(true);
    expect(asksForAutoPay(answer([], [rental('accepted', 2)]))).toBe(true);
  });

  it('does not count AutoPay already on, a rental without AutoPay, or nothing loaded yet', () => {
    expect(
      asksForAutoPay(answer([rental('pending', 0)], [rental('accepted', 1), rental('accepted', 0)])),
    ).toBe(false);
    expect(asksForAutoPay(undefined)).toBe(false);
  });
});
