// Who gets a crashpad's exact point on its public page (docs/decisions/011-listings.md "The exact address is for the
// lister"): its lister and the members who hold an accepted rental there; everyone else, an invitee who has not
// accepted included, gets the public point drawn within 300 m of it.
import { describe, expect, it } from 'vitest';
import {
  acceptedTenant,
  bearer,
  inviteMember,
  listerWithCrashpad,
  signedInSeeker,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();

type Point = { latitude: number; longitude: number; location_exact: boolean };

async function pointFor(listingId: number, token?: string): Promise<Point> {
  const res = await t.app.inject({
    url: `/api/listing/${listingId}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const { latitude, longitude, location_exact } = res.json<Point>();
  return { latitude, longitude, location_exact };
}

describe('the exact point of a crashpad', () => {
  it('is shown to its lister and to a tenant who accepted a bed there, and to no one else', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const invitee = await inviteMember(t, lister, listingId, beds[1]!);
    const seeker = await signedInSeeker(t);

    const exact = await pointFor(listingId, lister.token);
    expect(exact.location_exact).toBe(true);
    expect(await pointFor(listingId, tenant.memberToken)).toEqual(exact);

    const shown = await pointFor(listingId);
    expect(shown.location_exact).toBe(false);
    expect(shown).not.toEqual({ ...exact, location_exact: false });
    expect(await pointFor(listingId, seeker.token)).toEqual(shown);
    expect(await pointFor(listingId, invitee.memberToken)).toEqual(shown);
  });

  it('is not shown to a tenant of another of the lister’s crashpads', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const other = await listerWithCrashpad(t);
    expect((await pointFor(other.listingId, tenant.memberToken)).location_exact).toBe(false);
  });
});
