// POST /user/exists (spec 2 §5 "Picking an existing user by e-mail prefills the form"): a lister looks up the
// member an e-mail belongs to. Listers only, and only what the invite form needs; closed accounts are not found.
import { and, eq, sql } from 'drizzle-orm';
import type { UserExistsAnswer } from '@crashpad/shared/api/rentals';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../accounts';
import { assertLister } from './invitations';

export async function invitedMember(db: Db, lister: UserRow, email: string): Promise<UserExistsAnswer> {
  assertLister(lister);
  const [member] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.status, 'ACTIVE')));
  if (!member || member.id === lister.id) return { exists: false, data: null };
  return {
    exists: true,
    data: {
      id: member.id,
      email: member.email,
      first_name: member.firstName,
      last_name: member.lastName,
      phone_number: member.phoneNumber ?? '',
      airline: member.airlines ?? '',
    },
  };
}
