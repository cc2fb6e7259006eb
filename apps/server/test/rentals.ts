// Invitations for the rentals tests: a form the invite modal would send, and the calls around it (the invited
// and accepted tenants themselves are made in factory.ts).
import { eq } from 'drizzle-orm';
import type { InviteRequest } from '@crashpad/shared/api/rentals';
import { listingBeds, rentals } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { bearer, uniqueEmail } from './accounts';
import type { Lister } from './listings';
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
