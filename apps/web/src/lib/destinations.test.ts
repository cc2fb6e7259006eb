import { describe, expect, it } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { MyRentalsAnswer, RentalView } from '@crashpad/shared/api/rentals';
import { afterCardSetupPaths, homeFor } from './destinations';

const user = (plan: UserView['user_plan'], is_admin = false) => ({ user_plan: plan, is_admin }) as UserView;
const plain = { upgrading: false, autopay: true };
const rental = (status: RentalView['status']) => ({ status }) as RentalView;
const rentals = (invites: RentalView[], data: RentalView[] = []): MyRentalsAnswer => ({
  invites,
  data,
  total: invites.length + data.length,
});

describe('where a member goes after saving a card (docs/product/specification/1-accounts-and-shell.md §4, docs/product/specification/3-money-and-messaging.md §2.2)', () => {
  it('takes a lister through My crashpads, then on to connecting the payout account while AutoPay is on', () => {
    expect(afterCardSetupPaths(user('premium'), plain)).toEqual([
      '/my-crashpads',
      '/account-setting?tab=autopay&connect-account',
    ]);
    expect(afterCardSetupPaths(user('premium'), { ...plain, autopay: false })).toEqual(['/my-crashpads']);
  });

  it('sends seekers to the airports and free tenants to their rentals', () => {
    expect(afterCardSetupPaths(user('seeker'), plain)).toEqual(['/airports']);
    expect(afterCardSetupPaths(user(null), plain)).toEqual(['/my-crashpad']);
  });

  it('goes back to the upgrade when the member came from it', () => {
    expect(afterCardSetupPaths(user('basic'), { ...plain, upgrading: true })).toEqual(['/upgrade-account']);
  });
});

describe('where a member lands after logging in (docs/decisions/047-where-members-land.md)', () => {
  it('takes an admin to the members list (docs/decisions/046-flows-and-looks.md)', () => {
    expect(homeFor(user(null, true))).toBe('/admin/users');
  });

  it('takes a lister to their crashpads, even one invited into a bed elsewhere', () => {
    expect(homeFor(user('basic'))).toBe('/my-crashpads');
    expect(homeFor(user('pro'), rentals([rental('pending')]))).toBe('/my-crashpads');
  });

  it('takes a seeker to the airports, or to My CrashPad Rentals with an invitation or a current rental', () => {
    expect(homeFor(user('seeker'))).toBe('/airports');
    expect(homeFor(user('seeker'), rentals([]))).toBe('/airports');
    expect(homeFor(user('seeker'), rentals([rental('pending')]))).toBe('/my-crashpad');
    expect(homeFor(user('seeker'), rentals([], [rental('accepted')]))).toBe('/my-crashpad');
    // A rental that ended is history: the seeker is searching again.
    expect(homeFor(user('seeker'), rentals([], [rental('ended')]))).toBe('/airports');
  });

  it('takes a free tenant to My CrashPad Rentals, where their invitations come', () => {
    expect(homeFor(user(null))).toBe('/my-crashpad');
    expect(homeFor(user(null), rentals([rental('pending')]))).toBe('/my-crashpad');
  });
});
