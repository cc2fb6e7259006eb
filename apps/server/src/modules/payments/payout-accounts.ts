// The lister's payout account (Connect Express) as the product records it. One function decides when onboarding is
// complete, whoever reports the account's state: Stripe's account.updated webhook, the sandbox's onboarding page,
// or GET /api/stripe/account reading it afresh (docs/decisions/024-payout-accounts.md).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ConnectedAccount } from '../../adapters/payments/provider';
import type { Db } from '../../db/client';
import { rentalHistory, rentals, users } from '../../db/schema';

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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const AUTOPAY_WORDS = ['off', 'on', 'requested', 'disable requested'];

/**
 * The lister turned their AutoPay off: it stops on all their rentals and invitations at once, so no more rent is
 * charged by card (docs/product/specification/3-money-and-messaging.md §2.3; docs/decisions/026-autopay-on-rentals.md). Each one keeps a history row.
 */
export async function stopListerAutopay(tx: Tx, listerId: number): Promise<number> {
  const held = await tx
    .select({ id: rentals.id, autoPay: rentals.autoPay })
    .from(rentals)
    .where(
      and(
        eq(rentals.listerId, listerId),
        ne(rentals.autoPay, 0),
        inArray(rentals.status, ['pending', 'accepted']),
      ),
    )
    .for('update');
  await turnAutopayOff(tx, held, listerId, 'the CP owner turned AutoPay off');
  return held.length;
}

/**
 * Turns AutoPay off on rentals the caller has locked, each with a history row saying who and why: the lister's
 * switch (above) and a tenant removing their card (card-removal.ts).
 */
export async function turnAutopayOff(
  tx: Tx,
  held: { id: number; autoPay: number }[],
  actorId: number,
  why: string,
): Promise<void> {
  if (held.length === 0) return;
  await tx
    .update(rentals)
    .set({ autoPay: 0, autopayStartedAt: null, updatedAt: new Date() })
    .where(
      inArray(
        rentals.id,
        held.map((r) => r.id),
      ),
    );
  await tx.insert(rentalHistory).values(
    held.map((r) => ({
      rentalId: r.id,
      actorId,
      action: 'autopay_stopped',
      changes: [`AutoPay: ${AUTOPAY_WORDS[r.autoPay]} → off (${why})`],
    })),
  );
}
