import { describe, expect, it } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import { afterCardSetupPath, homeFor } from './destinations';

const user = (plan: UserView['user_plan']) => ({ user_plan: plan }) as UserView;
const plain = { upgrading: false, autopay: true };

describe('where a member goes after saving a card (spec 3 §2.2)', () => {
  it('sends a lister on to connecting the payout account while AutoPay is on', () => {
    expect(afterCardSetupPath(user('premium'), plain)).toBe('/account-setting?tab=autopay&connect-account');
    expect(afterCardSetupPath(user('premium'), { ...plain, autopay: false })).toBe('/my-crashpads');
  });

  it('sends seekers to the airports and free tenants to their rentals', () => {
    expect(afterCardSetupPath(user('seeker'), plain)).toBe('/airports');
    expect(afterCardSetupPath(user(null), plain)).toBe('/my-crashpad');
  });

  it('goes back to the upgrade when the member came from it', () => {
    expect(afterCardSetupPath(user('basic'), { ...plain, upgrading: true })).toBe('/upgrade-account');
  });
});

describe('where a member lands after logging in', () => {
  it('takes an admin to the members list (docs/decisions/046-flows-and-looks.md)', () => {
    expect(homeFor({ ...user(null), is_admin: true })).toBe('/admin/users');
  });

  it('takes a seeker to the airports and others to their account', () => {
    expect(homeFor({ ...user('seeker'), is_admin: false })).toBe('/airports');
    expect(homeFor({ ...user('premium'), is_admin: false })).toBe('/account-setting');
  });
});
