// Signing in and up with Google and Apple (docs/decisions/063-social-sign-in.md), end to end against a real OpenID
// provider on 127.0.0.1 (test/oidc-provider.ts): the authorization request followed through its login and consent to
// a real code, then our callback. Google's answer comes back by GET, Apple's as a posted form. The forged and
// replayed answers are social-sign-in-refusals.test.ts; the set-up is social-sign-in.test-support.ts.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { randomToken } from '../../lib/tokens';
import {
  bearer,
  confirmCard,
  createMember,
  lastEmailTo,
  subscription,
  testApp,
  uniqueEmail,
  userByEmailRow,
  type TestApp,
} from '../../../test/factory';
import { socialRegistration, socialSignInApp } from './social-sign-in.test-support';

const social = socialSignInApp();
const { log, person, authorize, callback, counts } = social;
let t: TestApp;
beforeAll(() => {
  t = social.app();
});

describe('a new member', () => {
  it('is handed to the sign-up form, which completes the account with the provider verified e-mail and photo', async () => {
    const { sub, email } = person({ picture: true });
    const { browserKey, answer } = await authorize('google', sub, { user_plan: '', next: '/listing/5' });
    const before = await counts();
    const landing = await callback('google', answer);
    expect(landing.get('provider')).toBe('google');
    const code = landing.get('signup')!;
    expect(code).toBeTruthy();
    // nothing is created until the form is sent
    expect((await counts()).users).toBe(before.users);

    const identity = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/sign-up',
      payload: { code, browser_key: browserKey },
    });
    expect(identity.statusCode, identity.body).toBe(200);
    expect(identity.json()).toMatchObject({
      provider: 'google',
      email,
      first_name: 'Robin',
      last_name: 'Okafor',
      user_plan: '',
      next: '/listing/5',
    });
    expect(identity.json<{ photo: string }>().photo).toMatch(/^data:image\/webp;base64,/);
    // only the browser that set out reads it
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/sign-up',
      payload: { code, browser_key: randomToken() },
    });
    expect(stranger.statusCode).toBe(400);

    // The form still asks for everything a member needs; nothing is made without it, and the code stays good.
    const incomplete = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: socialRegistration(email, code, { airlines: '', gender: '' }),
    });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json<{ errors: object }>().errors)).toEqual(['airlines', 'gender']);
    // the e-mail is the provider's
    const otherEmail = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: socialRegistration(uniqueEmail(), code),
    });
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json()).toMatchObject({ code: 'OAUTH_EMAIL_MISMATCH' });
    expect(await userByEmailRow(t.db, email)).toBeNull();

    const made = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: socialRegistration(email, code),
    });
    expect(made.statusCode, made.body).toBe(200);
    const answerUser = made.json<{ token: string; data: { user: Record<string, unknown> } }>();
    expect(answerUser.data.user).toMatchObject({ email, email_verified: true, social_type: 'google' });
    const row = (await userByEmailRow(t.db, email))!;
    expect(row).toMatchObject({ socialType: 'google', socialId: sub, firstName: 'Jamie' });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.photo).toMatch(/^\/uploads\/users\/\d+\/\w+\.webp$/);
    // The provider verified the address: no verification e-mail.
    expect(await lastEmailTo(t.db, email)).toBeNull();
    // signed in as sign-up does
    const me = await t.app.inject({ url: '/api/user', headers: bearer(answerUser.token) });
    expect(me.json()).toMatchObject({ email, social_type: 'google' });

    // The code made one account: sent again, it makes none.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: socialRegistration(email, code),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'OAUTH_CODE_INVALID' });
  });

  it('signs up through Apple, whose answer is a posted form', async () => {
    const { sub, email } = person();
    const { browserKey, answer } = await authorize('apple', sub, { user_plan: 'seeker' });
    expect(answer.method).toBe('POST');
    const landing = await callback('apple', answer);
    const code = landing.get('signup')!;
    const identity = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/sign-up',
      payload: { code, browser_key: browserKey },
    });
    expect(identity.json()).toMatchObject({ provider: 'apple', email, user_plan: 'seeker', photo: null });
    // a paid plan goes through checkout as today, with the code instead of a password
    const card = await confirmCard(t.app, { email });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/account',
      payload: subscription('seeker', card, socialRegistration(email, code)),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      data: { user: { email, user_plan: 'seeker', email_verified: true } },
    });
    expect(await userByEmailRow(t.db, email)).toMatchObject({ socialType: 'apple', socialId: sub });
    // the same checkout sent again answers with the same account, and charges nothing more
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/account',
      payload: subscription('seeker', card, socialRegistration(email, code)),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ data: { user: { email } } });
  });

  it('is refused when the provider has not verified the e-mail: nothing is created', async () => {
    const { sub, email } = person({ email_verified: false });
    const { answer } = await authorize('google', sub);
    const before = await counts();
    const landing = await callback('google', answer);
    expect(landing.get('error')).toBe('EMAIL_UNVERIFIED');
    expect(await counts()).toEqual(before);
    expect(await userByEmailRow(t.db, email)).toBeNull();
  });
});

describe('a returning member', () => {
  it('signs in with a one-time code that only the browser that set out can use, once', async () => {
    const { sub, email } = person();
    const member = await createMember(t.db, { email, socialType: 'google', socialId: sub });
    const { browserKey, answer } = await authorize('google', sub, { next: '/my-crashpad' });
    const landing = await callback('google', answer);
    const code = landing.get('login')!;
    expect(code).toBeTruthy();
    expect(landing.toString()).not.toContain('token');

    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/session',
      payload: { code, browser_key: randomToken() },
    });
    expect(stranger.statusCode).toBe(400);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/session',
      payload: { code, browser_key: browserKey, isKeep: true },
    });
    expect(session.statusCode, session.body).toBe(200);
    const signedIn = session.json<{ token: string; user: { id: number }; next: string }>();
    expect(signedIn).toMatchObject({ user: { id: member.id }, next: '/my-crashpad' });
    const me = await t.app.inject({ url: '/api/user', headers: bearer(signedIn.token) });
    expect(me.json()).toMatchObject({ id: member.id });

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/session',
      payload: { code, browser_key: browserKey },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'OAUTH_CODE_INVALID' });
  });

  it('with a closed account is refused', async () => {
    const { sub, email } = person();
    await createMember(t.db, { email, socialType: 'google', socialId: sub, status: 'DEACTIVATED' });
    const { answer } = await authorize('google', sub);
    expect((await callback('google', answer)).get('error')).toBe('ACCOUNT_CLOSED');
  });
});

describe('an account with the same e-mail', () => {
  it('is linked and signed in when both the provider and we have verified the e-mail', async () => {
    const { sub, email } = person({ email_verified: true });
    const member = await createMember(t.db, { email: email.toUpperCase(), emailVerifiedAt: new Date() });
    const { browserKey, answer } = await authorize('google', sub);
    const before = await counts();
    const landing = await callback('google', answer);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/session',
      payload: { code: landing.get('login'), browser_key: browserKey },
    });
    expect(session.json()).toMatchObject({ user: { id: member.id, social_type: 'google' } });
    expect((await counts()).users).toBe(before.users);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ socialType: 'google', socialId: sub });
  });

  it.each([
    ['our side', { email_verified: true }, null],
    ['the provider', { email_verified: false }, new Date()],
  ])('is not taken over when %s has not verified the e-mail', async (_side, at, verifiedAt) => {
    const { sub, email } = person(at);
    const member = await createMember(t.db, { email, emailVerifiedAt: verifiedAt });
    const { answer } = await authorize('google', sub);
    const before = await counts();
    const landing = await callback('google', answer);
    expect(landing.get('error')).toBe('LINK_REFUSED');
    expect(await counts()).toEqual(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ socialType: null, socialId: null });
  });

  it('that signs in with another provider is not linked again', async () => {
    const { sub, email } = person();
    await createMember(t.db, {
      email,
      emailVerifiedAt: new Date(),
      socialType: 'apple',
      socialId: `apple-${sub}`,
    });
    const { answer } = await authorize('google', sub);
    expect((await callback('google', answer)).get('error')).toBe('OTHER_PROVIDER');
  });
});

describe('linking from settings', () => {
  it('links the provider to the signed-in member, whatever its e-mail', async () => {
    const { sub } = person({ email_verified: false });
    const member = await createMember(t.db, {});
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
    });
    const token = login.json<{ token: string }>().token;
    const { answer } = await authorize('google', sub, { link: true }, token);
    expect((await callback('google', answer)).get('linked')).toBe('google');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ socialType: 'google', socialId: sub });

    // Unlinked from settings: the member's own link only, once; a second try is told so and changes nothing.
    const unlink = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/oauth/link',
        headers: { authorization: `Bearer ${token}` },
      });
    const done = await unlink();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: member.id, social_type: null });
    const [after] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(after).toMatchObject({ socialType: null, socialId: null, passwordHash: row!.passwordHash });
    const again = await unlink();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_LINKED' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/oauth/link' })).statusCode).toBe(401);
    // The provider's account can be linked again, to this member or another.
    const relink = await authorize('google', sub, { link: true }, token);
    expect((await callback('google', relink.answer)).get('linked')).toBe('google');
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/google',
      payload: { browser_key: randomToken(), link: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the log', () => {
  it('holds no code, state or token of these sign-ins', () => {
    const lines = log.join('').split('\n').filter(Boolean);
    for (const line of lines) {
      expect(line).not.toMatch(/[?&](code|state)=(?!\[redacted\])/);
    }
  });
});

describe('configuration', () => {
  it('tells the web app the configured providers', async () => {
    const site = await t.app.inject({ url: '/api/site' });
    expect(site.json()).toMatchObject({ oauth_providers: ['google', 'apple'] });
  });

  it('answers 404 for a provider it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/facebook',
      payload: { browser_key: randomToken() },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'OAUTH_PROVIDER_UNKNOWN' });
  });

  it('offers nothing without the OAUTH_* settings: 404, no provider on /api/site', async () => {
    const plain = await testApp();
    try {
      const site = await plain.app.inject({ url: '/api/site' });
      expect(site.json()).toMatchObject({ oauth_providers: [] });
      for (const provider of ['google', 'apple']) {
        const res = await plain.app.inject({
          method: 'POST',
          url: `/api/oauth/${provider}`,
          payload: { browser_key: randomToken() },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          code: 'OAUTH_PROVIDER_UNKNOWN',
          message: expect.stringContaining('not available on this site') as string,
        });
        const callback = await plain.app.inject({ url: `/api/oauth/${provider}/callback?code=x&state=y` });
        expect(callback.statusCode).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});
