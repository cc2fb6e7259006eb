import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, emails, users } from '../../db/schema';
import {
  bearer,
  lastEmailTo,
  linkToken,
  login,
  signUp,
  suiteApp,
  uniqueEmail,
  userRow,
} from '../../../test/factory';

const t = suiteApp();

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('password recovery', () => {
  it('e-mails a single-use reset link that changes the password and ends every session', async () => {
    const member = await signUp(t.app);
    const other = await login(t.app, member.email, member.password, true);
    const res = await post('/api/password-recovery', { email: member.email.toUpperCase() });
    expect(res.json()).toEqual({ message: expect.stringContaining('If an account uses this e-mail') });

    const mail = await lastEmailTo(t.db, member.email);
    expect(mail?.subject).toBe('Reset your CrashPad Crew password');
    const token = linkToken(mail?.text, '/password/reset/');

    expect((await post('/api/verify-token-email', { token })).json()).toEqual({ valid: true });
    const reset = await post('/api/password-reset', {
      token,
      password: 'brand-new1',
      confirm_password: 'brand-new1',
    });
    expect(reset.statusCode).toBe(200);

    expect((await t.app.inject({ url: '/api/user', headers: bearer(other) })).statusCode).toBe(401);
    expect((await post('/api/login', { email: member.email, password: member.password })).statusCode).toBe(
      401,
    );
    expect((await post('/api/login', { email: member.email, password: 'brand-new1' })).statusCode).toBe(200);

    // Used once, never again.
    const again = await post('/api/password-reset', {
      token,
      password: 'other-pass1',
      confirm_password: 'other-pass1',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'This link is invalid or has expired.' });
    expect((await post('/api/verify-token-email', { token })).statusCode).toBe(404);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(emails))[0]!.n;
    const known = await signUp(t.app);
    const a = await post('/api/password/email', { email: known.email });
    const b = await post('/api/password/email', { email: uniqueEmail('nobody') });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    // the sign-up verification and the reset link: nothing for the unknown address
    expect((await t.db.select({ n: count() }).from(emails))[0]!.n).toBe(before + 2);
  });

  it('refuses an expired link', async () => {
    const member = await signUp(t.app);
    await post('/api/password-recovery', { email: member.email });
    const token = linkToken((await lastEmailTo(t.db, member.email))?.text, '/password/reset/');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, member.user.id));
    expect((await post('/api/verify-token-email', { token })).statusCode).toBe(404);
    expect(
      (await post('/api/password-reset', { token, password: 'brand-new1', confirm_password: 'brand-new1' }))
        .statusCode,
    ).toBe(404);
  });

  it('checks the new password in the spec order before the link', async () => {
    expect(
      (await post('/api/password-reset', { token: 'x', password: '', confirm_password: '' })).json(),
    ).toMatchObject({ message: 'password is required' });
    expect(
      (
        await post('/api/password-reset', { token: 'x', password: 'abcde', confirm_password: 'abcde' })
      ).json(),
    ).toMatchObject({
      message: 'password is minimum 6 characters',
    });
    expect(
      (
        await post('/api/password-reset', { token: 'x', password: 'abcdef', confirm_password: 'abcdeg' })
      ).json(),
    ).toMatchObject({
      message: 'password and email do not match',
    });
  });
});

describe('e-mail verification', () => {
  it('confirms the address from the sign-up link, once', async () => {
    const member = await signUp(t.app);
    const token = linkToken((await lastEmailTo(t.db, member.email))?.text, '/email/verify/');
    expect((await post('/api/verify-email', { token })).statusCode).toBe(200);
    expect((await userRow(t.db, member.user.id)).emailVerifiedAt).not.toBeNull();
    expect((await post('/api/verify-email', { token })).statusCode).toBe(404);
  });

  it('resends the link only to an unconfirmed account, answering the same either way', async () => {
    const member = await signUp(t.app);
    const first = linkToken((await lastEmailTo(t.db, member.email))?.text, '/email/verify/');
    const res = await post('/api/email/resend', { email: member.email });
    const second = linkToken((await lastEmailTo(t.db, member.email))?.text, '/email/verify/');
    expect(second).not.toBe(first);
    // the old link stops working
    expect((await post('/api/verify-email', { token: first })).statusCode).toBe(404);
    expect((await post('/api/email/resend', { email: uniqueEmail() })).json()).toEqual(res.json());
  });
});

describe('e-mail change', () => {
  it('sends a link to the new address and changes the e-mail only when it is opened', async () => {
    const member = await signUp(t.app);
    const next = uniqueEmail('new');
    const res = await post(
      '/api/user/update-email',
      { email: next, password: member.password },
      bearer(member.token),
    );
    expect(res.statusCode).toBe(200);
    expect((await userRow(t.db, member.user.id)).email).toBe(member.email);

    const mail = await lastEmailTo(t.db, next);
    expect(mail?.subject).toBe('Confirm your new e-mail for CrashPad Crew');
    const token = linkToken(mail?.text, '/verify/email/');
    const verified = await post('/api/verify-token-new-email', { token });
    expect(verified.json()).toEqual({
      message: 'Your e-mail has been verified and updated. Please log in with your new e-mail.',
      email: next,
    });
    expect((await userRow(t.db, member.user.id)).email).toBe(next);
    expect((await post('/api/login', { email: next, password: member.password })).statusCode).toBe(200);
    expect((await post('/api/verify-token-new-email', { token })).statusCode).toBe(404);
  });

  const signedInAs = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/checking-account', headers: bearer(token) })).statusCode;

  it('ends every other session once the change is confirmed, keeping the browser that confirmed it', async () => {
    const member = await signUp(t.app);
    const laptop = await login(t.app, member.email, member.password, true);
    const next = uniqueEmail('moved');
    await post('/api/user/update-email', { email: next, password: member.password }, bearer(member.token));
    // Asking for the change ends nothing: the address is not proven yet.
    expect(await signedInAs(laptop)).toBe(200);
    const token = linkToken((await lastEmailTo(t.db, next))?.text, '/verify/email/');
    const verified = await post('/api/verify-token-new-email', { token }, bearer(member.token));
    expect(verified.json()).toEqual({
      message: 'Your e-mail has been verified and updated. You have been signed out everywhere else.',
      email: next,
    });
    expect(await signedInAs(member.token)).toBe(200);
    expect(await signedInAs(laptop)).toBe(401);
  });

  it('ends every session when the link is opened signed out, or signed in as someone else', async () => {
    const member = await signUp(t.app);
    const stranger = await signUp(t.app);
    const next = uniqueEmail('moved');
    await post('/api/user/update-email', { email: next, password: member.password }, bearer(member.token));
    const token = linkToken((await lastEmailTo(t.db, next))?.text, '/verify/email/');
    expect((await post('/api/verify-token-new-email', { token }, bearer(stranger.token))).statusCode).toBe(
      200,
    );
    expect(await signedInAs(member.token)).toBe(401);
    expect(await signedInAs(stranger.token)).toBe(200);
  });

  it('refuses the same e-mail, a wrong password, and an address another member uses', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    const same = await post(
      '/api/user/update-email',
      { email: member.email.toUpperCase(), password: member.password },
      bearer(member.token),
    );
    expect(same.json()).toMatchObject({ message: 'the new email must be different from your current email' });
    const wrong = await post(
      '/api/user/update-email',
      { email: uniqueEmail(), password: 'not-mine-1' },
      bearer(member.token),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: 'your current password is not right' });
    const taken = await post(
      '/api/user/update-email',
      { email: other.email, password: member.password },
      bearer(member.token),
    );
    expect(taken.statusCode).toBe(409);
    expect((await post('/api/user/update-email', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(
      401,
    );
  });
});

describe('password change', () => {
  it('changes the password, ends the other sessions and keeps this browser signed in', async () => {
    const member = await signUp(t.app);
    const other = await login(t.app, member.email, member.password);
    const res = await post(
      '/api/user/update-password',
      { current_password: member.password, new_password: 'another-1', confirm_password: 'another-1' },
      bearer(member.token),
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string }>().token;
    expect((await t.app.inject({ url: '/api/user', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(other) })).statusCode).toBe(401);
    expect((await post('/api/login', { email: member.email, password: 'another-1' })).statusCode).toBe(200);
  });

  it('checks in the spec order and refuses a wrong current password without changing anything', async () => {
    const member = await signUp(t.app);
    const before = (await userRow(t.db, member.user.id)).passwordHash;
    const short = await post(
      '/api/user/update-password',
      { current_password: 'x', new_password: '12345', confirm_password: '12345' },
      bearer(member.token),
    );
    expect(short.json()).toMatchObject({ message: 'the password is min characters' });
    const mismatch = await post(
      '/api/user/update-password',
      { current_password: 'x', new_password: '123456', confirm_password: '654321' },
      bearer(member.token),
    );
    expect(mismatch.json()).toMatchObject({ message: 'the new password not match with confirm' });
    const wrong = await post(
      '/api/user/update-password',
      { current_password: 'not-mine', new_password: '123456', confirm_password: '123456' },
      bearer(member.token),
    );
    expect(wrong.statusCode).toBe(422);
    expect((await userRow(t.db, member.user.id)).passwordHash).toBe(before);
  });
});

describe('no account probing through tokens', () => {
  it('keeps only hashes of links in the database', async () => {
    const member = await signUp(t.app);
    const token = linkToken((await lastEmailTo(t.db, member.email))?.text, '/email/verify/');
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, member.user.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect((await t.db.select().from(users).where(eq(users.id, member.user.id)))[0]?.email).toBe(
      member.email,
    );
  });
});
