import { describe, expect, it } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import { defaultFlags } from '@crashpad/shared/site/variants';
import { tabFromUrl, visibleTabs } from './account-tabs';

const user = (plan: UserView['user_plan']) => ({ user_plan: plan }) as UserView;
const flags = defaultFlags('crashpad');

describe('account settings tabs', () => {
  it('shows change plans and AutoPay only to members with a plan, behind their flags', () => {
    // a free tenant: no AutoPay tab (docs/decisions/053-settings-tabs-header-and-form-details.md)
    expect(visibleTabs(user(null), flags, false)).toEqual([
      'account-details',
      'my-services',
      'payment-method',
    ]);
    expect(visibleTabs(user('seeker'), flags, false)).toContain('autopay');
    expect(visibleTabs(user('basic'), flags, false)).toEqual([
      'account-details',
      'my-services',
      'change-plans',
      'payment-method',
      'autopay',
    ]);
    expect(visibleTabs(user('basic'), { ...flags, changePlans: false, autopay: false }, false)).toEqual([
      'account-details',
      'my-services',
      'payment-method',
    ]);
  });

  it('shows one-time payment only with payment requests', () => {
    expect(visibleTabs(user(null), flags, true)).toContain('one-time-payment');
  });

  it('opens the tab named by the hash or by ?tab=, else account details', () => {
    const tabs = visibleTabs(user('pro'), flags, false);
    expect(tabFromUrl('#my-services', null, tabs)).toBe('my-services');
    expect(tabFromUrl('', 'payment-methods', tabs)).toBe('payment-method');
    expect(tabFromUrl('', 'payments', tabs)).toBe('payment-method');
    expect(tabFromUrl('', 'autopay', tabs)).toBe('autopay');
    expect(tabFromUrl('', 'autopay', visibleTabs(user('pro'), { ...flags, autopay: false }, false))).toBe(
      'account-details',
    );
    expect(tabFromUrl('', 'autopay', visibleTabs(user(null), flags, false))).toBe('account-details');
    expect(tabFromUrl('#nonsense', null, tabs)).toBe('account-details');
  });
});
