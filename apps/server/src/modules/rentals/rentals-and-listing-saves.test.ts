// A tenant's answer and the lister's save of the same listing, sent at the same moment, both succeed: every write
// to a listing's rooms, beds or rentals takes the listing's row first (docs/decisions/037-search-read-model.md
// "Lock order"). Before, the accept held the bed and waited for the listing while the save held the listing and
// waited for the bed, and PostgreSQL undid one of them (a 503 for the member).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedTenant,
  bearer,
  bedStatus,
  createListing,
  invite,
  inviteForm,
  inviteMember,
  type Lister,
  listerWithCrashpad,
  listingForm,
  listingRow,
  rentalRow,
  roomsOf,
  saveCard,
  saveListing,
  storedRooms,
  testApp,
  type TestApp,
} from '../../../test/factory';

let t: TestApp;
let lister: Lister;
beforeAll(async () => {
  t = await testApp();
  ({ lister } = await listerWithCrashpad(t));
});
afterAll(() => t.close());

/** A new listing of the lister and the first bed of its first room. */
async function freshBed() {
  const listingId = await createListing(t, lister);
  return { listingId, bed: (await roomsOf(t.db, listingId))[0]!.beds[0]!.id! };
}

/** A member invited into a fresh bed, and the wizard's save of that listing as stored with a new title, ready to send. */
async function invitationAndSave(title: string) {
  const { listingId, bed } = await freshBed();
  const invited = await inviteMember(t, lister, listingId, bed);
  // accepting needs a saved card (docs/decisions/054-accepting-needs-a-card.md)
  await saveCard(t.app, invited.memberToken);
  const form = await listingForm(t.db, lister.images, {
    title,
    rooms: await storedRooms(t, lister, listingId),
  });
  const answer = (verb: 'accept' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url: `/api/rental/${invited.id}/${verb}`,
      headers: bearer(invited.memberToken),
    });
  return { listingId, bed, id: invited.id, answer, save: () => saveListing(t, lister, listingId, form) };
}

describe('a rental change and the listing’s save at the same moment', () => {
  it('accepts the invitation and saves the listing, each answering 200', async () => {
    for (let n = 1; n <= 6; n++) {
      const { listingId, bed, id, answer, save } = await invitationAndSave(`Love Field Crew House ${n}`);
      const [accepted, saved] = await Promise.all([answer('accept'), save()]);
      expect([accepted.statusCode, saved.statusCode], `round ${n}`).toEqual([200, 200]);
      expect((await rentalRow(t.db, id))?.status).toBe('accepted');
      expect(await bedStatus(t.db, bed)).toBe('BUSY');
      expect(await listingRow(t.db, listingId)).toMatchObject({
        title: `Love Field Crew House ${n}`,
        numOccupiedBeds: 1,
      });
    }
  });

  it('declines the invitation and saves the listing, each answering 200', async () => {
    for (let n = 1; n <= 6; n++) {
      const { bed, answer, save } = await invitationAndSave(`Bachman Lake Crew House ${n}`);
      const [declined, saved] = await Promise.all([answer('decline'), save()]);
      expect([declined.statusCode, saved.statusCode], `round ${n}`).toEqual([200, 200]);
      expect(await bedStatus(t.db, bed)).toBe('ACTIVE');
    }
  });

  // The invitation holds the listing and waits for the ending rental's row (the bed's no-overlap rule); the
  // tenant leaving held that row and waited for the listing. Now the leave takes the listing first.
  it('lets a tenant leave while the lister invites someone into the same bed: never a 503', async () => {
    for (let n = 1; n <= 6; n++) {
      const { listingId, bed } = await freshBed();
      const tenant = await acceptedTenant(t, lister, listingId, bed);
      const [left, invited] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/rental/${tenant.id}/leave`,
          headers: bearer(tenant.memberToken),
        }),
        invite(t, lister, inviteForm(listingId, bed)),
      ]);
      expect(left.statusCode, `round ${n}: ${left.body}`).toBe(200);
      // the bed was still taken if the invitation came first
      expect([200, 409], `round ${n}: ${invited.body}`).toContain(invited.statusCode);
    }
  });
});
