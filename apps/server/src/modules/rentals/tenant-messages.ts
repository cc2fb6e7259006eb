// Bulk messages from a lister to their tenants (spec 2 §2.2 bulk message modal, §3 "Bulk message tenant",
// §5 "Bulk message", §7 POST /lister/send-message-to-tenant; docs/decisions/022-bulk-tenant-messages.md).
// Only accepted tenants of the lister's own crashpads are reachable. Each recipient gets a `tenant_messages`
// row (the thread it will join once messaging exists) and an e-mail that answers to the lister.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BulkTenantsAnswer, SendTenantMessageInput } from '@crashpad/shared/api/rentals';
import {
  BULK_MESSAGE_LIMITS,
  BULK_MESSAGE_MESSAGES as M,
  tenantShortName,
} from '@crashpad/shared/rules/rentals';
import { composeEmail } from '../../adapters/mail/compose';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listings, rentals, tenantMessages, users } from '../../db/schema';
import { NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import type { Tx } from './bed-holds';
import { assertLister } from './invitations';

/** E-mails sent at once: enough to keep a large send short over SMTP, few enough to be kind to the server. */
const MAIL_CONCURRENCY = 5;

/** The lister's accepted tenants; `ids` narrows them to those rentals. */
function currentTenants(db: Db | Tx, listerId: number, ids?: number[]) {
  return db
    .select({
      id: rentals.id,
      userId: rentals.userId,
      firstName: rentals.firstName,
      lastName: rentals.lastName,
      // The member's own address when the rental has an account (they may have changed it since the invitation).
      email: sql<string>`coalesce(${users.email}, ${rentals.email})`,
      autoPay: rentals.autoPay,
      listingId: rentals.listingId,
      location: listings.title,
    })
    .from(rentals)
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .leftJoin(users, eq(users.id, rentals.userId))
    .where(
      and(
        eq(rentals.listerId, listerId),
        eq(listings.userId, listerId),
        eq(rentals.status, 'accepted'),
        ids ? inArray(rentals.id, ids) : undefined,
      ),
    );
}

/** GET /lister/bulk-tenants: who the bulk message modal offers, by crashpad then name. */
export async function bulkTenants(db: Db, lister: UserRow): Promise<BulkTenantsAnswer> {
  assertLister(lister);
  const rows = await currentTenants(db, lister.id)
    .orderBy(asc(listings.title), asc(rentals.lastName), asc(rentals.firstName), asc(rentals.id))
    .limit(BULK_MESSAGE_LIMITS.tenantsMax);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: tenantShortName(r.firstName, r.lastName),
      email: r.email,
      auto_pay: r.autoPay,
      listing_id: r.listingId,
      location: r.location,
    })),
  };
}

type Recipient = Awaited<ReturnType<typeof currentTenants>>[number];

/** POST /lister/send-message-to-tenant */
export async function sendTenantMessage(
  ctx: AppContext,
  lister: UserRow,
  input: SendTenantMessageInput,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  assertLister(lister);
  const recipients = await ctx.db.transaction(async (tx) => {
    const found = await currentTenants(tx, lister.id, input.tenants);
    // One id that is not a current tenant of this lister's refuses the whole message: nothing is written or sent.
    if (found.length !== input.tenants.length) throw new NotFound(M.notYourTenant, 'TENANT_NOT_FOUND');
    await tx.insert(tenantMessages).values(
      found.map((r) => ({
        listerId: lister.id,
        listingId: r.listingId,
        rentalId: r.id,
        recipientUserId: r.userId,
        recipientEmail: r.email,
        body: input.message_body,
      })),
    );
    return found;
  });

  let failed = 0;
  for (let i = 0; i < recipients.length; i += MAIL_CONCURRENCY) {
    const batch = recipients.slice(i, i + MAIL_CONCURRENCY);
    const results = await Promise.allSettled(
      batch.map((r) => mailTenant(ctx, lister, r, input.message_body)),
    );
    results.forEach((result, j) => {
      if (result.status === 'fulfilled') return;
      failed += 1;
      // The message is recorded; it reaches the tenant's inbox when messaging exists.
      log.error({ err: result.reason, rentalId: batch[j]!.id }, 'a bulk message e-mail could not be sent');
    });
  }
  return { message: M.sent(recipients.length, failed) };
}

function mailTenant(ctx: AppContext, lister: UserRow, to: Recipient, body: string): Promise<void> {
  const from = lister.firstName.trim() || lister.displayName;
  const { text, html } = composeEmail({
    siteName: ctx.wording.siteName,
    publicUrl: ctx.config.publicUrl,
    heading: `${from} wrote to the tenants of ${to.location}`,
    paragraphs: [body, `Reply to this e-mail to answer ${from}.`],
    action: { label: 'View the crashpad', url: `${ctx.config.publicUrl}/listing/${to.listingId}` },
  });
  return ctx.mailer.send({
    to: to.email,
    replyTo: lister.email,
    subject: `Message from ${from} about ${to.location}`,
    text,
    html,
  });
}
