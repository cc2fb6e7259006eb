import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_SEND_MESSAGES as M,
  type InboxAnswer,
  type ThreadAnswer,
} from '@crashpad/shared/api/messages';
import { messages, messageThreads, users } from '../../db/schema';
import {
  acceptedTenant,
  bearer,
  listerWithCrashpad,
  signedInSeeker,
  suiteApp,
  userRow,
} from '../../../test/factory';
import { noticesSettled } from './notices';

const t = suiteApp();

type Member = { id: number; token: string };

const seeker = (values: Parameters<typeof signedInSeeker>[1] = {}) => signedInSeeker(t, values);

const send = (from: Member, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(from.token), payload });
const get = (who: Member, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const inboxOf = async (who: Member, query = '') => {
  const res = await get(who, `/api/messages${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<InboxAnswer>();
};
const unread = async (who: Member) =>
  (await get(who, '/api/messages/unread')).json<{ count: number }>().count;
const messageCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]!.n;

describe('conversations between members', () => {
  it('a seeker writes to a lister about a listing; both see the thread; the lister answers in the same thread', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const s = await seeker({ firstName: 'Quinn', lastName: 'Harper', displayName: 'QuinnH' });
    const res = await send(s, { to: lister.id, message: 'Is the bunk free in May?', listing_id: listingId });
    expect(res.statusCode).toBe(200);
    const { thread_id, message } = res.json<{ thread_id: number; message: string }>();
    expect(message).toBe(M.sent);

    const box = await inboxOf(lister);
    expect(box.total_messages).toBe(1);
    expect(box.users[0]).toMatchObject({
      id: thread_id,
      user_id: s.id,
      display_name: 'QuinnH',
      listing_id: listingId,
      message: 'Is the bunk free in May?',
      thread_is_read: 0,
      from_user: s.id,
      to: lister.id,
    });
    expect((await inboxOf(s)).users[0]).toMatchObject({
      id: thread_id,
      user_id: lister.id,
      thread_is_read: 1,
    });
    expect(await unread(lister)).toBe(1);
    expect(await unread(s)).toBe(0);

    // the lister may answer someone who wrote to them; the same thread is reused
    const reply = await send(lister, { to: s.id, message: 'Yes it is.', listing_id: listingId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ thread_id: number }>().thread_id).toBe(thread_id);
    expect(await unread(s)).toBe(1);

    const th = await get(s, `/api/messages/${thread_id}`);
    expect(th.statusCode).toBe(200);
    const body = th.json<ThreadAnswer>();
    expect(body.messages.map((m) => m.message)).toEqual(['Yes it is.', 'Is the bunk free in May?']);
    expect(body).toMatchObject({ to_user_id: lister.id, listing_id: listingId, thread_is_read: 0 });
    // The lister sees the address of the member who wrote about their crashpad (the thread's invite button
    // invites by e-mail); the member does not see the lister's.
    expect(body.to_user_email).toBeNull();
    const listerView = (await get(lister, `/api/messages/${thread_id}`)).json<ThreadAnswer>();
    expect(listerView.to_user_email).toBe((await userRow(t.db, s.id))!.email);
    // opening marks nothing; reading is explicit
    expect(await unread(s)).toBe(1);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${thread_id}/read`,
      headers: bearer(s.token),
    });
    expect(read.statusCode).toBe(200);
    expect(await unread(s)).toBe(0);
    expect((await inboxOf(s)).users[0]!.thread_is_read).toBe(1);
  });

  // docs/product/accounts.md#names: members know each other by display name in messages, whatever their relation.
  it('never sends either member’s first or last name, in the inbox or a thread, and does not search by them', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    await t.db
      .update(users)
      .set({ firstName: 'Wilhelmina', lastName: 'Walkerton', displayName: 'WandaW' })
      .where(eq(users.id, lister.id));
    const s = await seeker({ firstName: 'Quincy', lastName: 'Pettigrew', displayName: 'QuinnP' });
    const sent = await send(s, { to: lister.id, message: 'Is the bunk free?', listing_id: listingId });
    const threadId = sent.json<{ thread_id: number }>().thread_id;
    // also between a lister and their own tenant
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    await t.db
      .update(users)
      .set({ firstName: 'Ottoline', lastName: 'Fairweather', displayName: 'OttoF' })
      .where(eq(users.id, tenant.member.id));
    const tenantMember = { id: tenant.member.id, token: tenant.memberToken };
    const tenantThread = (
      await send(tenantMember, { to: lister.id, message: 'The tap drips.', listing_id: listingId })
    ).json<{ thread_id: number }>().thread_id;
    const secret = ['Wilhelmina', 'Walkerton', 'Quincy', 'Pettigrew', 'Ottoline', 'Fairweather'];
    const reads: [Member, string][] = [
      [lister, '/api/messages'],
      [lister, `/api/messages/${threadId}`],
      [lister, `/api/messages/${tenantThread}`],
      [s, '/api/messages'],
      [s, `/api/messages/${threadId}`],
      [tenantMember, '/api/messages'],
      [tenantMember, `/api/messages/${tenantThread}`],
    ];
    for (const [who, url] of reads) {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(200);
      expect(
        secret.filter((n) => res.body.includes(n)),
        url,
      ).toEqual([]);
    }
    expect((await inboxOf(lister)).users.map((u) => u.display_name).sort()).toEqual(['OttoF', 'QuinnP']);
    expect((await get(s, `/api/messages/${threadId}`)).json<ThreadAnswer>().to_user).toBe('WandaW');
    for (const name of ['Pettigrew', 'Quincy', 'Fairweather'])
      expect((await inboxOf(lister, `?filter=${name}`)).users, name).toEqual([]);
    expect((await inboxOf(lister, '?filter=quinnp')).users.map((u) => u.user_id)).toEqual([s.id]);
    expect((await inboxOf(s, '?keyword=Walkerton')).users).toEqual([]);
  });

  it('two first messages sent at once share one thread', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const s = await seeker();
    const answers = await Promise.all(
      [1, 2, 3].map((i) => send(s, { to: lister.id, message: `at once ${i}`, listing_id: listingId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<{ thread_id: number }>().thread_id)).size).toBe(1);
    const box = await inboxOf(lister);
    expect(box.users.filter((u) => u.user_id === s.id)).toHaveLength(1);
  });

  it('answers the spec messages with 400 and writes nothing', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const s = await seeker();
    const before = await messageCount();
    const cases: [object, string][] = [
      [{ to: lister.id, message: 'hi' }, M.noListing],
      [{ to: lister.id, message: 'hi', listing_id: '' }, M.noListing],
      [{ to: lister.id, message: '   ', listing_id: listingId }, M.noText],
      [{ to: lister.id, listing_id: listingId }, M.noText],
      [{ message: 'hi', listing_id: listingId }, M.noUser],
      [{ to: null, message: 'hi', listing_id: listingId }, M.noUser],
      [{ to: lister.id, message: 'x'.repeat(5001), listing_id: listingId }, M.tooLong],
      [{ to: s.id, message: 'hi', listing_id: listingId }, M.yourself],
      [{ to: lister.id, message: 'hi', listing_id: 2_000_000_000 }, M.noSuchListing],
    ];
    for (const [payload, text] of cases) {
      const res = await send(s, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(text);
    }
    // A blank message is refused naming its field, so the form marks the message box (docs/decisions/046-flows-and-looks.md).
    const blank = await send(s, { to: lister.id, message: ' \n ', listing_id: listingId });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'Please write a message before sending.',
      errors: { message: ['Please write a message before sending.'] },
    });
    expect(await messageCount()).toBe(before);
  });

  it('enforces who may write to whom', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const s1 = await seeker();
    const s2 = await seeker();
    const stranger = await seeker();
    const before = await messageCount();
    // seeker → seeker, even naming a listing that is not the recipient's
    const res = await send(s1, { to: s2.id, message: 'hello', listing_id: listingId });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(M.notAllowed);
    // lister → a stranger who never wrote and is not a tenant
    expect((await send(lister, { to: stranger.id, message: 'hi', listing_id: listingId })).statusCode).toBe(
      403,
    );
    expect(await messageCount()).toBe(before);

    // tenant → the lister who invited them, and the lister → their tenant
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const tm: Member = { id: tenant.member.id, token: tenant.memberToken };
    expect((await send(lister, { to: tm.id, message: 'Welcome!', listing_id: listingId })).statusCode).toBe(
      200,
    );
    expect((await send(tm, { to: lister.id, message: 'Thanks', listing_id: listingId })).statusCode).toBe(
      200,
    );
    const box = await inboxOf(lister);
    expect(box.invited_users).toContain(tm.id);
    expect((await inboxOf(tm)).tenant).toBe(true);
  });

  it('refuses a member whose account expired or is not active', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const expired = await seeker({ expireAt: new Date(Date.now() - 86_400_000) });
    const before = await messageCount();
    const res = await send(expired, { to: lister.id, message: 'hi', listing_id: listingId });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(M.inactive);
    expect(await messageCount()).toBe(before);
  });

  it('a member outside the thread gets 404 on every thread route and nothing changes', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const s = await seeker();
    const outsider = await seeker();
    const { thread_id } = (await send(s, { to: lister.id, message: 'private', listing_id: listingId })).json<{
      thread_id: number;
    }>();
    await noticesSettled(t.ctx); // the lister's e-mail notice marks the thread when it is sent
    const [before] = await t.db.select().from(messageThreads).where(eq(messageThreads.id, thread_id));
    for (const [method, url] of [
      ['GET', `/api/messages/${thread_id}`],
      ['POST', `/api/messages/${thread_id}/read`],
      ['DELETE', `/api/messages/${thread_id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(outsider.token) });
      expect(res.statusCode, url).toBe(404);
    }
    const [after] = await t.db.select().from(messageThreads).where(eq(messageThreads.id, thread_id));
    expect(after).toEqual(before);
    expect((await get(outsider, '/api/messages/999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });

  it('archiving hides the thread for the member who archived it only; a new message brings it back', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const s = await seeker();
    const { thread_id } = (await send(s, { to: lister.id, message: 'first', listing_id: listingId })).json<{
      thread_id: number;
    }>();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/${thread_id}`,
      headers: bearer(lister.token),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json<{ message: string }>().message).toBe(M.archived);
    expect((await inboxOf(lister)).users.map((u) => u.id)).not.toContain(thread_id);
    expect(await unread(lister)).toBe(0);
    const archived = await inboxOf(lister, '?filter=archived%3Dtrue');
    expect(archived.users.map((u) => u.id)).toEqual([thread_id]);
    expect(archived.users[0]!.is_archived).toBe(true);
    expect((await inboxOf(lister, '?archived=true')).users.map((u) => u.id)).toEqual([thread_id]);
    expect((await inboxOf(s)).users.map((u) => u.id)).toContain(thread_id);

    await send(s, { to: lister.id, message: 'second', listing_id: listingId });
    expect((await inboxOf(lister)).users.map((u) => u.id)).toContain(thread_id);
    expect(await unread(lister)).toBe(1);
  });

  it('pages the inbox and a thread by 25 and searches by name or keyword', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const writers: Member[] = [];
    for (let i = 0; i < 27; i += 1) {
      const s = await seeker({ displayName: i === 0 ? 'Zebulon' : `Pat${i}`, lastName: `Writer${i}` });
      await send(s, {
        to: lister.id,
        message: i === 5 ? 'about the parking spot' : `hello ${i}`,
        listing_id: listingId,
      });
      writers.push(s);
    }
    const first = await inboxOf(lister);
    expect(first.users).toHaveLength(25);
    expect(first.total_messages).toBe(27);
    expect(first.users[0]!.user_id).toBe(writers[26]!.id);
    expect((await inboxOf(lister, '?offset=25&limit=25')).users).toHaveLength(2);

    const byName = await inboxOf(lister, '?filter=zebul');
    expect(byName.users.map((u) => u.user_id)).toEqual([writers[0]!.id]);
    expect(byName.current_messages).toBe(1);
    expect(byName.total_messages).toBe(27);
    // the search is by display name: a last name, which the inbox does not show, finds no one
    expect((await inboxOf(lister, '?filter=Writer1')).users).toHaveLength(0);
    const byKeyword = await inboxOf(lister, '?keyword=PARKING');
    expect(byKeyword.users.map((u) => u.user_id)).toEqual([writers[5]!.id]);
    expect((await inboxOf(lister, '?filter=100%25')).users).toHaveLength(0);

    const s = writers[1]!;
    let threadId = 0;
    for (let i = 0; i < 29; i += 1)
      threadId = (await send(s, { to: lister.id, message: `line ${i}`, listing_id: listingId })).json<{
        thread_id: number;
      }>().thread_id;
    const page1 = (await get(lister, `/api/messages/${threadId}`)).json<ThreadAnswer>();
    expect(page1.messages).toHaveLength(25);
    expect(page1.total_messages).toBe(30);
    expect(page1.messages[0]!.message).toBe('line 28');
    const page2 = (await get(lister, `/api/messages/${threadId}?offset=25`)).json<ThreadAnswer>();
    expect(page2.messages.map((m) => m.message)).toEqual(['line 3', 'line 2', 'line 1', 'line 0', 'hello 1']);
  });
});
