import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGE_MESSAGES as M, RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import { emails, rentals, tenantMessages } from '../../db/schema';
import { bearer, createMember, login } from '../../../test/accounts';
import { acceptedTenant, inviteMember, listerWithCrashpad } from '../../../test/rentals';
import { apiOperations } from '../../../test/security/probe';
import { testApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const SEND = '/api/lister/send-message-to-tenant';
const send = (payload: object, token?: string, app = t) =>
  app.app.inject({ method: 'POST', url: SEND, headers: token ? bearer(token) : {}, payload });

const messagesOf = (listerId: number) =>
  t.db.select().from(tenantMessages).where(eq(tenantMessages.listerId, listerId));
const bulkEmailsTo = (to: string) =>
  t.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), like(emails.subject, 'Message from %')));

/** A lister with a crashpad and two current tenants. */
async function listerWithTenants() {
  const { lister, listingId, beds } = await listerWithCrashpad(t);
  const first = await acceptedTenant(t, lister, listingId, beds[0]!, {
    first_name: 'Robin',
    last_name: 'Okafor',
  });
  const second = await acceptedTenant(t, lister, listingId, beds[1]!, {
    first_name: 'sam',
    last_name: 'Lee',
  });
  return { lister, listingId, beds, first, second };
}

describe('sending a bulk message to tenants', () => {
  it('records one message per tenant and e-mails each of them the text with a link to the crashpad', async () => {
    const { lister, listingId, first, second } = await listerWithTenants();
    const body = 'Water is off on Tuesday <b>9–11</b> & the code is "4242".\nThanks!';

    // The same tenant twice counts once; the text is kept without its surrounding spaces.
    const res = await send(
      { message_body: `  ${body}\n `, tenants: [first.id, second.id, first.id] },
      lister.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your message has been sent to 2 tenants.' });

    const rows = await messagesOf(lister.id);
    expect(rows.map((r) => r.rentalId).sort()).toEqual([first.id, second.id].sort());
    for (const [tenant, row] of [first, second].map(
      (x) => [x, rows.find((r) => r.rentalId === x.id)!] as const,
    ))
      expect(row).toMatchObject({
        listingId,
        recipientUserId: tenant.member.id,
        recipientEmail: tenant.member.email,
        body,
        threadId: null,
      });

    for (const tenant of [first, second]) {
      const mails = await bulkEmailsTo(tenant.member.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Message from Alex about Love Field Crew House');
      expect(mail.text).toContain(body);
      expect(mail.text).toContain(`http://crashpad.test/listing/${listingId}`);
      // In HTML the lister's text is text, never markup.
      expect(mail.html).toContain(
        'Water is off on Tuesday &lt;b&gt;9–11&lt;/b&gt; &amp; the code is &quot;4242&quot;.',
      );
      expect(mail.html).not.toContain('<b>9–11</b>');
      expect(mail.html).toContain(`href="http://crashpad.test/listing/${listingId}"`);
    }
  });

  it('says "1 tenant" for one', async () => {
    const { lister, first } = await listerWithTenants();
    const res = await send({ message_body: 'Hello', tenants: [first.id] }, lister.token);
    expect(res.json()).toEqual({ message: 'Your message has been sent to 1 tenant.' });
  });

  it('refuses a message without text, without tenants, too long or to too many, saying why', async () => {
    const { lister, first } = await listerWithTenants();
    const cases: [object, string, string][] = [
      [{ message_body: '   \n ', tenants: [first.id] }, 'message_body', M.body],
      [{ tenants: [first.id] }, 'message_body', M.body],
      [{ message_body: 'x'.repeat(5001), tenants: [first.id] }, 'message_body', M.bodyTooLong],
      [{ message_body: 'Hello', tenants: [] }, 'tenants', M.tenants],
      [{ message_body: 'Hello' }, 'tenants', M.tenants],
      [
        { message_body: 'Hello', tenants: Array.from({ length: 501 }, (_, i) => i + 1) },
        'tenants',
        M.tooManyTenants,
      ],
      [{ message_body: 'Hello', tenants: ['abc'] }, 'tenants.0', 'id must be a number'],
      [{ message_body: 'Hello', tenants: [1.5] }, 'tenants.0', 'id must be a whole number'],
      [{ message_body: 'Hello', tenants: [0] }, 'tenants.0', 'id must be a positive number'],
      [{ message_body: 'Hello', tenants: [2147483648] }, 'tenants.0', 'id is too large'],
      [
        { message_body: 'Hello\u0000there', tenants: [first.id] },
        'message_body',
        'message body contains a character that is not allowed',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(payload, lister.token);
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({
        payload,
        status: 400,
        body: { message, errors: { [field]: [message] } },
      });
    }
    // 5,000 characters is allowed.
    expect(
      (await send({ message_body: 'x'.repeat(5000), tenants: [first.id] }, lister.token)).statusCode,
    ).toBe(200);
    expect(await messagesOf(lister.id)).toHaveLength(1);
  });

  it('never reaches another lister’s tenant: 404, and nothing is written or sent, not even to its own tenants', async () => {
    const { lister, first } = await listerWithTenants();
    const other = await listerWithTenants();
    for (const tenants of [[other.first.id], [first.id, other.first.id], [2147483647]]) {
      const res = await send({ message_body: 'Hello', tenants }, lister.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: M.notYourTenant, code: 'TENANT_NOT_FOUND' });
    }
    expect(await messagesOf(lister.id)).toEqual([]);
    expect(await messagesOf(other.lister.id)).toEqual([]);
    expect(await bulkEmailsTo(first.member.email)).toEqual([]);
    expect(await bulkEmailsTo(other.first.member.email)).toEqual([]);
  });

  it('reaches current tenants only: not a pending invitation nor a tenant who left', async () => {
    const { lister, listingId, beds, first, second } = await listerWithTenants();
    const pending = await inviteMember(t, lister, listingId, beds[2]!);
    await t.app.inject({
      method: 'POST',
      url: `/api/rental/${second.id}/leave`,
      headers: bearer(second.memberToken),
    });
    for (const id of [pending.id, second.id]) {
      const res = await send({ message_body: 'Hello', tenants: [first.id, id] }, lister.token);
      expect(res.statusCode).toBe(404);
    }
    expect(await messagesOf(lister.id)).toEqual([]);
    expect(await bulkEmailsTo(pending.member.email)).toEqual([]);
  });

  it('is for listers only: 403 for a member, 401 logged out', async () => {
    const { first } = await listerWithTenants();
    const res = await send({ message_body: 'Hello', tenants: [first.id] }, first.memberToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: RENTAL_MESSAGES.notLister });
    expect((await send({ message_body: 'Hello', tenants: [first.id] })).statusCode).toBe(401);
    expect(await bulkEmailsTo(first.member.email)).toEqual([]);
  });
  it('is among the routes the security probe sends NUL bytes and oversized ids to', () => {
    const probed = apiOperations(t).map((o) => `${o.method} ${o.path}`);
    expect(probed).toEqual(
      expect.arrayContaining(['POST /api/lister/send-message-to-tenant', 'GET /api/lister/bulk-tenants']),
    );
    const op = apiOperations(t).find((o) => o.path === SEND);
    expect(Object.keys(op?.body?.properties ?? {})).toEqual(['message_body', 'tenants']);
  });
});

describe('the tenants the bulk message modal offers', () => {
  it('lists the lister’s current tenants with short name, e-mail, AutoPay and crashpad; nobody else’s', async () => {
    const { lister, listingId, beds, first, second } = await listerWithTenants();
    await t.db.update(rentals).set({ autoPay: 1 }).where(eq(rentals.id, second.id));
    await inviteMember(t, lister, listingId, beds[2]!);
    const other = await listerWithTenants();

    const res = await t.app.inject({ url: '/api/lister/bulk-tenants', headers: bearer(lister.token) });
    expect(res.statusCode).toBe(200);
    const tenant = (x: typeof first, name: string, autoPay: number) => ({
      id: x.id,
      name,
      email: x.member.email,
      auto_pay: autoPay,
      listing_id: listingId,
      location: 'Love Field Crew House',
    });
    // By crashpad, then by last name.
    expect(res.json()).toEqual({ data: [tenant(second, 'S. Lee', 1), tenant(first, 'R. Okafor', 0)] });
    expect(res.json<{ data: { id: number }[] }>().data.map((r) => r.id)).not.toContain(other.first.id);
  });

  it('is for listers only', async () => {
    const member = await createMember(t.db);
    const token = await login(t.app, member.email, member.password);
    expect((await t.app.inject({ url: '/api/lister/bulk-tenants', headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/lister/bulk-tenants' })).statusCode).toBe(401);
  });
});

describe('bulk message e-mails over SMTP', () => {
  type Received = { to: string[]; data: string };
  const received: Received[] = [];
  let server: SMTPServer;
  let smtp: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    smtp = await testApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers to the lister: Reply-To is the lister’s e-mail', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(smtp);
    const tenant = await acceptedTenant(smtp, lister, listingId, beds[0]!);
    const res = await send(
      { message_body: 'Hello from your CP owner', tenants: [tenant.id] },
      lister.token,
      smtp,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = received.find((m) => m.to.includes(tenant.member.email) && m.data.includes('Message from'));
    expect(mail?.data).toContain(`Reply-To: ${lister.email}`);
    expect(mail?.data).toContain('Hello from your CP owner');
  });
});

describe('when e-mail cannot be sent', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every e-mail fails.
    down = await testApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => down.close());

  it('keeps the messages and says the e-mails could not be sent', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(down);
    // The invitation e-mail fails too; the invitation stands and is accepted by id.
    const { id } = await acceptedTenant(down, lister, listingId, beds[0]!);

    const res = await send({ message_body: 'Hello', tenants: [id] }, lister.token, down);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your message has been recorded for 1 tenant, but the e-mail to 1 of them could not be sent.',
    });
    expect(await down.db.select().from(tenantMessages).where(eq(tenantMessages.rentalId, id))).toHaveLength(
      1,
    );
  });
});
