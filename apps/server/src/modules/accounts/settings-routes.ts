// Account settings reads and the small member calls of docs/product/specification/1-accounts-and-shell.md §7.
import { desc, eq } from 'drizzle-orm';
import {
  type AccountServiceRow,
  accountServicesAnswer,
  switchLanguageRequest,
} from '@crashpad/shared/api/account-settings';
import { messageAnswer, userView } from '@crashpad/shared/api/accounts';
import { messageNoticesRequest } from '@crashpad/shared/api/message-notices';
import type { App, AppContext } from '../../context';
import { accountServices, users } from '../../db/schema';
import { signedIn } from '../../http/auth';
import { SUPPORTED_LANGUAGES } from '../../http/locale';
import { toUserView } from './user-view';

const tags = ['accounts'];

type ServiceRow = typeof accountServices.$inferSelect;

/**
 * How My services shows a paid term (docs/decisions/016-plan-changes-and-proration.md): only the term that runs
 * now and has no successor renews; a term a change of package replaced, or one a later term of the same kind
 * continues, says so, so a member never sees two packages renewing.
 */
function serviceStatus(row: ServiceRow, all: ServiceRow[], now: Date): AccountServiceRow['status'] {
  if (row.replacedAt) return 'replaced';
  const continued = all.some(
    (o) =>
      o.id !== row.id &&
      !o.replacedAt &&
      o.txnCode === row.txnCode &&
      row.expireAt !== null &&
      o.startsAt !== null &&
      o.startsAt >= row.expireAt,
  );
  if (continued) return 'renewed';
  return row.expireAt && row.expireAt <= now ? 'ended' : 'active';
}

export async function settingsRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get(
    '/account-service',
    { schema: { tags, response: { 200: accountServicesAnswer } }, preHandler: ctx.auth.user },
    async (request) => {
      const rows = await db
        .select()
        .from(accountServices)
        .where(eq(accountServices.userId, signedIn(request).user.id))
        .orderBy(desc(accountServices.createdAt), desc(accountServices.id));
      const now = new Date();
      return {
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          amount: r.amountCents,
          credit: r.creditCents,
          currency: r.currency,
          payment_type: r.paymentType,
          starts_at: r.startsAt?.toISOString() ?? null,
          expire_at: r.expireAt?.toISOString() ?? null,
          created_at: r.createdAt.toISOString(),
          repeat: r.repeat,
          txn_code: r.txnCode,
          status: serviceStatus(r, rows, now),
          replaced_at: r.replacedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.put(
    '/user/switch-language',
    {
      schema: { tags, body: switchLanguageRequest, response: { 200: messageAnswer } },
      preHandler: ctx.auth.user,
    },
    async (request) => {
      // Only English exists: any other choice is kept as English (docs/product/specification/1-accounts-and-shell.md §1).
      const locale = (SUPPORTED_LANGUAGES as readonly string[]).includes(request.body.locale)
        ? request.body.locale
        : 'en';
      await db
        .update(users)
        .set({ language: locale, updatedAt: new Date() })
        .where(eq(users.id, signedIn(request).user.id));
      return { message: `Language set to ${locale}.` };
    },
  );

  // "E-mail me when I get a new message" (issue 16; docs/decisions/031-message-notices-and-bulk-threads.md).
  app.put(
    '/user/message-notices',
    {
      schema: { tags, body: messageNoticesRequest, response: { 200: userView } },
      preHandler: ctx.auth.user,
    },
    async (request) => {
      const auth = signedIn(request);
      const [user] = await db
        .update(users)
        .set({ messageNotices: request.body.message_notices, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id))
        .returning();
      return toUserView(user!, auth.adminId !== null);
    },
  );
}
