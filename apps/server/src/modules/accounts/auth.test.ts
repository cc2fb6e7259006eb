// Signing in and out (docs/decisions/008-accounts-and-sessions.md): login, sessions and their tokens, the login
// rate limits, and social login's offline default.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { bearer, createMember, login, signUp, suiteApp, testApp, uniqueEmail } from '../../../test/factory';

const t = suiteApp();

describe('POST /api/login', () => {
  it('signs in for a day, or for 365 days with keep me logged in', async () => {
    const { email, password } = await signUp(t.app);
    const day = decodeJwt(await login(t.app, email, password, false));
    const year = decodeJwt(await login(t.app, email.toUpperCase(), password, true));
    const days = (exp: number) => Math.round((exp * 1000 - Date.now()) / 86_400_000);
    expect(days(day.exp!)).toBe(1);
    expect(days(year.exp!)).toBe(365);
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const { email } = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'not-it-at-all' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password: 'whatever1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ message: 'The e-mail or password is not right.' });
  });

  it.each([
    [{ email: '', password: '' }, 'email is required'],
    [{ email: 'a@b.co', password: '' }, 'password is required'],
    [
      { email: 'not-an-email', password: 'secret' },
      'email is incorrect, please check spelling and try again',
    ],
  ])('checks %j in the spec order', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('refuses a closed account', async () => {
    const closed = await createMember(t.db, { status: 'DEACTIVATED' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: closed.email, password: closed.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_CLOSED' });
  });
});

describe('sessions', () => {
  it('ends the session on logout: the token no longer works', async () => {
    const { token } = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: 'Please log in to continue.' });
  });

  it('logs out with the token in the body too, and twice without error', async () => {
    const { token } = await signUp(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', payload: { token } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', payload: { token } })).statusCode).toBe(
      200,
    );
  });

  it('refuses forged, tampered and missing tokens', async () => {
    const { token } = await signUp(t.app);
    const [head, body] = token.split('.');
    for (const bad of [`${head}.${body}.AAAA`, 'not-a-token', '"null"']) {
      expect((await t.app.inject({ url: '/api/user', headers: bearer(bad) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('refuses a session past its expiry', async () => {
    const { token, user } = await signUp(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('gives a fresh token for a live session and the account check', async () => {
    const { token } = await signUp(t.app);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: bearer(token),
    });
    const fresh = refreshed.json<{ token: string }>().token;
    expect(decodeJwt(fresh).jti).toBe(decodeJwt(token).jti);
    const check = await t.app.inject({ url: '/api/checking-account', headers: bearer(fresh) });
    expect(check.json()).toMatchObject({ user: { status: 'ACTIVE' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/user/refresh-token' })).statusCode).toBe(401);
  });

  it('signs a browser in with a token from a link', async () => {
    const { token, user } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/login-with-token', payload: { token } });
    expect(res.json()).toMatchObject({ token, user: { id: user.id } });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login-with-token',
      payload: { token: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ message: 'This login link has expired. Please log in.' });
  });

  it('carries the plan and the account expiry in the token', async () => {
    const expireAt = new Date('2027-05-22T00:00:00Z');
    const lister = await createMember(t.db, { userPlan: 'premium', totalLocation: 4, expireAt });
    const claims = decodeJwt(await login(t.app, lister.email, lister.password));
    expect(claims).toMatchObject({ account_type: 'premium', expire_at_utc: expireAt.toISOString() });
  });
});

describe('rate limits', () => {
  it('refuses the 4th login for one e-mail within 15 minutes when the limit is 3', async () => {
    const limited = await testApp({ AUTH_LIMIT_PER_15_MIN: '3' });
    try {
      const member = await createMember(limited.db);
      const attempt = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: ip,
          payload: { email: member.email, password: 'wrong-one' },
        });
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) expect((await attempt(ip)).statusCode).toBe(401);
      const fourth = await attempt('10.1.0.4');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({
        message: 'Too many attempts. Please wait a few minutes and try again.',
      });
    } finally {
      await limited.close();
    }
  });

  it('counts failed logins only: a member logging in again and again on a shared device is never locked out', async () => {
    const limited = await testApp({ AUTH_LIMIT_PER_15_MIN: '3' });
    try {
      const member = await createMember(limited.db);
      const attempt = (password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.2.0.1',
          payload: { email: member.email, password },
        });
      // More than the per-e-mail limit (3) and the per-address limit (9), all from one crew-room computer.
      for (let i = 0; i < 10; i += 1) expect((await attempt(member.password)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await attempt('wrong-one')).statusCode).toBe(401);
      const blocked = await attempt(member.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        message: 'Too many attempts. Please wait a few minutes and try again.',
      });
    } finally {
      await limited.close();
    }
  });

  it('starts an e-mail’s count of failures afresh once its right password is given', async () => {
    const limited = await testApp({ AUTH_LIMIT_PER_15_MIN: '3' });
    try {
      const member = await createMember(limited.db);
      const attempt = (ip: string, password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: ip,
          payload: { email: member.email, password },
        });
      for (const ip of ['10.3.0.1', '10.3.0.2'])
        expect((await attempt(ip, 'wrong-one')).statusCode).toBe(401);
      expect((await attempt('10.3.0.3', member.password)).statusCode).toBe(200);
      for (const ip of ['10.3.0.4', '10.3.0.5', '10.3.0.6'])
        expect((await attempt(ip, 'wrong-one')).statusCode).toBe(401);
      expect((await attempt('10.3.0.7', member.password)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/oauth/{provider}', () => {
  // The whole social sign-in, with a real provider: social-sign-in.test.ts.
  it('answers 404 when the provider is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/google',
      payload: { browser_key: 'a'.repeat(43) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'OAUTH_PROVIDER_UNKNOWN' });
  });
});
