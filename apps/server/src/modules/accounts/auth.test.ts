import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { emails, sessions, users } from '../../db/schema';
import {
  bearer,
  createMember,
  login,
  registration,
  signUp,
  suiteApp,
  testApp,
  uniqueEmail,
  userRow,
} from '../../../test/factory';

const t = suiteApp();

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /api/rental/register', () => {
  it('creates a free member, signs them in and e-mails a verification link', async () => {
    const body = registration({ email: uniqueEmail('Signup'), referral_code: 'CREW10' });
    const res = await t.app.inject({ method: 'POST', url: '/api/rental/register', payload: body });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ token: string; data: { user: Record<string, unknown>; tenant: null } }>();
    expect(answer.data.user).toMatchObject({
      email: body.email,
      first_name: 'Jamie',
      display_name: 'JRiv',
      user_plan: null,
      status: 'ACTIVE',
      email_verified: false,
      referral_code: 'CREW10',
      is_admin: false,
    });
    expect(answer.data.user).not.toHaveProperty('password');
    expect(answer.data.tenant).toBeNull();

    const claims = decodeJwt(answer.token);
    expect(claims).toMatchObject({
      account_type: 'tenant',
      expire_at_utc: null,
      sub: String(answer.data.user.id),
    });
    // Not keep-me: the session lasts one day.
    expect(claims.exp! * 1000 - Date.now()).toBeLessThanOrEqual(86_400_000);

    const row = await userRow(t.db, answer.data.user.id as number);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(body.password as string);

    const [mail] = await t.db
      .select()
      .from(emails)
      .where(eq(emails.to, body.email as string));
    expect(mail?.subject).toBe('Confirm your e-mail for CrashPad Crew');
    expect(mail?.text).toMatch(/http:\/\/crashpad\.test\/email\/verify\/[\w-]{40,}/);

    const me = await t.app.inject({ url: '/api/user', headers: bearer(answer.token) });
    expect(me.json()).toMatchObject({ email: body.email });
  });

  it('is also reachable as POST /api/accounts', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: registration() });
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 for an e-mail that has an account, whatever its case, and adds nobody', async () => {
    const { email } = await signUp(t.app);
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rental/register',
      payload: registration({ email: email.toUpperCase(), confirm_email: email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'An account with this e-mail already exists. Please log in.',
      code: 'EMAIL_TAKEN',
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'please enter your first name'],
    [{ airlines: '' }, 'airlines', 'please select your airlines'],
    [{ birthdate_day: null }, 'birthdate_year', 'to filter listings birthday is required'],
    [{ confirm_email: 'other@example.com' }, 'confirm_email', 'emails do not match'],
    [{ phone_number: '12' }, 'phone_number', 'invalid phone number'],
    [{ password: 'abc', confirm_password: 'abc' }, 'password', 'password is minimum 6 characters'],
    [{ confirm_password: 'different1' }, 'confirm_password', 'passwords do not match'],
    [{ first_name: 'x'.repeat(101) }, 'first_name', 'first name must be at most 100 characters'],
    [{ birthdate_year: 'nineteen' }, 'birthdate_year', 'birth date must be a number'],
    // Values the form cannot offer read as not chosen (docs/decisions/013-input-hygiene-and-logs.md).
    [{ birthdate_year: 2147483648 }, 'birthdate_year', 'to filter listings birthday is required'],
    [{ birthdate_year: 3000 }, 'birthdate_year', 'to filter listings birthday is required'],
    [{ birthdate_month: 13 }, 'birthdate_year', 'to filter listings birthday is required'],
    [{ birthdate_day: 40 }, 'birthdate_year', 'to filter listings birthday is required'],
    [{ birthdate_month: 2, birthdate_day: 30 }, 'birthdate_year', 'to filter listings birthday is required'],
    [{ gender: 'robot' }, 'gender', 'please select your gender'],
    [{ country_code: 'ZZ' }, 'country_code', 'please select your country'],
    [{ country_code: '1A' }, 'country_code', 'please select your country'],
  ])('refuses %j with the spec message and writes nothing', async (change, field, message) => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rental/register',
      payload: { ...registration(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: [message] } });
    expect(await userCount()).toBe(before);
  });

  it('names every field of an empty form at once, in the spec order, the first as the message', async () => {
    // docs/decisions/045-forms-show-every-error.md: a careless sign-up learns all its mistakes in one answer.
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rental/register',
      payload: { country_code: 'US' },
    });
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(answer.message).toBe('please enter your first name');
    expect(Object.entries(answer.errors)).toEqual([
      ['first_name', ['please enter your first name']],
      ['last_name', ['please enter your last name']],
      ['display_name', ['please enter your display name']],
      ['airlines', ['please select your airlines']],
      ['gender', ['please select your gender']],
      ['birthdate_year', ['to filter listings birthday is required']],
      ['hear_about_us', ['please tell us how you heard about us']],
      ['email', ['please enter your email']],
      ['confirm_email', ['please confirm your email']],
      ['phone_number', ['please enter your phone number']],
      ['password', ['password is required']],
      ['confirm_password', ['please confirm your password']],
    ]);
    expect(await userCount()).toBe(before);
  });

  it('refuses a display name under 3 characters, as profile save does', async () => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rental/register',
      payload: registration({ display_name: ' Mo ' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'display name must be at least 3 characters',
      errors: { display_name: ['display name must be at least 3 characters'] },
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a paid plan: that account starts at checkout', async () => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rental/register',
      payload: registration({ user_plan: 'seeker' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/email-exists', () => {
  it('tells whether an e-mail has an account', async () => {
    const { email } = await signUp(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/email-exists',
      payload: { email: ` ${email.toUpperCase()} ` },
    });
    expect(taken.json()).toEqual({
      exists: true,
      message: 'An account with this e-mail already exists. Please log in.',
    });
    const free = await t.app.inject({
      method: 'POST',
      url: '/api/email-exists',
      payload: { email: uniqueEmail() },
    });
    expect(free.json()).toMatchObject({ exists: false });
    const bad = await t.app.inject({ method: 'POST', url: '/api/email-exists', payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
  });
});

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
  it('says social login is not configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/google' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toMatchObject({ code: 'OAUTH_NOT_CONFIGURED' });
  });
});
