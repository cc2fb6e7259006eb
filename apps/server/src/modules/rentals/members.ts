// POST /user/exists (docs/product/specification/2-listings-and-tenants.md §5 "Picking an existing user by e-mail prefills the form"): a lister looks up the
// member an e-mail belongs to. Listers only, and only what the invite form needs; closed accounts are not found.
// The lister is not yet the member's lister: they get the display name, not the first and last names, which they
// ask the tenant for and type (docs/product/accounts.md#names), and the phone only as the member chose to show it
// (to every member, or to the listers who invited them: the thread's rule, docs/product/specification/3-money-and-messaging.md §2.5).
import { and, eq, sql } from 'drizzle-orm';
import type { UserExistsAnswer } from '@crashpad/shared/api/rentals';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../accounts';
import { assertLister } from './invitations';
import { invitedBy } from './links';

export async function invitedMember(db: Db, lister: UserRow, email: string): Promise<UserExistsAnswer> {
  assertLister(lister);
  const [member] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.status, 'ACTIVE')));
  if (!member || member.id === lister.id) return { exists: false, data: null };
  const phoneShown =
    member.approvalPublicPhoneUser === 1 ||
    (member.approvalPublicPhoneTenant === 2 && (await invitedBy(db, lister.id, [member.id])).has(member.id));
  return {
    exists: true,
    data: {
      id: member.id,
      email: member.email,
      display_name: member.displayName,
      phone_number: phoneShown ? (member.phoneNumber ?? '') : '',
      airline: member.airlines ?? '',
    },
  };
}
