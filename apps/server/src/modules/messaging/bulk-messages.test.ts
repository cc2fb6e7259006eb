import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxAnswer, ThreadAnswer } from '@crashpad/shared/api/messages';
import { BULK_MESSAGE_MESSAGES as M, RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import { emails, messages, messageThreads, rentals, tenantMessages } from '../../db/schema';
import {
  acceptedTenant,
  bearer,
  invite,
  inviteForm,
  inviteMember,
  listerWithCrashpad,
  listerWithTenants,
  saveCard,
  suiteApp,
  testApp,
  type TestApp,
  writeTo,
} from '../../../test/factory';
import { apiOperations } from '../../../test/security/probe';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { noticesSettled } from './notices';

const t = suiteApp();

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

describe('sending a bulk message to tenants', () => {
  it('records one message per tenant and e-mails each of them the text with a link to the crashpad', async () => {
    const { lister, listingId, first, second } = await listerWithTenants(t);
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
        threadId: expect.any(Number),
      });

    for (const tenant of [first, second]) {
      const mails = await bulkEmailsTo(tenant.member.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      // the lister by display name, as in the thread the message is filed into (docs/product/accounts.md#names)
      expect(mail.subject).toBe('Message from AlexM about Love Field Crew House');
      expect(mail.text).not.toContain('Alex ');
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
    const { lister, first } = await listerWithTenants(t);
    const res = await send({ message_body: 'Hello', tenants: [first.id] }, lister.token);
    expect(res.json()).toEqual({ message: 'Your message has been sent to 1 tenant.' });
  });

  it('refuses a message without text, without tenants, too long or to too many, saying why', async () => {
    const { lister, first } = await listerWithTenants(t);
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
    const { lister, first } = await listerWithTenants(t);
    const other = await listerWithTenants(t);
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
    const { lister, listingId, beds, first, second } = await listerWithTenants(t);
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
    const { first } = await listerWithTenants(t);
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

const get = <T>(token: string, url: string) =>
  t.app
    .inject({ method: 'GET', url, headers: bearer(token) })
    .then((res) => (expect(res.statusCode, res.body).toBe(200), res.json<T>()));
const noticesTo = (to: string) =>
  t.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), like(emails.subject, 'New message from %')));

describe('bulk messages in the inbox', () => {
  it('files each message into the lister–tenant thread about the crashpad, seen in both inboxes', async () => {
    const { lister, listingId, first, second } = await listerWithTenants(t);
    expect(
      (await send({ message_body: 'House meeting at 7', tenants: [first.id, second.id] }, lister.token))
        .statusCode,
    ).toBe(200);

    const box = await get<InboxAnswer>(lister.token, '/api/messages');
    expect(box.total_messages).toBe(2);
    expect(box.users.map((u) => u.user_id).sort()).toEqual([first.member.id, second.member.id].sort());
    for (const card of box.users)
      expect(card).toMatchObject({
        listing_id: listingId,
        message: 'House meeting at 7',
        from_user: lister.id,
        thread_is_read: 1,
      });

    for (const tenant of [first, second]) {
      const mine = await get<InboxAnswer>(tenant.memberToken, '/api/messages');
      expect(mine.users).toHaveLength(1);
      expect(mine.users[0]).toMatchObject({
        user_id: lister.id,
        listing_id: listingId,
        message: 'House meeting at 7',
        from_user: lister.id,
        to: tenant.member.id,
        thread_is_read: 0,
      });
      expect(await get<{ count: number }>(tenant.memberToken, '/api/messages/unread')).toEqual({ count: 1 });
      const [row] = await t.db.select().from(tenantMessages).where(eq(tenantMessages.rentalId, tenant.id));
      expect(row!.threadId).toBe(mine.users[0]!.id);
    }

    // A second message joins the same threads; the tenant answers in it.
    await send({ message_body: 'Moved to 8', tenants: [first.id] }, lister.token);
    const threadId = (await get<InboxAnswer>(first.memberToken, '/api/messages')).users[0]!.id;
    const reply = await writeTo(t, { token: first.memberToken }, lister.id, listingId, 'See you there');
    expect(reply.json<{ thread_id: number }>().thread_id).toBe(threadId);
    const th = await get<ThreadAnswer>(lister.token, `/api/messages/${threadId}`);
    expect(th.messages.map((m) => m.message)).toEqual(['See you there', 'Moved to 8', 'House meeting at 7']);
    expect(await get<InboxAnswer>(lister.token, '/api/messages')).toMatchObject({ total_messages: 2 });
  });

  it('joins the thread a tenant started about the crashpad', async () => {
    const { lister, listingId, first } = await listerWithTenants(t);
    const started = await writeTo(
      t,
      { token: first.memberToken },
      lister.id,
      listingId,
      'Is the Wi-Fi down?',
    );
    const threadId = started.json<{ thread_id: number }>().thread_id;
    await send({ message_body: 'Fixed for everyone', tenants: [first.id] }, lister.token);
    const th = await get<ThreadAnswer>(first.memberToken, `/api/messages/${threadId}`);
    expect(th.messages.map((m) => m.message)).toEqual(['Fixed for everyone', 'Is the Wi-Fi down?']);
    const threads = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageThreads)
      .where(eq(messageThreads.listingId, listingId));
    expect(threads[0]!.n).toBe(1);
  });

  it('writes once into the thread of a tenant who holds two beds at the crashpad, and e-mails them once', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const again = await invite(t, lister, inviteForm(listingId, beds[1]!, { email: tenant.member.email }));
    expect(again.statusCode, again.body).toBe(200);
    const secondId = again.json<{ id: number }>().id;
    // accepting needs a saved card (docs/decisions/054-accepting-needs-a-card.md)
    await saveCard(t.app, tenant.memberToken);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/rental/${secondId}/accept`,
      headers: bearer(tenant.memberToken),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const body = `Both beds ${Date.now()}`;
    const res = await send({ message_body: body, tenants: [tenant.id, secondId] }, lister.token);
    expect(res.statusCode, res.body).toBe(200);
    // one row per rental, both in the one thread; one message in it; one e-mail
    const rows = (await messagesOf(lister.id)).filter((r) => r.body === body);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.threadId)).size).toBe(1);
    expect(await t.db.select().from(messages).where(eq(messages.body, body))).toHaveLength(1);
    expect((await bulkEmailsTo(tenant.member.email)).filter((m) => m.text?.includes(body))).toHaveLength(1);
  });

  it('a tenant without an account gets the e-mail only', async () => {
    const { lister, first, second } = await listerWithTenants(t);
    await t.db.update(rentals).set({ userId: null }).where(eq(rentals.id, second.id));
    const res = await send({ message_body: 'Rent is due', tenants: [first.id, second.id] }, lister.token);
    expect(res.json()).toEqual({ message: 'Your message has been sent to 2 tenants.' });
    const [row] = await t.db.select().from(tenantMessages).where(eq(tenantMessages.rentalId, second.id));
    expect(row).toMatchObject({ recipientUserId: null, threadId: null, recipientEmail: second.member.email });
    expect(await bulkEmailsTo(second.member.email)).toHaveLength(1);
    expect((await get<InboxAnswer>(lister.token, '/api/messages')).users.map((u) => u.user_id)).toEqual([
      first.member.id,
    ]);
    expect((await get<InboxAnswer>(second.memberToken, '/api/messages')).users).toEqual([]);
  });

  it('the bulk e-mail is the notice: no second e-mail, and none for the lister’s next message within the hour', async () => {
    const { lister, listingId, first } = await listerWithTenants(t);
    await send({ message_body: 'Hello house', tenants: [first.id] }, lister.token);
    await writeTo(t, lister, first.member.id, listingId, 'And the bins go out tonight');
    await noticesSettled(t.ctx);
    expect(await bulkEmailsTo(first.member.email)).toHaveLength(1);
    expect(await noticesTo(first.member.email)).toEqual([]);
  });
});

describe('bulk message e-mails over SMTP', () => {
  let server: TestSmtp;
  let smtp: TestApp;

  beforeAll(async () => {
    server = await startSmtp();
    smtp = await testApp({ SMTP_URL: server.url });
  });
  afterAll(async () => {
    await smtp.close();
    await server.close();
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
    await smtp.ctx.mailer.idle?.();
    const mail = server.received.find(
      (m) => m.to.includes(tenant.member.email) && m.data.includes('Message from'),
    );
    expect(mail?.data).toContain(`Reply-To: ${lister.email}`);
    expect(mail?.data).toContain('Hello from your CP owner');
  });
});

describe('when the mail server is away', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every e-mail fails.
    down = await testApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => down.close());

  it('keeps the messages and queues their e-mails for when it is back (docs/decisions/059-mail-queue.md)', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(down);
    // The invitation e-mail fails too; the invitation stands and is accepted by id.
    const { id } = await acceptedTenant(down, lister, listingId, beds[0]!);

    const res = await send({ message_body: 'Hello', tenants: [id] }, lister.token, down);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).not.toContain('could not be sent');
    await down.ctx.mailer.idle?.();
    const queued = await down.db.select().from(emails).where(like(emails.subject, 'Message from %'));
    expect(queued.map((m) => m.status)).toEqual(['pending']);
    expect(await down.db.select().from(tenantMessages).where(eq(tenantMessages.rentalId, id))).toHaveLength(
      1,
    );
  });
});
