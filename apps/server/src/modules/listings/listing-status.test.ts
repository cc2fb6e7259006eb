import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@crashpad/shared/rules/listings';
import {
  bearer,
  createLister,
  createListing,
  holdBed,
  type Lister,
  listingRow,
  madeBeforeAll,
  roomsOf,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();
const lister = madeBeforeAll(() => createLister(t, 'pro'));

const setStatus = (id: number, status: unknown, who: Lister | null = lister) =>
  t.app.inject({
    method: 'POST',
    url: `/api/crashpads/status/${id}`,
    headers: who ? bearer(who.token) : {},
    payload: { status },
  });
const statusOf = async (id: number) => (await listingRow(t.db, id))!.status;

describe('POST /api/crashpads/status/{id}', () => {
  it('deactivates, reactivates and removes a listing, with the toast texts', async () => {
    const id = await createListing(t, lister);
    let res = await setStatus(id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your crashpad has been deactivated. Simply reactivate it when you have an opening.',
    });
    expect(await statusOf(id)).toBe(1);
    res = await setStatus(id, 2);
    expect(res.json()).toEqual({ message: 'Your crashpad has been reactivated.' });
    expect(await statusOf(id)).toBe(2);
    res = await setStatus(id, 0);
    expect(res.json()).toEqual({ message: 'Your crashpad has been removed.' });
    expect(await statusOf(id)).toBe(0);
  });

  it('never brings a removed listing back', async () => {
    const id = await createListing(t, lister);
    await setStatus(id, 0);
    for (const status of [2, 1, 0]) {
      const res = await setStatus(id, status);
      expect(res.statusCode).toBe(404);
    }
    expect(await statusOf(id)).toBe(0);
  });

  it('refuses to deactivate or remove a listing whose beds tenants hold, with 422 and the message', async () => {
    const id = await createListing(t, lister);
    const [busy, pending] = (await roomsOf(t.db, id))[0]!.beds;
    await holdBed(t.db, pending!.id, 'PENDING');
    for (const status of [1, 0]) {
      const res = await setStatus(id, status);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: LISTING_MESSAGES.pendingTenants });
    }
    await holdBed(t.db, busy!.id, 'BUSY');
    expect((await setStatus(id, 0)).statusCode).toBe(422);
    expect(await statusOf(id)).toBe(2);
    expect((await setStatus(id, 2)).statusCode).toBe(200);
  });

  it('lets an inactive listing with tenants stay inactive, but not be removed', async () => {
    const id = await createListing(t, lister);
    await setStatus(id, 1);
    await holdBed(t.db, (await roomsOf(t.db, id))[0]!.beds[0]!.id, 'BUSY');
    expect((await setStatus(id, 1)).statusCode).toBe(200);
    expect((await setStatus(id, 0)).statusCode).toBe(422);
    expect(await statusOf(id)).toBe(1);
  });

  it('answers 404 to another lister, 401 to a guest and 400 to an unknown status; nothing changes', async () => {
    const id = await createListing(t, lister);
    const stranger = await createLister(t, 'pro');
    const res = await setStatus(id, 0, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Unknown Listing' });
    expect((await setStatus(id, 0, null)).statusCode).toBe(401);
    const bad = await setStatus(id, 3);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Status must be 2, 1 or 0' });
    expect(await statusOf(id)).toBe(2);
  });
});
