import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema';
import { bearer, inviteMember, listerWithTenants, signedInMember, suiteApp } from '../../../test/factory';

const t = suiteApp();

describe('the tenants the bulk message modal offers', () => {
  it('lists the lister’s current tenants with short name, e-mail, AutoPay and crashpad; nobody else’s', async () => {
    const { lister, listingId, beds, first, second } = await listerWithTenants(t);
    await t.db.update(rentals).set({ autoPay: 1 }).where(eq(rentals.id, second.id));
    await inviteMember(t, lister, listingId, beds[2]!);
    const other = await listerWithTenants(t);

    const res = await t.app.inject({ url: '/api/lister/bulk-tenants', headers: bearer(lister.token) });
    expect(res.statusCode).toBe(200);
    const tenant = (x: typeof first, name: string, autoPay: number) => ({
      id: x.id,
      name,
      email: x.member.email,
      auto_pay: autoPay,
      listing_id: listingId,
      location: 'Love Field Crew House',
    });
    // By crashpad, then by last name.
    expect(res.json()).toEqual({ data: [tenant(second, 'S. Lee', 1), tenant(first, 'R. Okafor', 0)] });
    expect(res.json<{ data: { id: number }[] }>().data.map((r) => r.id)).not.toContain(other.first.id);
  });

  it('is for listers only', async () => {
    const { token } = await signedInMember(t);
    expect((await t.app.inject({ url: '/api/lister/bulk-tenants', headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/lister/bulk-tenants' })).statusCode).toBe(401);
  });
});
