// With sockets (docs/decisions/031-message-notices-and-bulk-threads.md, 033-real-time.md): a bulk message reaches
// the tenant's open page at once, and a member with a page open gets no e-mail notice.
import { and, eq, like } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@crashpad/shared/api/realtime';
import { emails } from '../../db/schema';
import {
  acceptedTenant,
  bearer,
  listerWithCrashpad,
  signedInSeeker,
  type TestApp,
  writeTo,
} from '../../../test/factory';
import { connected, nextEvent, socketTestApp } from '../../../test/sockets';
import { noticesSettled } from './notices';

const sockets = socketTestApp();
let t: TestApp;
beforeAll(() => {
  t = sockets.app();
});

/** A socket signed in with `token`, once the server has accepted it. */
const socketOf = (token: string) => connected(sockets.socket(token));
const chatOn = (socket: Socket) => nextEvent<ChatEvent>(socket, 'chat');

const noticesTo = async (to: string) => {
  await noticesSettled(t.ctx);
  return t.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), like(emails.subject, 'New message from %')));
};

describe('live', () => {
  it('a bulk message reaches the tenant’s open page as a chat event of its thread', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
    const heard = chatOn(await socketOf(tenant.memberToken));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lister/send-message-to-tenant',
      headers: bearer(lister.token),
      payload: { message_body: 'Pizza night', tenants: [tenant.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const event = await heard;
    const box = await t.app.inject({ url: '/api/messages', headers: bearer(tenant.memberToken) });
    const card = box.json<{ users: { id: number }[] }>().users[0]!;
    expect(event).toMatchObject({
      action: 'chat',
      thread_id: card.id,
      from_user: lister.id,
      to: tenant.member.id,
      listing_id: listingId,
      message: 'Pizza night',
    });
  });

  it('no e-mail notice while the recipient has a page open; one once they have left', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const m = await signedInSeeker(t);
    const write = (message: string) => writeTo(t, m, lister.id, listingId, message);

    const listerPage = await socketOf(lister.token);
    const heard = chatOn(listerPage);
    expect((await write('Are you around?')).statusCode).toBe(200);
    await heard;
    expect(await noticesTo(lister.email)).toEqual([]);

    listerPage.disconnect();
    await expect.poll(() => t.ctx.realtime.isMemberOnline(lister.id)).toBe(false);
    expect((await write('Guess not')).statusCode).toBe(200);
    const mails = await noticesTo(lister.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Guess not');
  });
});
