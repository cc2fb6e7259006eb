import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSwitches } from '../../db/schema';
import { bearer, createMember, login, signUp, testApp, type TestApp } from '../../../test/factory';

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await testApp();
  const admin = await createMember(t.db, { role: 'admin' });
  adminId = admin.id;
  adminToken = await login(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

describe('admin switch-user', () => {
  it('switches into a member, logs it, and returns without a password', async () => {
    const member = await signUp(t.app);
    const res = await t.app.inject({
      url: `/api/admin/switch-user/${member.user.id}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const acting = res.json<{ token: string; user: { id: number; switched_by_admin: boolean } }>();
    expect(acting.user).toMatchObject({ id: member.user.id, switched_by_admin: true });
    expect((await t.app.inject({ url: '/api/user', headers: bearer(acting.token) })).json()).toMatchObject({
      id: member.user.id,
    });

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/return',
      headers: bearer(acting.token),
      payload: {},
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ user: { id: adminId, is_admin: true, switched_by_admin: false } });
    // the acting session is over
    expect((await t.app.inject({ url: '/api/user', headers: bearer(acting.token) })).statusCode).toBe(401);

    const log = await t.db.select().from(adminSwitches).where(eq(adminSwitches.userId, member.user.id));
    expect(log.map((l) => [l.adminId, l.action])).toEqual([
      [adminId, 'switch'],
      [adminId, 'return'],
    ]);
  });

  it('refuses members who are not admins, and a member returning to an admin they never were', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await t.app.inject({
      url: `/api/admin/switch-user/${other.user.id}`,
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/users', headers: bearer(member.token) })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/return',
          headers: bearer(member.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/switch-user/${other.user.id}` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown member and refuses a closed account', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/switch-user/999999', headers: bearer(adminToken) })).statusCode,
    ).toBe(404);
    const closed = await createMember(t.db, { status: 'DEACTIVATED' });
    expect(
      (await t.app.inject({ url: `/api/admin/switch-user/${closed.id}`, headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ url: '/api/admin/switch-user/abc', headers: bearer(adminToken) })).statusCode,
    ).toBe(400);
  });

  it('finds members by e-mail or name', async () => {
    const member = await signUp(t.app, { first_name: 'Quinlan', last_name: 'Zephyr' });
    const byName = await t.app.inject({
      url: '/api/admin/users?search=quinlan zeph',
      headers: bearer(adminToken),
    });
    expect(byName.json<{ data: { id: number }[] }>().data.map((u) => u.id)).toEqual([member.user.id]);
    const byEmail = await t.app.inject({
      url: `/api/admin/users?search=${encodeURIComponent(member.email.slice(0, 20))}`,
      headers: bearer(adminToken),
    });
    expect(byEmail.json<{ data: { email: string }[] }>().data.map((u) => u.email)).toContain(member.email);
  });
});
