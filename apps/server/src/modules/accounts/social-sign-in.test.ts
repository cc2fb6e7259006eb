// Signing in and up with Google and Apple (docs/decisions/063-social-sign-in.md), end to end against a real OpenID
// provider on 127.0.0.1 (test/oidc-provider.ts): the authorization request followed through its login and consent to
// a real code, then our callback. Google's answer comes back by GET, Apple's as a posted form.
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { oauthStates, users } from '../../db/schema';
import { randomToken, tokenHash } from '../../lib/tokens';
import {
  bearer,
  confirmCard,
  createMember,
  lastEmailTo,
  registration,
  subscription,
  testApp,
  uniqueEmail,
  userByEmailRow,
  type TestApp,
} from '../../../test/factory';
import { startOidcProvider, type ProviderAnswer, type TestOidcProvider } from '../../../test/oidc-provider';

const PUBLIC_URL = 'http://crashpad.test';
const CLIENTS = {
  google: { clientId: 'crashpad-google', clientSecret: 'google secret of the test client' },
  apple: { clientId: 'crashpad-apple', clientSecret: 'apple.client.secret.jwt.of.the.test' },
};

let op: TestOidcProvider;
let t: TestApp;
const log: string[] = [];

beforeAll(async () => {
  op = await startOidcProvider(
    (['google', 'apple'] as const).map((p) => ({
      ...CLIENTS[p],
      redirectUri: `${PUBLIC_URL}/api/oauth/${p}/callback`,
    })),
  );
  t = await testApp(
    {
      LOG_LEVEL: 'info',
      OAUTH_GOOGLE_CLIENT_ID: CLIENTS.google.clientId,
      OAUTH_GOOGLE_CLIENT_SECRET: CLIENTS.google.clientSecret,
      OAUTH_GOOGLE_ISSUER: op.issuer,
      OAUTH_APPLE_CLIENT_ID: CLIENTS.apple.clientId,
      OAUTH_APPLE_CLIENT_SECRET: CLIENTS.apple.clientSecret,
      OAUTH_APPLE_ISSUER: op.issuer,
    },
    {
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          log.push(chunk.toString());
          done();
        },
      }),
    },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await op?.close();
});

type Provider = 'google' | 'apple';
let people = 0;
/** A person at the provider. */
function person(values: { email?: string; email_verified?: boolean; picture?: boolean } = {}) {
  people += 1;
  const sub = `person-${people}-${Date.now()}`;
  op.people.set(sub, {
    email: values.email ?? uniqueEmail('social'),
    email_verified: values.email_verified ?? true,
    given_name: 'Robin',
    family_name: 'Okafor',
    ...(values.picture ? { picture: `${op.issuer}/picture.png` } : {}),
  });
  return { sub, email: op.people.get(sub)!.email! };
}

/** POST /api/oauth/{provider}, then the provider's pages as `sub`: the answer the provider sends back to us. */
async function authorize(
  provider: Provider,
  sub: string,
  body: Record<string, unknown> = {},
  token?: string,
) {
  const browserKey = randomToken();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/oauth/${provider}`,
    payload: { browser_key: browserKey, ...body },
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json<{ url: string }>();
  const authorization = new URL(url);
  expect(authorization.origin).toBe(op.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/oauth/${provider}/callback`);
  const answer = await op.authorize(url, sub);
  return { browserKey, answer, state: authorization.searchParams.get('state')! };
}

/** Our callback with the provider's answer: where it sends the browser (the landing page's fragment). */
async function callback(provider: Provider, answer: ProviderAnswer) {
  const res =
    answer.method === 'GET'
      ? await t.app.inject({ method: 'GET', url: `/api/oauth/${provider}/callback?${answer.query}` })
      : await t.app.inject({
          method: 'POST',
          url: `/api/oauth/${provider}/callback`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: answer.form,
        });
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(res.headers.location as string, PUBLIC_URL);
  expect(location.pathname).toBe('/social-sign-in');
  return new URLSearchParams(location.hash.slice(1));
}

function withParam(answer: ProviderAnswer, name: string, value: string): ProviderAnswer {
  const params = new URLSearchParams(answer.method === 'GET' ? answer.query : answer.form);
  params.set(name, value);
  return answer.method === 'GET'
    ? { method: 'GET', query: params.toString() }
    : { method: 'POST', form: params.toString() };
}

async function counts() {
  const [row] = await queryRows<{ users: number; handoffs: number }>(
    t.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM oauth_handoffs) AS handoffs`,
  );
  return row!;
}

/** The rest of the sign-up form a social sign-up still asks for. */
function socialRegistration(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return registration({
    email,
    password: '',
    confirm_password: '',
    social_code: code,
    ...overrides,
  });
}

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

describe('a forged or replayed answer is refused, and creates nothing', () => {
  it('refuses an answer without a state, or with a state we never gave', async () => {
    const { sub } = person();
    const { answer } = await authorize('google', sub);
    const before = await counts();
    const params = new URLSearchParams(answer.method === 'GET' ? answer.query : '');
    params.delete('state');
    expect((await callback('google', { method: 'GET', query: params.toString() })).get('error')).toBe(
      'STATE_INVALID',
    );
    expect((await callback('google', withParam(answer, 'state', randomToken()))).get('error')).toBe(
      'STATE_INVALID',
    );
    expect(await counts()).toEqual(before);
  });

  it("refuses a state at another provider's callback", async () => {
    const { sub } = person();
    const { answer } = await authorize('google', sub);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: answer.method === 'GET' ? answer.query : answer.form,
    });
    expect(
      new URLSearchParams(new URL(res.headers.location as string, PUBLIC_URL).hash.slice(1)).get('error'),
    ).toBe('STATE_INVALID');
  });

  it('refuses an expired state', async () => {
    const { sub } = person();
    const { answer, state } = await authorize('google', sub);
    await t.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, tokenHash(state)));
    const before = await counts();
    expect((await callback('google', answer)).get('error')).toBe('STATE_INVALID');
    expect(await counts()).toEqual(before);
  });

  it('refuses an ID token whose nonce is not the one of the sign-in', async () => {
    const { sub, email } = person();
    const { answer, state } = await authorize('google', sub);
    await t.db
      .update(oauthStates)
      .set({ nonce: randomToken() })
      .where(eq(oauthStates.stateHash, tokenHash(state)));
    const before = await counts();
    expect((await callback('google', answer)).get('error')).toBe('EXCHANGE_FAILED');
    expect(await counts()).toEqual(before);
    expect(await userByEmailRow(t.db, email)).toBeNull();
    expect(log.join('')).toMatch(/nonce/);
  });

  it('refuses the same answer twice (the state is taken before the code is exchanged)', async () => {
    const { sub } = person();
    await createMember(t.db, { socialType: 'google', socialId: sub });
    const { answer } = await authorize('google', sub);
    expect((await callback('google', answer)).get('login')).toBeTruthy();
    const before = await counts();
    expect((await callback('google', answer)).get('error')).toBe('STATE_INVALID');
    expect(await counts()).toEqual(before);
  });

  it("refuses a code replayed with another sign-in's state (its PKCE verifier does not match)", async () => {
    const { sub } = person();
    await createMember(t.db, { socialType: 'google', socialId: sub });
    const first = await authorize('google', sub);
    const second = await authorize('google', sub);
    const code = new URLSearchParams(first.answer.method === 'GET' ? first.answer.query : '').get('code')!;
    const before = await counts();
    expect((await callback('google', withParam(second.answer, 'code', code))).get('error')).toBe(
      'EXCHANGE_FAILED',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses an error answer from the provider (a cancelled sign-in)', async () => {
    const { sub } = person();
    const { answer } = await authorize('google', sub);
    const params = new URLSearchParams(answer.method === 'GET' ? answer.query : '');
    params.delete('code');
    params.set('error', 'access_denied');
    expect((await callback('google', { method: 'GET', query: params.toString() })).get('error')).toBe(
      'PROVIDER_ERROR',
    );
  });

  it('logs every refusal without the code, the state or a token', () => {
    const lines = log.join('').split('\n').filter(Boolean);
    const refusals = lines.filter((l) => l.includes('social sign-in refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(6);
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
