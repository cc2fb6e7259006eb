// Invitations for the rentals tests: a form the invite modal would send, and the calls around it.
import { eq } from 'drizzle-orm';
import type { InviteRequest } from '@crashpad/shared/api/rentals';
import { listingBeds, rentals } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { bearer, createMember, login, uniqueEmail } from './accounts';
import { createLister, createListing, roomsOf, type Lister } from './listings';
import { saveCard } from './payments';
import type { TestApp } from './test-app';

/** A date `days` from today (UTC), YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function inviteForm(
  listingId: number,
  bedId: number,
  overrides: Partial<InviteRequest> = {},
): InviteRequest {
  return {
    email: uniqueEmail('invitee'),
    first_name: 'Casey',
    last_name: 'Nguyen',
    phone_number: '214-555-0199',
    airline: 'Southwest Airlines',
    job_position: 'Flight Attendant',
    listing_id: listingId,
    bed_id: bedId,
    rental_amount: 425,
    deposit: 150,
    start_date: inDays(3),
    start_time: '12:00',
    checkout_date: '',
    checkout_time: '',
    payment_date: 1,
    ...overrides,
  };
}

/** A pro lister with one active crashpad (two rooms, three beds); answers the lister, listing and bed ids. */
export async function listerWithCrashpad(t: TestApp, plan: Parameters<typeof createLister>[1] = 'pro') {
  const lister = await createLister(t, plan);
  const listingId = await createListing(t, lister);
  const beds = (await roomsOf(t.db, listingId)).flatMap((r) => r.beds.map((b) => b.id!));
  return { lister, listingId, beds };
}

export function invite(t: TestApp, lister: Lister, form: InviteRequest) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rental/invite',
    headers: bearer(lister.token),
    payload: form,
  });
}

export async function rentalRow(db: Db, id: number) {
  const [row] = await db.select().from(rentals).where(eq(rentals.id, id));
  return row;
}

export async function bedStatus(db: Db, id: number) {
  const [row] = await db
    .select({ status: listingBeds.status })
    .from(listingBeds)
    .where(eq(listingBeds.id, id));
  return row?.status;
}

/** A member signed in, invited by `lister` into `bedId`: the member, their session and the rental's id. */
export async function inviteMember(
  t: TestApp,
  lister: Lister,
  listingId: number,
  bedId: number,
  overrides: Partial<InviteRequest> = {},
) {
  const member = await createMember(t.db);
  const memberToken = await login(t.app, member.email, member.password);
  const res = await invite(t, lister, inviteForm(listingId, bedId, { email: member.email, ...overrides }));
  if (res.statusCode !== 200) throw new Error(`invite answered ${res.statusCode}: ${res.body}`);
  return { member, memberToken, id: res.json<{ id: number }>().id };
}

/**
 * A member invited by `lister` into `bedId` who accepted: a current tenant, as `inviteMember` answers. Accepting
 * needs a saved card (docs/decisions/054-accepting-needs-a-card.md): the tenant saves the sandbox's good card,
 * accepts, and removes the card again, so the suites start from a tenant with no card on file, as before; those
 * that pay save one.
 */
export async function acceptedTenant(
  t: TestApp,
  lister: Lister,
  listingId: number,
  bedId: number,
  overrides: Partial<InviteRequest> = {},
) {
  const tenant = await inviteMember(t, lister, listingId, bedId, overrides);
  await saveCard(t.app, tenant.memberToken);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/rental/${tenant.id}/accept`,
    headers: bearer(tenant.memberToken),
  });
  if (res.statusCode !== 200) throw new Error(`accept answered ${res.statusCode}: ${res.body}`);
  const removed = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/remove-payment-method',
    headers: bearer(tenant.memberToken),
  });
  if (removed.statusCode !== 200)
    throw new Error(`card removal answered ${removed.statusCode}: ${removed.body}`);
  return tenant;
}

/** A lister with a crashpad and two current tenants, Robin Okafor and sam Lee. */
export async function listerWithTenants(t: TestApp) {
  const { lister, listingId, beds } = await listerWithCrashpad(t);
  const first = await acceptedTenant(t, lister, listingId, beds[0]!, {
    first_name: 'Robin',
    last_name: 'Okafor',
  });
  const second = await acceptedTenant(t, lister, listingId, beds[1]!, {
    first_name: 'sam',
    last_name: 'Lee',
  });
  return { lister, listingId, beds, first, second };
}
