import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registration, signUp } from '../../test/accounts';
import { testApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('Cache-Control of the API', () => {
  it('is no-store for every answer of a signed-in member, and for the answers that carry a session', async () => {
    const member = await signUp(t.app);
    const signedIn = [
      await t.app.inject({ url: '/api/user', headers: bearer(member.token) }),
      await t.app.inject({ url: '/api/account-service', headers: bearer(member.token) }),
      await t.app.inject({ url: '/api/airports/search?search=dal', headers: bearer(member.token) }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: member.password },
      }),
      await t.app.inject({ method: 'POST', url: '/api/rental/register', payload: registration() }),
    ];
    expect(signedIn.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual(
      signedIn.map(() => [200, 'no-store']),
    );
  });

  it('is no-store for refusals and for answers that do not say they are public', async () => {
    const guest = [
      await t.app.inject({ url: '/api/user' }),
      await t.app.inject({ url: '/api/listing/2147483647' }),
      await t.app.inject({ url: '/api/airports/search?search=dal' }),
    ];
    expect(guest.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual([
      [401, 'no-store'],
      [404, 'no-store'],
      [200, 'no-store'],
    ]);
  });

  it('keeps the public caching of lists that are the same for everyone, signed in or not', async () => {
    const member = await signUp(t.app);
    for (const headers of [{}, bearer(member.token)]) {
      const countries = await t.app.inject({ url: '/api/countries', headers });
      expect(countries.headers['cache-control']).toBe('public, max-age=3600');
    }
  });
});
