// Removing the card AutoPay charges (docs/decisions/049-removing-the-autopay-card.md). A tenant who removes their
// only card stops AutoPay on their rentals in the same transaction, and each lister is told once: without it the
// daily job would refuse the next rent for want of a card and e-mail both sides on every retry day. The page asks
// first, naming the crashpads (`autopayOnCard`). Like stopListerAutopay, this writes the rentals table directly:
// the rentals module uses payments, so it cannot be imported back (docs/architecture.md, "No import cycles").
import { theirWords } from '@crashpad/shared/site/variant-words';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sendEmail, type MailContext } from '../../adapters/mail/send-email';
import type { Db } from '../../db/client';
import { listings, rentals, users } from '../../db/schema';
import { turnAutopayOff } from './payout-accounts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The auto_pay values under which the daily job charges the card: on, and on while disabling is asked for. */
const CHARGING = [1, 3];

const charging = (tenantId: number) =>
  and(eq(rentals.userId, tenantId), eq(rentals.status, 'accepted'), inArray(rentals.autoPay, CHARGING));

/** The tenant's rentals whose rent AutoPay charges to their card: what removing it would stop. */
export async function autopayOnCard(
  db: Pick<Db, 'select'>,
  tenantId: number,
): Promise<{ rental_id: number; listing_title: string }[]> {
  return db
    .select({ rental_id: rentals.id, listing_title: listings.title })
    .from(rentals)
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .where(charging(tenantId))
    .orderBy(rentals.id);
}

export type StoppedAutopay = {
  rentalId: number;
  listingTitle: string;
  tenantName: string;
  lister: { email: string; firstName: string };
};

/** Stops AutoPay on every rental the tenant's card paid by AutoPay, each with a history row; answers them. */
export async function stopTenantAutopay(tx: Tx, tenantId: number): Promise<StoppedAutopay[]> {
  const held = await tx
    .select({
      id: rentals.id,
      autoPay: rentals.autoPay,
      listingTitle: listings.title,
      tenantName: sql<string>`trim(${rentals.firstName} || ' ' || ${rentals.lastName})`,
      listerEmail: users.email,
      listerFirstName: users.firstName,
    })
    .from(rentals)
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .innerJoin(users, eq(users.id, rentals.listerId))
    .where(charging(tenantId))
    .for('update', { of: rentals });
  await turnAutopayOff(tx, held, tenantId, 'the tenant removed their card');
  return held.map((r) => ({
    rentalId: r.id,
    listingTitle: r.listingTitle,
    tenantName: r.tenantName,
    lister: { email: r.listerEmail, firstName: r.listerFirstName },
  }));
}

/** Each lister hears once that AutoPay stopped; a mail failure is logged, the removal stands. */
export async function tellListersAutopayStopped(
  ctx: MailContext,
  stopped: StoppedAutopay[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const s of stopped)
    try {
      await sendEmail(
        ctx,
        s.lister.email,
        `AutoPay stopped: ${theirWords(s.tenantName)} removed their card`,
        `Hello ${s.lister.firstName}`,
        [
          `${theirWords(s.tenantName)} removed the card AutoPay charged for ${theirWords(s.listingTitle)}, so AutoPay is now off on that rental.`,
          'Their rent is no longer charged automatically: send them a payment request when it is due, or ask them ' +
            'to turn AutoPay on again with a new card.',
        ],
        { label: 'Open My Crew', path: '/my-crew' },
      );
    } catch (err) {
      log.error({ err, rentalId: s.rentalId }, 'the AutoPay-stopped e-mail could not be sent');
    }
}
