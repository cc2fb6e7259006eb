// The lister's payout account (Connect Express) as the product records it. One function decides when onboarding is
// complete, whoever reports the account's state: Stripe's account.updated webhook, the sandbox's onboarding page,
// or GET /api/stripe/account reading it afresh (docs/decisions/024-payout-accounts.md).
import { eq, sql } from 'drizzle-orm';
import type { ConnectedAccount } from '../../adapters/payments/provider';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export const onboardingComplete = (
  account: Pick<ConnectedAccount, 'details_submitted' | 'payouts_enabled'>,
) => account.details_submitted && account.payouts_enabled;

/**
 * Records whether the account can receive rent: complete when details are submitted and payouts enabled (the first
 * moment is kept), incomplete again when the provider asks for more. Touches only the member holding the account.
 */
export async function recordPayoutAccount(
  db: Pick<Db, 'update'>,
  account: Pick<ConnectedAccount, 'id' | 'details_submitted' | 'payouts_enabled'>,
): Promise<void> {
  if (!account.id) return;
  await db
    .update(users)
    .set({
      payoutOnboardedAt: onboardingComplete(account)
        ? sql`coalesce(${users.payoutOnboardedAt}, now())`
        : null,
    })
    .where(eq(users.accStripe, account.id));
}
