// POST /user/exists (docs/product/specification/2-listings-and-tenants.md §5 "Picking an existing user by e-mail prefills the form"): a lister who types a
// member's e-mail learns that they have an account, their display name and airline, never their first or last
// name (docs/product/accounts.md#names), and their phone only as the member chose to show it (docs/product/specification/3-money-and-messaging.md §2.5).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserExistsAnswer } from '@crashpad/shared/api/rentals';
import {
  acceptedTenant,
  bearer,
  createMember,
  listerWithCrashpad,
  login,
  suiteApp,
} from '../../../test/factory';
import { users } from '../../db/schema';

const t = suiteApp();

const lookUp = (token: string, email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/exists', headers: bearer(token), payload: { email } });

async function member(values: Parameters<typeof createMember>[1] = {}) {
  return createMember(t.db, {
    firstName: 'Wilhelmina',
    lastName: 'Walkerton',
    displayName: 'WandaW',
    phoneNumber: '214-555-0199',
    airlines: 'Southwest Airlines',
    ...values,
  });
}

describe('a lister looks up a member by e-mail', () => {
  it('answers the display name and airline, never the first or last name, and the phone only if shown to members', async () => {
    const { lister } = await listerWithCrashpad(t);
    const hidden = await member();
    const res = await lookUp(lister.token, hidden.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json<UserExistsAnswer>()).toEqual({
      exists: true,
      data: {
        id: hidden.id,
        email: hidden.email,
        display_name: 'WandaW',
        phone_number: '',
        airline: 'Southwest Airlines',
      },
    });
    for (const secret of ['Wilhelmina', 'Walkerton', '555-0199']) expect(res.body).not.toContain(secret);

    const shown = await member({ approvalPublicPhoneUser: 1 });
    expect((await lookUp(lister.token, shown.email)).json<UserExistsAnswer>().data).toMatchObject({
      phone_number: '214-555-0199',
    });
    expect((await lookUp(lister.token, 'nobody@example.com')).json()).toEqual({ exists: false, data: null });
  });

  it('shows the phone a member keeps for their listers to a lister who invited them', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    await t.db
      .update(users)
      .set({ phoneNumber: '214-555-0123', approvalPublicPhoneTenant: 2 })
      .where(eq(users.id, tenant.member.id));
    const other = await listerWithCrashpad(t);
    expect((await lookUp(lister.token, tenant.member.email)).json<UserExistsAnswer>().data).toMatchObject({
      phone_number: '214-555-0123',
    });
    expect(
      (await lookUp(other.lister.token, tenant.member.email)).json<UserExistsAnswer>().data,
    ).toMatchObject({
      phone_number: '',
    });
  });

  it('refuses a member who is not a lister and a bad e-mail, with a 4xx', async () => {
    const seeker = await member();
    const token = await login(t.app, seeker.email, seeker.password);
    expect((await lookUp(token, seeker.email)).statusCode).toBe(403);
    const { lister } = await listerWithCrashpad(t);
    const bad = await lookUp(lister.token, 'not-an-email');
    expect(bad.statusCode).toBe(400);
  });
});
