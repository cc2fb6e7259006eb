// Socket.IO on the app's server (docs/decisions/033-real-time.md): a message written through the API reaches the
// other member's socket at once; a bad token is refused; a revoked session loses its socket; the online count.
import { beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_ERRORS, type ChatEvent, type OnlineEvent } from '@crashpad/shared/api/realtime';
import {
  bearer,
  listerWithCrashpad,
  login,
  signedInSeeker,
  type TestApp,
  writeTo,
} from '../../../test/factory';
import { connected, nextEvent, socketTestApp } from '../../../test/sockets';

const sockets = socketTestApp();
let t: TestApp;
beforeAll(() => {
  t = sockets.app();
});

const socket = sockets.socket;
const seeker = () => signedInSeeker(t);

describe('real-time messages', () => {
  it('a message sent through the API reaches the recipient and the sender’s other tabs, once each', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const s = await seeker();
    const listerSocket = await connected(socket(lister.token));
    const seekerTab = await connected(socket(s.token));
    const received: ChatEvent[] = [];
    listerSocket.on('chat', (e: ChatEvent) => received.push(e));
    const forSender = nextEvent<ChatEvent>(seekerTab, 'chat');
    const forLister = nextEvent<ChatEvent>(listerSocket, 'chat');

    const res = await writeTo(t, s, lister.id, listingId, 'Is the top bunk free?');
    expect(res.statusCode).toBe(200);
    const { thread_id, id } = res.json<{ thread_id: number; id: number }>();
    const event = await forLister;
    expect(event).toMatchObject({
      action: 'chat',
      thread_id,
      message_id: id,
      from_user: s.id,
      to: lister.id,
      listing_id: listingId,
      message: 'Is the top bunk free?',
    });
    expect((await forSender).message_id).toBe(id);
    expect(received).toHaveLength(1);
  });

  it('a member not in the conversation hears nothing of it', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const s = await seeker();
    const other = await seeker();
    const outsider = await connected(socket(other.token));
    const heard: unknown[] = [];
    outsider.on('chat', (e: unknown) => heard.push(e));
    const listerSocket = await connected(socket(lister.token));
    const delivered = nextEvent<ChatEvent>(listerSocket, 'chat');
    await writeTo(t, s, lister.id, listingId, 'Private question');
    await delivered;
    expect(heard).toEqual([]);
  });

  it('refuses a socket without a token, with a forged token and with a revoked one', async () => {
    for (const token of [undefined, '', 'not-a-token', 'x'.repeat(10_000), 42]) {
      await expect(connected(socket(token))).rejects.toThrow(REALTIME_ERRORS.unauthorized);
    }
    const s = await seeker();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(s.token) });
    await expect(connected(socket(s.token))).rejects.toThrow(REALTIME_ERRORS.unauthorized);
  });

  it('logging out disconnects that session’s sockets at once and leaves the member’s other sessions', async () => {
    const { token: first, ...m } = await signedInSeeker(t);
    const second = await login(t.app, m.email, m.password);
    const leaving = await connected(socket(first));
    const staying = await connected(socket(second));
    const reason = nextEvent<string>(leaving, 'disconnect');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect(await reason).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    expect(await t.ctx.realtime.isMemberOnline(m.id)).toBe(true);
  });

  it('counts distinct members online and says who is online', async () => {
    const members = await Promise.all([seeker(), seeker(), seeker(), seeker()]);
    const before = await t.ctx.realtime.onlineCount();
    expect(await t.ctx.realtime.isMemberOnline(members[0]!.id)).toBe(false);
    const watcher = await connected(socket(members[0]!.token));
    // A second tab of the same member is not a second member.
    await connected(socket(members[0]!.token));
    for (const m of members.slice(1)) await connected(socket(m.token));
    const counts: number[] = [];
    await new Promise<void>((resolve) => {
      watcher.on('online', (e: OnlineEvent) => {
        counts.push(e.count);
        if (e.count === before + 4) resolve();
      });
    });
    expect(counts.at(-1)).toBe(before + 4);
    expect(await t.ctx.realtime.onlineCount()).toBe(before + 4);
    expect(await t.ctx.realtime.isMemberOnline(members[3]!.id)).toBe(true);
  });
});
