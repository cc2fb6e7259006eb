// A lister's message to their tenants (docs/product/specification/2-listings-and-tenants.md §2.2 bulk message modal, §5 "Bulk message", §7 POST
// /lister/send-message-to-tenant; docs/decisions/022-bulk-tenant-messages.md,
// 031-message-notices-and-bulk-threads.md). Only accepted tenants of the lister's own crashpads are reachable.
// Each recipient gets a `tenant_messages` row; a tenant with an account also gets the message in the thread
// with the lister about that crashpad (created or reused as POST /messages does), and everyone gets an e-mail
// that answers to the lister, which is also that thread's new-message notice.
import type { FastifyBaseLogger } from 'fastify';
import type { SendTenantMessageInput } from '@crashpad/shared/api/rentals';
import { BULK_MESSAGE_MESSAGES as M } from '@crashpad/shared/rules/rentals';
import { composeEmail } from '../../adapters/mail/compose';
import type { AppContext } from '../../context';
import { tenantMessages } from '../../db/schema';
import { NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import { assertLister, currentTenants, type CurrentTenant } from '../rentals';
import { setNotified } from './notices';
import { chatEvent, writeMessage, type Written } from './thread-writes';

/** E-mails sent at once: enough to keep a large send short over SMTP, few enough to be kind to the server. */
const MAIL_CONCURRENCY = 5;

/** `first`: the first rental of this tenant at this crashpad in the send (the one that wrote and mails) */
type Recipient = CurrentTenant & { written: Written | null; first: boolean };

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
    // Threads are locked in one order (tenant, crashpad), so two sends at once cannot wait on each other.
    found.sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0) || a.listingId - b.listingId || a.id - b.id);
    const filed: Recipient[] = [];
    // A tenant with two rentals at one crashpad (two beds, or one stay after another) gets the message once.
    const threads = new Map<string, Written>();
    for (const r of found) {
      // A tenant without an account (or the lister on their own crashpad) has no inbox: the e-mail only.
      const member = r.userId !== null && r.userId !== lister.id ? r.userId : null;
      const key = `${member}:${r.listingId}`;
      const already = member ? threads.get(key) : undefined;
      const written =
        already ??
        (member
          ? await writeMessage(tx, {
              fromId: lister.id,
              toId: member,
              listingId: r.listingId,
              body: input.message_body,
            })
          : null);
      if (written && member && !already) {
        threads.set(key, written);
        // The bulk e-mail is this message's notice: the tenant's hour of notices on the thread starts now.
        await setNotified(tx, written.threadId, member, 'now');
      }
      filed.push({ ...r, written, first: !already });
    }
    await tx.insert(tenantMessages).values(
      filed.map((r) => ({
        listerId: lister.id,
        listingId: r.listingId,
        rentalId: r.id,
        recipientUserId: r.userId,
        recipientEmail: r.email,
        body: input.message_body,
        threadId: r.written?.threadId ?? null,
        ...(r.written ? { createdAt: r.written.createdAt } : {}),
      })),
    );
    return filed;
  });
  // Both members' open pages hear of each filed message (docs/product/specification/3-money-and-messaging.md §4 "Realtime"; docs/decisions/033-real-time.md).
  for (const r of recipients)
    if (r.first && r.written && r.userId !== null)
      ctx.realtime.publishChat(
        chatEvent(r.written, {
          fromId: lister.id,
          toId: r.userId,
          listingId: r.listingId,
          body: input.message_body,
        }),
      );

  let failed = 0;
  // One e-mail per address and crashpad.
  const mailed = new Set<string>();
  const toMail = recipients.filter((r) => {
    const key = `${r.email.toLowerCase()}|${r.listingId}`;
    if (mailed.has(key)) return false;
    mailed.add(key);
    return true;
  });
  for (let i = 0; i < toMail.length; i += MAIL_CONCURRENCY) {
    const batch = toMail.slice(i, i + MAIL_CONCURRENCY);
    const results = await Promise.allSettled(
      batch.map((r) => mailTenant(ctx, lister, r, input.message_body)),
    );
    for (const [j, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      failed += 1;
      const r = batch[j]!;
      // The message is recorded (and in the tenant's inbox when they have an account).
      log.error({ err: result.reason, rentalId: r.id }, 'a bulk message e-mail could not be sent');
      // No notice reached the tenant: the next message in the thread may send one.
      if (r.written && r.userId !== null)
        await setNotified(ctx.db, r.written.threadId, r.userId, null).catch((err: unknown) =>
          log.error({ err, threadId: r.written!.threadId }, 'could not give back a notice slot'),
        );
    }
  }
  return { message: M.sent(recipients.length, failed) };
}

function mailTenant(ctx: AppContext, lister: UserRow, to: Recipient, body: string): Promise<void> {
  // the display name, as the thread the message is filed into shows it (docs/product/accounts.md#names)
  const from = lister.displayName;
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
