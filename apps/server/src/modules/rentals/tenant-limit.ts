// A lister's tenant limit (docs/decisions/021-tenants-and-rentals.md "Tenant limit"): the plan says how many
// pending and accepted tenants all the lister's crashpads may have; inviting one more past it is refused.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PLANS, type UserPlan } from '@crashpad/shared/plans';
import { LIVE_RENTAL_STATUSES, RENTAL_MESSAGES as M } from '@crashpad/shared/rules/rentals';
import { rentals } from '../../db/schema';
import { Forbidden } from '../../errors';
import type { UserRow } from '../accounts';
import type { Tx } from './bed-holds';

/**
 * The plan's tenant limit counts the pending and accepted tenants of all the lister's crashpads
 * (docs/decisions/021-tenants-and-rentals.md "Tenant limit").
 */
export async function assertUnderTenantLimit(tx: Tx, lister: UserRow): Promise<void> {
  const plan = PLANS[lister.userPlan as UserPlan] as (typeof PLANS)[UserPlan] | undefined;
  const limit = plan ? plan.tenants : 0;
  if (limit === null) return; // unlimited (pro)
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(rentals)
    .where(and(eq(rentals.listerId, lister.id), inArray(rentals.status, [...LIVE_RENTAL_STATUSES])));
  if ((row?.n ?? 0) >= limit) throw new Forbidden(M.tenantLimit(limit), 'TENANT_LIMIT');
}
