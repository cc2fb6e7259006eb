// Conversations between members (spec 3 §7 "Messaging"; docs/decisions/029-messaging.md). Every route needs a
// session; a thread that is not the caller's answers 404.
import { messageAnswer } from '@crashpad/shared/api/accounts';
import { idParams } from '@crashpad/shared/api/ids';
import {
  MESSAGE_SEND_MESSAGES as M,
  inboxAnswer,
  inboxQuery,
  messageSendRequest,
  messageSentAnswer,
  threadAnswer,
  threadQuery,
  unreadAnswer,
} from '@crashpad/shared/api/messages';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { archive, inbox, markRead, send, thread, unreadCount } from './messages';

const tags = ['messaging'];

export async function messageRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const guard = { onRequest: ctx.auth.user };
  const params = { params: idParams };

  app.get(
    '/messages',
    { schema: { tags, querystring: inboxQuery, response: { 200: inboxAnswer } }, ...guard },
    (request) => inbox(db, signedIn(request).user, request.query),
  );
  app.get(
    '/messages/unread',
    { schema: { tags, response: { 200: unreadAnswer } }, ...guard },
    async (request) => ({ count: await unreadCount(db, signedIn(request).user) }),
  );
  app.get(
    '/messages/:id',
    { schema: { tags, ...params, querystring: threadQuery, response: { 200: threadAnswer } }, ...guard },
    (request) => thread(db, signedIn(request).user, request.params.id, request.query),
  );
  app.post(
    '/messages',
    { schema: { tags, body: messageSendRequest, response: { 200: messageSentAnswer } }, ...guard },
    async (request) => {
      const sent = await send(db, signedIn(request).user, request.body);
      // Both members' open pages hear of it at once (spec 3 §4 "Realtime"; docs/decisions/033-real-time.md).
      ctx.realtime.publishChat(sent.event);
      return { message: M.sent, thread_id: sent.threadId, id: sent.messageId };
    },
  );
  app.post(
    '/messages/:id/read',
    { schema: { tags, ...params, response: { 200: messageAnswer } }, ...guard },
    async (request) => {
      await markRead(db, signedIn(request).user, request.params.id);
      return { message: M.read };
    },
  );
  app.delete(
    '/messages/:id',
    { schema: { tags, ...params, response: { 200: messageAnswer } }, ...guard },
    async (request) => {
      await archive(db, signedIn(request).user, request.params.id);
      return { message: M.archived };
    },
  );
}
