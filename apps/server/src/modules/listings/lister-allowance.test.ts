import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@crashpad/shared/rules/listings';
import {
  bearer,
  createLister,
  createListing,
  listingCount,
  listingForm,
  paidSignUp,
  signedInMember,
  signUp,
  suiteApp,
  uploadFiles,
} from '../../../test/factory';
import { users } from '../../db/schema';

const t = suiteApp();

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

async function tryCreate(token: string, userId: number) {
  const images = await uploadFiles(t.db, userId, 1);
  return t.app.inject({
    method: 'POST',
    url: '/api/crashpads',
    headers: bearer(token),
    payload: await listingForm(t.db, images),
  });
}

describe('GET /api/lister/can-add-listings', () => {
  it('asks for a session', async () => {
    expect((await get('/api/lister/can-add-listings')).statusCode).toBe(401);
    expect((await get('/api/user/listing-total')).statusCode).toBe(401);
  });

  it('lets a paid lister with a card add a listing, and counts none yet', async () => {
    const { token } = await paidSignUp(t.app, 'basic');
    const res = await get('/api/lister/can-add-listings', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ can_add: true, message: '' });
    expect((await get('/api/user/listing-total', token)).json()).toEqual({ data: 0, total_location: 1 });
  });

  it('refuses seekers and free members with 403, and they cannot create either', async () => {
    const seeker = await paidSignUp(t.app, 'seeker');
    const free = await signUp(t.app);
    for (const who of [seeker, free]) {
      const res = await get('/api/lister/can-add-listings', who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: LISTING_MESSAGES.notLister });
      const created = await tryCreate(who.token, who.user.id);
      expect(created.statusCode).toBe(403);
      expect(created.json()).toMatchObject({ message: LISTING_MESSAGES.notLister });
      // the refusal comes before any form problem
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/crashpads',
        headers: bearer(who.token),
        payload: {},
      });
      expect(empty.statusCode).toBe(403);
    }
  });

  it('refuses a basic lister with one listing: 403 with the upgrade message, and nothing is created', async () => {
    const lister = await createLister(t, 'basic');
    await createListing(t, lister);
    const res = await get('/api/lister/can-add-listings', lister.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'Your package allows 1 location. Please upgrade your package to add more.',
    });
    expect((await get('/api/user/listing-total', lister.token)).json()).toEqual({
      data: 1,
      total_location: 1,
    });
    const before = await listingCount(t.db);
    const created = await tryCreate(lister.token, lister.id);
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ message: LISTING_MESSAGES.limitReached(1) });
    expect(await listingCount(t.db)).toBe(before);
  });

  it('lets only one of two saves at the same moment take the last place', async () => {
    const lister = await createLister(t, 'basic');
    const form = await listingForm(t.db, lister.images);
    const save = () =>
      t.app.inject({ method: 'POST', url: '/api/crashpads', headers: bearer(lister.token), payload: form });
    const answers = await Promise.all([save(), save()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    expect((await get('/api/user/listing-total', lister.token)).json()).toMatchObject({ data: 1 });
  });

  it('frees the place of a deleted listing, but not of an inactive one', async () => {
    const lister = await createLister(t, 'basic');
    const id = await createListing(t, lister);
    const status = (s: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/crashpads/status/${id}`,
        headers: bearer(lister.token),
        payload: { status: s },
      });
    expect((await status(1)).statusCode).toBe(200);
    expect((await get('/api/lister/can-add-listings', lister.token)).statusCode).toBe(403);
    expect((await status(0)).statusCode).toBe(200);
    expect((await get('/api/lister/can-add-listings', lister.token)).json()).toEqual({
      can_add: true,
      message: '',
    });
    expect((await get('/api/user/listing-total', lister.token)).json()).toMatchObject({ data: 0 });
  });

  it('answers 408 with the add-a-card message to a lister whose card was removed', async () => {
    const { token, user } = await paidSignUp(t.app, 'premium');
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/remove-payment-method',
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    const res = await get('/api/lister/can-add-listings', token);
    expect(res.statusCode).toBe(408);
    expect(res.json()).toMatchObject({ message: LISTING_MESSAGES.noCard });
    const before = await listingCount(t.db);
    const created = await tryCreate(token, user.id);
    expect(created.statusCode).toBe(408);
    expect(created.json()).toMatchObject({ message: LISTING_MESSAGES.noCard });
    expect(await listingCount(t.db)).toBe(before);
  });

  it('refuses a lister whose package has expired with 403 and the renewal message, before the limit', async () => {
    const lister = await createLister(t, 'basic');
    await createListing(t, lister);
    await t.db
      .update(users)
      .set({ expireAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, lister.id));
    const res = await get('/api/lister/can-add-listings', lister.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: LISTING_MESSAGES.expired });
    const before = await listingCount(t.db);
    const created = await tryCreate(lister.token, lister.id);
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ message: LISTING_MESSAGES.expired });
    expect(await listingCount(t.db)).toBe(before);
  });

  it('checks the limit before the card, and lets an unlimited pro lister add more', async () => {
    const { token } = await signedInMember(t, { userPlan: 'basic', totalLocation: 0 });
    expect((await get('/api/lister/can-add-listings', token)).json()).toMatchObject({
      message: 'Your package allows 0 locations. Please upgrade your package to add more.',
    });
    const pro = await createLister(t, 'pro');
    await createListing(t, pro);
    await createListing(t, pro);
    expect((await get('/api/lister/can-add-listings', pro.token)).statusCode).toBe(200);
    expect((await get('/api/user/listing-total', pro.token)).json()).toEqual({
      data: 2,
      total_location: null,
    });
  });
});
