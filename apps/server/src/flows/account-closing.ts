// Closing an account and reopening it, a flow across accounts, listings and rentals (docs/architecture.md "Flows";
// docs/product/specification/1-accounts-and-shell.md §2, §4; docs/decisions/008-accounts-and-sessions.md): a
// 6-digit code e-mailed, valid 15 minutes and 5 tries; the account is kept but deactivated, its sessions end, its
// listings are hidden and the beds it held are freed. An admin reopens it, and its listings come back as they were.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { deactivationAnswer, deactivationCodeRequest } from '@crashpad/shared/api/account-settings';
import { messageAnswer } from '@crashpad/shared/api/accounts';
import { idParams } from '@crashpad/shared/api/ids';
import { DEACTIVATION_MESSAGES } from '@crashpad/shared/rules/profile';
import type { App, AppContext } from '../context';
import { adminSwitches, deactivationCodes, users } from '../db/schema';
import { signedIn } from '../http/auth';
import { HttpError, NotFound, Refused } from '../errors';
import { requireFlag } from '../http/flags';
import { tokenHash } from '../lib/tokens';
import {
  revokeAllSessions,
  sendDeactivationCodeEmail,
  sessionAnswer,
  sixDigitCode,
  startSession,
} from '../modules/accounts';
import { hideListingsOfClosedAccount, restoreListingsOfReopenedAccount } from '../modules/listings';
import { listingsRentedBy, releaseRentalsOfClosedAccount } from '../modules/rentals';

const tags = ['accounts'];
export const CODE_MINUTES = 15;
export const CODE_TRIES = 5;

const codeHash = (userId: number, code: string) => tokenHash(`${userId}:${code}`);

export async function accountClosingRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const guards = [requireFlag(ctx.config, 'deactivateAccount'), ctx.auth.user];

  app.get(
    '/user/request-deactivation-account',
    { schema: { tags, response: { 200: messageAnswer } }, preHandler: guards },
    async (request) => {
      const { user } = signedIn(request);
      const code = sixDigitCode();
      const values = {
        codeHash: codeHash(user.id, code),
        attempts: 0,
        expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
      };
      await db
        .insert(deactivationCodes)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: deactivationCodes.userId, set: values });
      await sendDeactivationCodeEmail(ctx, user.email, user.firstName, code);
      return {
        message: `We have e-mailed a 6-digit code to ${user.email}. It works for ${CODE_MINUTES} minutes.`,
      };
    },
  );

  app.delete(
    '/user/verify-deactivation-code',
    {
      schema: {
        tags,
        body: deactivationCodeRequest,
        response: { 200: deactivationAnswer },
      },
      preHandler: guards,
    },
    async (request) => {
      const { user, adminId } = signedIn(request);
      const [row] = await db.select().from(deactivationCodes).where(eq(deactivationCodes.userId, user.id));
      if (!row || row.expiresAt < new Date())
        throw new Refused(DEACTIVATION_MESSAGES.invalid, 'CODE_INVALID');
      if (row.attempts >= CODE_TRIES)
        throw new HttpError(
          429,
          'Too many wrong codes. Please ask for a new code.',
          undefined,
          'CODE_LOCKED',
        );
      if (row.codeHash !== codeHash(user.id, request.body.code.trim())) {
        await db
          .update(deactivationCodes)
          .set({ attempts: row.attempts + 1 })
          .where(eq(deactivationCodes.userId, user.id));
        throw new Refused(DEACTIVATION_MESSAGES.invalid, 'CODE_INVALID');
      }
      // The data stays; the account and its sessions stop, its listings leave every public page, and the
      // renewal job passes it by (it charges active accounts only).
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status: 'DEACTIVATED', deactivatedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await tx.delete(deactivationCodes).where(eq(deactivationCodes.userId, user.id));
        await hideListingsOfClosedAccount(tx, user.id, await listingsRentedBy(tx, user));
        await releaseRentalsOfClosedAccount(tx, user);
      });
      await revokeAllSessions(db, user.id);
      await ctx.caches.clearAll(); // the lister's cached listing pages must not outlive the account
      const closed = { status: 'deactivated' as const, message: 'Your account is closed.' };
      if (adminId === null) return closed;
      // An admin switched into the member closed it: the member's sessions are over, the admin goes back to
      // their own account as "Return to admin" would (docs/decisions/046-flows-and-looks.md).
      const [admin] = await db.select().from(users).where(eq(users.id, adminId));
      if (!admin || admin.role !== 'admin' || admin.status !== 'ACTIVE') return closed;
      await db.insert(adminSwitches).values({ adminId, userId: user.id, action: 'return', ip: request.ip });
      request.log.info({ adminId, userId: user.id }, 'admin closed a member account');
      const token = await startSession(ctx.sessions, admin, { keep: false });
      return {
        ...closed,
        message: `The account of ${user.firstName} ${user.lastName} (${user.email}) is closed.`,
        admin: sessionAnswer(token, admin),
      };
    },
  );

  // "Contact us if you want to reopen it" (ACCOUNT_CLOSED): the admin reopens a closed account, which gets its
  // listings back as they were (docs/decisions/008-accounts-and-sessions.md "Closing an account").
  app.post(
    '/admin/users/:id/reopen',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: z.object({}).nullish(),
        response: { 200: messageAnswer },
      },
      preHandler: ctx.auth.admin,
    },
    async (request) => {
      const admin = signedIn(request);
      const [target] = await db.select().from(users).where(eq(users.id, request.params.id));
      if (!target) throw new NotFound('No member with this id.');
      if (target.status === 'ACTIVE') throw new Refused('This account is not closed.', 'ACCOUNT_OPEN');
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status: 'ACTIVE', deactivatedAt: null, updatedAt: new Date() })
          .where(eq(users.id, target.id));
        await restoreListingsOfReopenedAccount(tx, target.id);
        await tx
          .insert(adminSwitches)
          .values({ adminId: admin.user.id, userId: target.id, action: 'reopen', ip: request.ip });
      });
      await ctx.caches.clearAll();
      request.log.info({ adminId: admin.user.id, userId: target.id }, 'admin reopened a closed account');
      return { message: 'The account is open again.' };
    },
  );
}
