// Whose phone a thread shows (docs/product/messaging.md#contact-details-in-a-thread): the other member's, when they
// show it to every member, or when they show it only within their rentals and the two share one — either way round.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  acceptedTenant,
  bearer,
  listerWithCrashpad,
  signedInSeeker,
  suiteApp,
  thread,
} from '../../../test/factory';

const t = suiteApp();

const LISTER_PHONE = '214-555-0101';
const TENANT_PHONE = '312-555-0199';

async function showPhone(id: number, phoneNumber: string, choice: { all: 0 | 1; tenants: 0 | 2 }) {
  await t.db
    .update(users)
    .set({ phoneNumber, approvalPublicPhoneUser: choice.all, approvalPublicPhoneTenant: choice.tenants })
    .where(eq(users.id, id));
}

async function phoneIn(threadId: number, token: string): Promise<string | null> {
  const res = await t.app.inject({ method: 'GET', url: `/api/messages/${threadId}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ to_user_phone_number: string | null }>().to_user_phone_number;
}

describe('the phone in a thread', () => {
  it('shows a lister’s phone kept for their tenants to their tenant, and to no other member', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const stranger = await signedInSeeker(t);
    await showPhone(lister.id, LISTER_PHONE, { all: 0, tenants: 2 });

    const ours = await thread(t, { token: tenant.memberToken }, lister.id, listingId, 'Is the wifi back?');
    expect(await phoneIn(ours, tenant.memberToken)).toBe(LISTER_PHONE);
    const theirs = await thread(t, stranger, lister.id, listingId, 'Any bed in March?');
    expect(await phoneIn(theirs, stranger.token)).toBeNull();
  });

  it('shows a tenant’s phone kept for their rentals to the lister who invited them', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    await showPhone(tenant.member.id, TENANT_PHONE, { all: 0, tenants: 2 });
    const id = await thread(
      t,
      { token: tenant.memberToken },
      lister.id,
      listingId,
      'Leaving early on Friday.',
    );
    expect(await phoneIn(id, lister.token)).toBe(TENANT_PHONE);
  });

  it('shows a phone shown to every member to anyone, and a hidden one to no one', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const stranger = await signedInSeeker(t);
    await showPhone(lister.id, LISTER_PHONE, { all: 1, tenants: 0 });
    const theirs = await thread(t, stranger, lister.id, listingId, 'Do you take reserve pilots?');
    expect(await phoneIn(theirs, stranger.token)).toBe(LISTER_PHONE);

    await showPhone(lister.id, LISTER_PHONE, { all: 0, tenants: 0 });
    const ours = await thread(t, { token: tenant.memberToken }, lister.id, listingId, 'The door code?');
    expect(await phoneIn(ours, tenant.memberToken)).toBeNull();
  });
});
