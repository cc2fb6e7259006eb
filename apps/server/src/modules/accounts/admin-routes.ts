// Admin switch-user (docs/product/specification/1-accounts-and-shell.md §1, §6; docs/decisions/008-accounts-and-sessions.md): the admin acts as a member;
// the session remembers the admin, so returning needs no password. Every switch is logged; reopening a closed
// account is the account-closing flow's (flows/account-closing.ts).
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sessionAnswer as sessionAnswerSchema } from '@crashpad/shared/api/accounts';
import { adminUsersAnswer, adminUsersQuery } from '@crashpad/shared/api/admin';
import { idParams } from '@crashpad/shared/api/ids';
import type { App, AppContext } from '../../context';
import { adminSwitches, users } from '../../db/schema';
import { signedIn } from '../../http/auth';
import { Forbidden, NotFound, Refused } from '../../errors';
import { sessionAnswer } from './login-service';
import { revokeSession, startSession } from './sessions';

const tags = ['admin'];

export async function adminRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get(
    '/admin/users',
    {
      schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersAnswer } },
      preHandler: ctx.auth.admin,
    },
    async (request) => {
      const q = request.query.search?.trim();
      const where = q
        ? or(
            ilike(users.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
          )
        : undefined;
      const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(50);
      return {
        data: rows.map((u) => ({
          id: u.id,
          email: u.email,
          name: `${u.firstName} ${u.lastName}`,
          display_name: u.displayName,
          user_plan: u.userPlan,
          status: u.status,
          is_admin: u.role === 'admin',
          created_at: u.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/admin/switch-user/:id',
    {
      schema: { tags, params: idParams, response: { 200: sessionAnswerSchema } },
      preHandler: ctx.auth.admin,
    },
    async (request) => {
      const admin = signedIn(request);
      if (admin.adminId !== null)
        throw new Refused(
          'Return to your admin account before switching to another member.',
          'ALREADY_SWITCHED',
        );
      const [target] = await db.select().from(users).where(eq(users.id, request.params.id));
      if (!target) throw new NotFound('No member with this id.');
      if (target.id === admin.user.id)
        throw new Refused('You are already signed in as this member.', 'SAME_USER');
      if (target.status !== 'ACTIVE')
        throw new Refused('This account is closed: it cannot be used.', 'ACCOUNT_CLOSED');
      const token = await startSession(ctx.sessions, target, { keep: false, adminId: admin.user.id });
      await db
        .insert(adminSwitches)
        .values({ adminId: admin.user.id, userId: target.id, action: 'switch', ip: request.ip });
      request.log.info({ adminId: admin.user.id, userId: target.id }, 'admin switched into a member');
      return sessionAnswer(token, target, admin.user.id);
    },
  );

  app.post(
    '/admin/return',
    {
      schema: { tags, body: z.object({}).nullish(), response: { 200: sessionAnswerSchema } },
      preHandler: ctx.auth.user,
    },
    async (request) => {
      const acting = signedIn(request);
      if (acting.adminId === null) throw new Forbidden('This session was not opened by an admin.');
      const [admin] = await db.select().from(users).where(eq(users.id, acting.adminId));
      if (!admin || admin.role !== 'admin' || admin.status !== 'ACTIVE')
        throw new Forbidden('The admin account can no longer be used.');
      await revokeSession(db, acting.sessionId);
      await db
        .insert(adminSwitches)
        .values({ adminId: admin.id, userId: acting.user.id, action: 'return', ip: request.ip });
      const token = await startSession(ctx.sessions, admin, { keep: false });
      return sessionAnswer(token, admin);
    },
  );
}
