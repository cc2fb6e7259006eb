// Who may write a review is shown before anyone types (docs/decisions/044-display-names-and-reviews.md, docs/product/specification/2-listings-and-tenants.md
// §4.9): the profile page (/user/{id}) and the listing review page (/listing/review/{id}) show the form or the
// Write-a-review button only to a member the server says may review, and everyone else the reason; both name
// members by display name only (docs/product/accounts.md#names).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type {
  ListingReviewsAnswer,
  ProfileReviewsAnswer,
  PublicProfile,
  ReviewView,
} from '@crashpad/shared/api/reviews';
import { clearSession, storeSession } from '../../lib/session';
import { siteQuery } from '../../lib/site';
import ListingReviewsPage from './listing-reviews-page';
import ProfilePage from './profile-page';

const LISTER = 9;
let answer: unknown;

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer), { status: 200 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const signIn = (id: number) =>
  storeSession({ token: 't', user: { id, user_plan: 'seeker', display_name: 'Me' } as unknown as UserView });

const lister: PublicProfile = {
  id: LISTER,
  display_name: 'WandaW',
  photo: null,
  about: 'Quiet house.',
  created_at: '2024-01-01T00:00:00.000Z',
  num_reviews: 1,
  avg_score: 4,
};
const review: ReviewView = {
  id: 1,
  user_id: 20,
  lister_id: LISTER,
  listing_id: 3,
  listing_title: 'Crew House',
  score: 4,
  message: 'Clean and close.',
  created_at: '2025-01-01T00:00:00.000Z',
  display_name: 'QuinnP',
  photo: null,
  joined: '2024-06-01T00:00:00.000Z',
  reviewer_active: true,
  response: null,
};
const profile = (rights: Partial<ProfileReviewsAnswer> = {}): ProfileReviewsAnswer => ({
  user: lister,
  reviews: [review],
  able_to_review: false,
  already_review: false,
  ...rights,
});
const listingPage = (rights: Partial<ListingReviewsAnswer> = {}): ListingReviewsAnswer => ({
  listing: {
    id: 3,
    user_id: LISTER,
    title: 'Crew House',
    images: [],
    thumbnail: null,
    num_reviews: 1,
    avg_score: 4,
  },
  landlord_name: 'WandaW',
  landlord_about: 'Quiet house.',
  lister,
  reviews: [review],
  items: [],
  able_to_review: false,
  already_review: false,
  ...rights,
});

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteQuery.queryKey, { flags: {}, wording: { siteName: 'CrashPad Crew' } } as never);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/user/:id" element={<ProfilePage />} />
            <Route path="/listing/review/:id" element={<ListingReviewsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const writeButton = () => screen.queryByRole('button', { name: 'Write a review' });
const postButton = () => screen.queryByRole('button', { name: 'Post review' });
const notTenant = 'Only members who have rented from WandaW can review them.';

describe('the profile page', () => {
  it('asks a guest to log in to review, with no Write-a-review button', async () => {
    answer = profile();
    show(`/user/${LISTER}`);
    expect(await screen.findByRole('heading', { name: 'WandaW', level: 1 })).toBeTruthy();
    expect(writeButton()).toBeNull();
    const login = screen.getByRole('link', { name: 'Log in to write a review' });
    expect(login.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/user/${LISTER}`)}`);
    expect(screen.getByText('Rented from WandaW?')).toBeTruthy();
  });

  it('tells a member who never rented from the lister why, before anything is typed', async () => {
    signIn(30);
    answer = profile({ able_to_review: false });
    show(`/user/${LISTER}`);
    expect(await screen.findByText(notTenant)).toBeTruthy();
    expect(writeButton()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in to write a review' })).toBeNull();
  });

  it('tells a past tenant who reviewed every crashpad they rented that they have', async () => {
    signIn(20);
    answer = profile({ able_to_review: true, already_review: true });
    show(`/user/${LISTER}`);
    expect(
      await screen.findByText('You have reviewed every crashpad you rented from WandaW. Thank you!'),
    ).toBeTruthy();
    expect(writeButton()).toBeNull();
  });

  it('offers Write a review to a tenant who may review, and nothing to the lister themself', async () => {
    signIn(21);
    answer = profile({ able_to_review: true });
    show(`/user/${LISTER}`);
    expect(await screen.findByRole('button', { name: 'Write a review' })).toBeTruthy();
    expect(screen.queryByText(notTenant)).toBeNull();
  });

  it('shows the lister their own profile without a review prompt, by display name', async () => {
    signIn(LISTER);
    answer = profile({ user: { ...lister, first_name: 'Wilhelmina', last_name: 'Walkerton' } });
    show(`/user/${LISTER}`);
    expect(await screen.findByRole('heading', { name: 'WandaW', level: 1 })).toBeTruthy();
    expect(writeButton()).toBeNull();
    expect(screen.queryByText(notTenant)).toBeNull();
    expect(screen.getByRole('button', { name: 'Respond' })).toBeTruthy();
  });
});

describe('the listing review page', () => {
  it('shows a member who never rented from the lister the reason instead of the form', async () => {
    signIn(30);
    answer = listingPage();
    show('/listing/review/3');
    expect(await screen.findByText(notTenant)).toBeTruthy();
    expect(postButton()).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your review' })).toBeNull();
  });

  it('shows a tenant who may review the form', async () => {
    signIn(21);
    answer = listingPage({ able_to_review: true });
    show('/listing/review/3');
    expect(await screen.findByRole('button', { name: 'Post review' })).toBeTruthy();
    expect(screen.queryByText(notTenant)).toBeNull();
  });

  it('thanks a tenant who reviewed this crashpad, with no form', async () => {
    signIn(20);
    answer = listingPage({ able_to_review: true, already_review: true });
    show('/listing/review/3');
    expect(await screen.findByText('You have reviewed this crashpad. Thank you!')).toBeTruthy();
    expect(postButton()).toBeNull();
  });

  it('lets the lister respond where they read the review, with no form', async () => {
    signIn(LISTER);
    answer = listingPage();
    show('/listing/review/3');
    expect(await screen.findByRole('button', { name: 'Respond' })).toBeTruthy();
    expect(postButton()).toBeNull();
    expect(screen.queryByText(notTenant)).toBeNull();
  });
});
