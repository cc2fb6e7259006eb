// Signing up (docs/product/specification/1-accounts-and-shell.md, "Sign-up"): the registration form, its checks in
// the spec's order (docs/decisions/045-forms-show-every-error.md), and whether an e-mail has an account.
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { emails, users } from '../../db/schema';
import { bearer, registration, signUp, suiteApp, uniqueEmail, userRow } from '../../../test/factory';

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
