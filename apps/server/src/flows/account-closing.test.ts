import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSwitches, deactivationCodes } from '../db/schema';
import { bearer, lastEmailTo, signedInMember, signUp, suiteApp, testApp, userRow } from '../../test/factory';

const t = suiteApp();

const requestCode = (token: string) =>
  t.app.inject({ url: '/api/user/request-deactivation-account', headers: bearer(token) });
const sendCode = (token: string, code: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/user/verify-deactivation-code',
    headers: bearer(token),
    payload: { code },
  });
const codeFromMail = async (email: string) =>
  /Your code: (\d{6})/.exec(
    (await lastEmailTo(t.db, email))?.subject + ' ' + (await lastEmailTo(t.db, email))?.text,
  )?.[1] ?? '';

describe('closing an account', () => {
  it('e-mails a code; the right code closes the account, ends its sessions and login', async () => {
    const member = await signUp(t.app);
    expect((await requestCode(member.token)).statusCode).toBe(200);
    const mail = await lastEmailTo(t.db, member.email);
    expect(mail?.subject).toBe('Your code to close your CrashPad Crew account');
    const code = await codeFromMail(member.email);
    expect(code).toMatch(/^\d{6}$/);

    const res = await sendCode(member.token, code);
    expect(res.json()).toEqual({ status: 'deactivated', message: 'Your account is closed.' });
    const row = await userRow(t.db, member.user.id);
    expect(row.status).toBe('DEACTIVATED');
    expect(row.email).toBe(member.email);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(403);
  });

  it('refuses an empty, a malformed and a wrong code with the spec messages', async () => {
    const member = await signUp(t.app);
    await requestCode(member.token);
    expect((await sendCode(member.token, '')).json()).toMatchObject({
      message: 'please enter your deactivation code',
    });
    expect((await sendCode(member.token, 'abc')).json()).toMatchObject({
      message: 'please enter a valid deactivation code',
    });
    const code = await codeFromMail(member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await sendCode(member.token, wrong);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'please enter a valid deactivation code' });
    expect((await userRow(t.db, member.user.id)).status).toBe('ACTIVE');
  });

  it('stops after 5 wrong tries, even for the right code', async () => {
    const member = await signUp(t.app);
    await requestCode(member.token);
    const code = await codeFromMail(member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await sendCode(member.token, wrong)).statusCode).toBe(422);
    const locked = await sendCode(member.token, code);
    expect(locked.statusCode).toBe(429);
    expect((await userRow(t.db, member.user.id)).status).toBe('ACTIVE');
  });

  it('refuses an expired code, and a code asked for by another member', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    await requestCode(other.token);
    const othersCode = await codeFromMail(other.email);
    await requestCode(member.token);
    expect((await sendCode(member.token, othersCode)).statusCode).toBe(422);
    const code = await codeFromMail(member.email);
    await t.db
      .update(deactivationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deactivationCodes.userId, member.user.id));
    expect((await sendCode(member.token, code)).statusCode).toBe(422);
    expect((await userRow(t.db, other.user.id)).status).toBe('ACTIVE');
  });

  // docs/decisions/046-flows-and-looks.md: the admin is not logged out with the member.
  it('closed by an admin switched into the member: the member is out, the admin gets their own session back', async () => {
    const { token: adminToken, ...admin } = await signedInMember(t, { role: 'admin' });
    const member = await signUp(t.app, { first_name: 'Casey', last_name: 'Reed' });
    const switched = await t.app.inject({
      url: `/api/admin/switch-user/${member.user.id}`,
      headers: bearer(adminToken),
    });
    const acting = switched.json<{ token: string }>().token;
    await requestCode(acting);
    const res = await sendCode(acting, await codeFromMail(member.email));
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ message: string; admin?: { token: string; user: { id: number } } }>();
    expect(answer).toMatchObject({
      status: 'deactivated',
      message: `The account of Casey Reed (${member.email}) is closed.`,
      admin: { user: { id: admin.id, is_admin: true, switched_by_admin: false } },
    });
    expect((await userRow(t.db, member.user.id)).status).toBe('DEACTIVATED');
    // the member's sessions are over, the admin's new one works as an admin's
    expect((await t.app.inject({ url: '/api/user', headers: bearer(acting) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(401);
    const list = await t.app.inject({ url: '/api/admin/users', headers: bearer(answer.admin!.token) });
    expect(list.statusCode).toBe(200);
    const log = await t.db.select().from(adminSwitches).where(eq(adminSwitches.userId, member.user.id));
    expect(log.map((l) => [l.adminId, l.action])).toEqual([
      [admin.id, 'switch'],
      [admin.id, 'return'],
    ]);
  });

  it('does not exist when the feature is turned off', async () => {
    const off = await testApp({ FEATURE_DEACTIVATE_ACCOUNT: 'false' });
    try {
      const member = await signUp(off.app);
      const res = await off.app.inject({
        url: '/api/user/request-deactivation-account',
        headers: bearer(member.token),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
