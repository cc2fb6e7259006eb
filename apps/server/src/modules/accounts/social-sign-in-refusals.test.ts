// Signing in with Google and Apple refuses a forged or replayed answer and creates nothing
// (docs/decisions/063-social-sign-in.md), against a real OpenID provider on 127.0.0.1 (test/oidc-provider.ts; the
// set-up is social-sign-in.test-support.ts): a missing or unknown state, another provider's, an expired one, a
// wrong nonce, the same answer twice, a code with another sign-in's PKCE verifier, a cancelled sign-in; every
// refusal is logged without a code, a state or a token.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oauthStates } from '../../db/schema';
import { randomToken, tokenHash } from '../../lib/tokens';
import { createMember, userByEmailRow, type TestApp } from '../../../test/factory';
import { PUBLIC_URL, socialSignInApp, withParam } from './social-sign-in.test-support';

const social = socialSignInApp();
const { log, person, authorize, callback, counts } = social;
let t: TestApp;
beforeAll(() => {
  t = social.app();
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
