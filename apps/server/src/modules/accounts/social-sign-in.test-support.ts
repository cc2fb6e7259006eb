// The set-up of the social sign-in tests (docs/decisions/063-social-sign-in.md): a real OpenID provider on
// 127.0.0.1 (test/oidc-provider.ts) that plays Google and Apple, an app configured for both that logs into `log`,
// and the steps of a sign-in: a person at the provider, the authorization request followed through its login and
// consent to a real code, and our callback with the provider's answer.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../../db/client';
import { randomToken } from '../../lib/tokens';
import { bearer, registration, testApp, uniqueEmail, type TestApp } from '../../../test/factory';
import { startOidcProvider, type ProviderAnswer, type TestOidcProvider } from '../../../test/oidc-provider';

export const PUBLIC_URL = 'http://crashpad.test';
const CLIENTS = {
  google: { clientId: 'crashpad-google', clientSecret: 'google secret of the test client' },
  apple: { clientId: 'crashpad-apple', clientSecret: 'apple.client.secret.jwt.of.the.test' },
};

export type Provider = 'google' | 'apple';

/**
 * The provider and the app, started before the file's tests and stopped after them. Called once, at the top of a
 * test file (it registers the file's hooks); `app()` is the file's app once started.
 */
export function socialSignInApp() {
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
    expect(authorization.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_URL}/api/oauth/${provider}/callback`,
    );
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

  async function counts() {
    const [row] = await queryRows<{ users: number; handoffs: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM oauth_handoffs) AS handoffs`,
    );
    return row!;
  }

  return { app: () => t, log, person, authorize, callback, counts };
}

/** The provider's answer with one parameter set to `value` (a forged or replayed one). */
export function withParam(answer: ProviderAnswer, name: string, value: string): ProviderAnswer {
  const params = new URLSearchParams(answer.method === 'GET' ? answer.query : answer.form);
  params.set(name, value);
  return answer.method === 'GET'
    ? { method: 'GET', query: params.toString() }
    : { method: 'POST', form: params.toString() };
}

/** The rest of the sign-up form a social sign-up still asks for. */
export function socialRegistration(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return registration({
    email,
    password: '',
    confirm_password: '',
    social_code: code,
    ...overrides,
  });
}
