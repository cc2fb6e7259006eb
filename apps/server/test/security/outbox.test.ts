// Security probe, issue 13 item 1: the local outbox holds whole e-mails (reset links, e-mail-change links,
// closing codes). Only an admin session reads it, or, outside production, a request made on the server's own
// machine (docs/decisions/019-developer-tools-access.md). A guest from elsewhere once reset the admin's password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login, testApp, type TestApp, uniqueEmail } from '../factory';

const REFUSED = 'Only an admin can read the outbox. Log in as an admin to read it.';
const OUTSIDER = '203.0.113.7';

let dev: TestApp;
let prod: TestApp;
let resetMailId: number;
beforeAll(async () => {
  [dev, prod] = await Promise.all([
    testApp(),
    testApp({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', PAYMENTS_SANDBOX: 'true' }),
  ]);
  // A password reset puts a one-time link into each outbox.
  for (const t of [dev, prod]) {
    const admin = await createMember(t.db, { role: 'admin', email: uniqueEmail('admin') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: admin.email },
    });
    expect(res.statusCode).toBe(200);
  }
  const list = await dev.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  resetMailId = list.json<{ data: { id: number }[] }>().data[0]!.id;
});
afterAll(() => Promise.all([dev?.close(), prod?.close()]));

async function memberToken(t: TestApp, role: 'admin' | 'user') {
  const m = await createMember(t.db, { role });
  return login(t.app, m.email, m.password);
}

function read(t: TestApp, url: string, options: { from?: string; token?: string; headers?: object } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.from ?? OUTSIDER,
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
  });
}

describe('the outbox in development', () => {
  it('refuses a guest from another machine, and a member who is not an admin', async () => {
    for (const url of ['/api/dev/outbox', `/api/dev/outbox/${resetMailId}`]) {
      const guest = await read(dev, url);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ message: REFUSED });
      expect(guest.body).not.toContain('password/reset');
      const member = await read(dev, url, { token: await memberToken(dev, 'user') });
      expect(member.statusCode).toBe(403);
      expect(member.json()).toMatchObject({ message: REFUSED });
    }
  });

  it('does not take a forwarded address for the machine’s own', async () => {
    const res = await read(dev, '/api/dev/outbox', {
      from: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers anyone on loopback (IPv4, IPv6 and IPv4-mapped) and an admin from anywhere', async () => {
    for (const from of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await read(dev, `/api/dev/outbox/${resetMailId}`, { from });
      expect(res.statusCode, from).toBe(200);
      expect(res.json<{ text: string }>().text).toContain('/password/reset/');
    }
    const admin = await read(dev, '/api/dev/outbox', { token: await memberToken(dev, 'admin') });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
  });
});

describe('the outbox in production (MAIL_OUTBOX=true)', () => {
  it('refuses even loopback without an admin session', async () => {
    const res = await read(prod, '/api/dev/outbox', { from: '127.0.0.1' });
    expect(res.statusCode).toBe(401);
    const member = await read(prod, '/api/dev/outbox', {
      from: '127.0.0.1',
      token: await memberToken(prod, 'user'),
    });
    expect(member.statusCode).toBe(403);
  });

  it('answers an admin', async () => {
    const res = await read(prod, '/api/dev/outbox', { token: await memberToken(prod, 'admin') });
    expect(res.statusCode).toBe(200);
    const [mail] = res.json<{ data: { id: number; subject: string }[] }>().data;
    const full = await read(prod, `/api/dev/outbox/${mail!.id}`, { token: await memberToken(prod, 'admin') });
    expect(full.json<{ text: string }>().text).toContain('/password/reset/');
  });
});
