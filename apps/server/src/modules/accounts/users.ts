import { eq, sql } from 'drizzle-orm';
import { REGISTRATION_MESSAGES } from '@crashpad/shared/rules/registration';
import type { Db } from '../../db/client';
import { countries, users } from '../../db/schema';
import { Invalid } from '../../errors';
import type { UserRow } from './user-view';

export async function userByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return user ?? null;
}

export { isUniqueViolation } from '../../db/errors';

/**
 * A member's country is one of the seeded list that the forms offer (GET /api/countries); the shared checks
 * only know its shape (docs/decisions/013-input-hygiene-and-logs.md).
 */
export async function assertKnownCountry(db: Db, code: string): Promise<void> {
  const [known] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  const message = REGISTRATION_MESSAGES.country;
  if (!known) throw new Invalid(message, { country_code: [message] });
}
