// My CrashPad Rentals in the header while an invitation waits; the member's rentals in the user menu
// (docs/decisions/053-settings-tabs-header-and-form-details.md).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { MyRentalsAnswer, RentalView } from '@crashpad/shared/api/rentals';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { defaultFlags, type SiteVariant } from '@crashpad/shared/site/variants';
import { myRentalsQuery } from '../../lib/rental-queries';
import { clearSession, storeSession } from '../../lib/session';
import { siteQuery } from '../../lib/site';
import { NavLinks } from './nav-links';
import UserMenu from './user-menu';

const member = {
  id: 31,
  user_plan: null,
  first_name: 'Casey',
  display_name: 'CaseyN',
} as unknown as UserView;
const rental = (status: RentalView['status']) => ({ id: 1, status }) as RentalView;

beforeEach(() => {
  storeSession({ token: 'tok', user: member });
  // the unread badge's count
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ count: 0 }))),
  );
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function show(answer: MyRentalsAnswer, user = member, variant: SiteVariant = 'crashpad') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myRentalsQuery(member.id).queryKey, answer);
  client.setQueryData(siteQuery.queryKey, { flags: defaultFlags(variant) } as unknown as SiteAnswer);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/airports']}>
          <nav>
            <NavLinks />
          </nav>
          <UserMenu user={user} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const headerLink = () => screen.queryByRole('link', { name: 'My CrashPad Rentals' });
async function menuItem() {
  fireEvent.click(screen.getByRole('button', { name: 'Your account' }));
  // Mantine's menu may still be in its opening transition: its items are looked for hidden or not.
  await screen.findByRole('menuitem', { name: 'Settings', hidden: true });
  return screen.queryByRole('menuitem', { name: 'My CrashPad Rentals', hidden: true });
}

describe('My CrashPad Rentals', () => {
  it('is in the header while an invitation waits, and in the user menu', async () => {
    show({ invites: [rental('pending')], data: [], total: 1 });
    expect(headerLink()?.getAttribute('href')).toBe('/my-crashpad');
    expect((await menuItem())?.getAttribute('href')).toBe('/my-crashpad');
  });

  it('leaves the header once no invitation waits; the accepted rentals stay in the user menu', async () => {
    show({ invites: [], data: [rental('accepted')], total: 1 });
    expect(headerLink()).toBeNull();
    expect((await menuItem())?.getAttribute('href')).toBe('/my-crashpad');
  });

  it('is nowhere for a member with neither', async () => {
    show({ invites: [], data: [], total: 0 });
    expect(headerLink()).toBeNull();
    expect(await menuItem()).toBeNull();
  });
});

describe('the admin’s menu', () => {
  const admin = { ...member, is_admin: true } as UserView;
  const item = async (name: string) => {
    fireEvent.click(screen.getByRole('button', { name: 'Your account' }));
    await screen.findByRole('menuitem', { name: 'Settings', hidden: true });
    return screen.queryByRole('menuitem', { name, hidden: true });
  };

  it('leads to the events and offers where the site has them (docs/decisions/062)', async () => {
    show({ invites: [], data: [], total: 0 }, admin, 'nurse');
    expect((await item('Events and offers'))?.getAttribute('href')).toBe('/admin/feeds');
    expect(screen.getByRole('menuitem', { name: 'Members', hidden: true }).getAttribute('href')).toBe(
      '/admin/users',
    );
  });

  it('does not where the site has none', async () => {
    show({ invites: [], data: [], total: 0 }, admin, 'crashpad');
    expect(await item('Events and offers')).toBeNull();
  });

  it('leads to the site’s analytics (docs/decisions/064)', async () => {
    show({ invites: [], data: [], total: 0 }, admin, 'crashpad');
    expect((await item('Analytics'))?.getAttribute('href')).toBe('/admin/analytics');
  });
});
