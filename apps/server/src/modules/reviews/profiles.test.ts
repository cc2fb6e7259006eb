// Public profiles and the listing review page (docs/product/accounts.md#reviews-of-listers;
// docs/decisions/030-reviews-and-profiles.md, 044-display-names-and-reviews.md): who sees which name, a closed
// member's profile and review, and the review page's listing, lister, reviews and rights.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createListing,
  reviewableTenancy,
  signedInMember,
  suiteApp,
  writeReview,
} from '../../../test/factory';
import { listings, reviews, users } from '../../db/schema';

const t = suiteApp();

const get = (url: string, token: string | null = null) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

/** A lister with a crashpad and a tenant who accepted their invitation. */
const crew = () => reviewableTenancy(t);
const seeker = () => signedInMember(t);

describe('profiles and the listing review page', () => {
  it('shows an active member’s public profile, and not a closed or unknown one', async () => {
    const { lister } = await crew();
    const res = await get(`/api/user/public/${lister.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lister.id,
      display_name: 'AlexM',
      num_reviews: 0,
      avg_score: null,
    });
    expect(res.json().created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const id of ['99999999', '2147483648', 'abc', '0']) {
      expect([400, 404]).toContain((await get(`/api/user/public/${id}`)).statusCode);
      expect([400, 404]).toContain((await get(`/api/user/review/${id}`)).statusCode);
      expect([400, 404]).toContain((await get(`/api/listing-owner/${id}`)).statusCode);
    }
    await t.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, lister.id));
    expect((await get(`/api/user/public/${lister.id}`)).statusCode).toBe(404);
    expect((await get(`/api/user/review/${lister.id}`)).statusCode).toBe(404);
  });

  it('tells a signed-in member whether an account is active', async () => {
    const { lister, tenant } = await crew();
    expect((await get(`/api/user/${lister.id}`)).statusCode).toBe(401);
    expect((await get(`/api/user/${lister.id}`, tenant.memberToken)).json()).toMatchObject({
      user: { id: lister.id },
      isActive: true,
    });
    await t.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, lister.id));
    expect((await get(`/api/user/${lister.id}`, tenant.memberToken)).json().isActive).toBe(false);
    expect((await get('/api/user/99999999', tenant.memberToken)).statusCode).toBe(404);
    expect((await get('/api/user/2147483648', tenant.memberToken)).statusCode).toBe(400);
  });

  it('shows the listing review page to members: listing, lister, reviews, other crashpads and rights', async () => {
    const { lister, listingId, tenant } = await crew();
    const other = await createListing(t, lister, { title: 'Second House', rate_per_from: 350 });
    await writeReview(t, lister, listingId, tenant.memberToken, 5, 'Best pad at DAL.');
    expect((await get(`/api/listing/review/${listingId}`)).statusCode).toBe(401);
    const res = await get(`/api/listing/review/${listingId}`, tenant.memberToken);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      listing: { id: listingId, title: 'Love Field Crew House', num_reviews: 1, avg_score: 5 },
      landlord_about: 'Retired captain, I keep a quiet house.',
      able_to_review: true,
      already_review: true,
    });
    expect(page.listing.images.length).toBeGreaterThan(0);
    expect(page.reviews).toEqual([expect.objectContaining({ message: 'Best pad at DAL.' })]);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: other,
        link: `/listing/${other}`,
        title: 'Second House',
        prefix: 'DAL',
        price: 350,
      }),
    ]);
    const outsider = await seeker();
    expect((await get(`/api/listing/review/${listingId}`, outsider.token)).json()).toMatchObject({
      able_to_review: false,
      already_review: false,
    });
    expect((await get(`/api/listing/review/99999999`, outsider.token)).statusCode).toBe(404);
    expect((await get(`/api/listing/review/2147483648`, outsider.token)).statusCode).toBe(400);
    expect((await get(`/api/listing-owner/${listingId}`)).json()).toMatchObject({
      listing_id: listingId,
      user_id: lister.id,
    });
    await t.db.update(listings).set({ status: 1 }).where(eq(listings.id, listingId));
    expect((await get(`/api/listing/review/${listingId}`, outsider.token)).statusCode).toBe(404);
    expect((await get(`/api/listing-owner/${listingId}`)).statusCode).toBe(404);
  });

  it('keeps a closed reviewer’s review, marked so its profile is not linked', async () => {
    const { lister, listingId, tenant } = await crew();
    await writeReview(t, lister, listingId, tenant.memberToken, 5);
    await t.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.id, tenant.member.id));
    const profile = (await get(`/api/user/review/${lister.id}`)).json();
    expect(profile.reviews).toEqual([expect.objectContaining({ reviewer_active: false, score: 5 })]);
    expect(profile.user.num_reviews).toBe(1);
    const rows = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.listerId, lister.id), eq(reviews.listingId, listingId)));
    expect(rows).toHaveLength(1);
  });
});

// docs/product/accounts.md#names; docs/decisions/044-display-names-and-reviews.md: a member's full name reaches
// only themself and an admin from the profile and review reads; everyone else gets the display name.
describe('names on profiles and reviews', () => {
  async function named() {
    const c = await crew();
    await t.db
      .update(users)
      .set({ firstName: 'Wilhelmina', lastName: 'Walkerton', displayName: 'WandaW' })
      .where(eq(users.id, c.lister.id));
    await t.db
      .update(users)
      .set({ firstName: 'Quincy', lastName: 'Pettigrew', displayName: 'QuinnP' })
      .where(eq(users.id, c.tenant.member.id));
    expect((await writeReview(t, c.lister, c.listingId, c.tenant.memberToken, 5, 'Lovely')).statusCode).toBe(
      200,
    );
    return c;
  }
  const reads = (listerId: number, listingId: number) => [
    `/api/user/public/${listerId}`,
    `/api/user/${listerId}`,
    `/api/user/review/${listerId}`,
    `/api/listing/review/${listingId}`,
    `/api/listing-owner/${listingId}`,
  ];
  const namesIn = (body: string) =>
    ['Walkerton', 'Pettigrew', 'Wilhelmina', 'Quincy'].filter((n) => body.includes(n));

  it('gives guests and other members the display name only, never a first or last name', async () => {
    const { lister, listingId, tenant } = await named();
    const stranger = await seeker();
    // the tenant reads their lister's public profile as anyone does: the full names stay in My CrashPad Rentals
    for (const token of [null, stranger.token, tenant.memberToken]) {
      for (const url of reads(lister.id, listingId)) {
        const res = await get(url, token);
        if (token === null && /\/api\/(user|listing\/review)\/\d/.test(url)) {
          expect(res.statusCode, url).toBe(401); // members only
          continue;
        }
        expect(res.statusCode, url).toBe(200);
        expect(namesIn(res.body), `${url} as ${token ? 'a member' : 'a guest'}`).toEqual([]);
        expect(res.body, url).toContain('WandaW');
        expect(res.body, url).not.toContain('last_name');
      }
    }
    const page = (await get(`/api/user/review/${lister.id}`)).json();
    expect(page.reviews[0]).toMatchObject({ display_name: 'QuinnP' });
  });

  it('gives the member themself and an admin the full name on the profile', async () => {
    const { lister, listingId } = await named();
    const { token: adminToken } = await signedInMember(t, { role: 'admin' });
    for (const token of [lister.token, adminToken]) {
      expect((await get(`/api/user/public/${lister.id}`, token)).json()).toMatchObject({
        first_name: 'Wilhelmina',
        last_name: 'Walkerton',
        display_name: 'WandaW',
      });
      expect((await get(`/api/user/${lister.id}`, token)).json().user).toMatchObject({
        last_name: 'Walkerton',
      });
      expect((await get(`/api/user/review/${lister.id}`, token)).json().user).toMatchObject({
        last_name: 'Walkerton',
      });
      expect((await get(`/api/listing/review/${listingId}`, token)).json().lister).toMatchObject({
        last_name: 'Walkerton',
      });
    }
    // the reviewer is shown by display name even to the lister and the admin: a review is public
    const own = await get(`/api/user/review/${lister.id}`, lister.token);
    expect(own.body).not.toContain('Pettigrew');
  });
});
