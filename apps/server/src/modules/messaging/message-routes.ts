// Conversations between members (docs/product/specification/3-money-and-messaging.md §7 "Messaging"; docs/decisions/029-messaging.md). Every route needs a
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
import { MESSAGE_NOTICE_TEXTS, unsubscribeRequest } from '@crashpad/shared/api/message-notices';
import { sendTenantMessageRequest } from '@crashpad/shared/api/rentals';
import type { FastifyRequest } from 'fastify';
import { STAY_MESSAGES, stayRequestAnswer, stayRequestInput } from '@crashpad/shared/api/stay-requests';
import type { App, AppContext } from '../../context';
import { requireFlag } from '../../http/flags';
import { signedIn } from '../../http/auth';
import { sendTenantMessage } from './bulk-messages';
import { archive, inbox, markRead, send, thread, unreadCount } from './messages';
import { inBackground, noticeNewMessage, noticesSettled, type Presence } from './notices';
import { requestStay } from './stay-requests';
import { unsubscribe } from './unsubscribe';

const tags = ['messaging'];

export async function messageRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  /** A member with a socket open sees the message live and gets no e-mail (decision 031). */
  const online: Presence = (userId) => ctx.realtime.isMemberOnline(userId);
  // Closing the app waits for the notices still being sent (they write to the database).
  app.addHook('onClose', () => noticesSettled(ctx));
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
  // per member, after the sign-in guard (docs/decisions/031-message-notices-and-bulk-threads.md); a stay request
  // is a message and counts in the same limit
  const sendLimit = {
    rateLimit: {
      hook: 'preHandler' as const,
      max: ctx.config.messageLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `member:${request.auth?.user.id ?? request.ip}`,
      errorResponseBuilder: () => ({
        statusCode: 429,
        code: 'TOO_MANY_MESSAGES',
        message: MESSAGE_NOTICE_TEXTS.tooMany,
      }),
    },
  };
  app.post(
    '/messages',
    {
      schema: { tags, body: messageSendRequest, response: { 200: messageSentAnswer } },
      ...guard,
      config: sendLimit,
    },
    async (request) => {
      const me = signedIn(request).user;
      const sent = await send(db, me, request.body);
      // Both members' open pages hear of it at once (docs/product/specification/3-money-and-messaging.md §4 "Realtime"; docs/decisions/033-real-time.md).
      ctx.realtime.publishChat(sent.event);
      // The e-mail notice goes after the answer: the mail server neither slows nor fails the send.
      inBackground(
        ctx,
        noticeNewMessage(
          ctx,
          online,
          { threadId: sent.threadId, from: me, toId: request.body.to, body: request.body.message },
          request.log,
        ),
      );
      return { message: M.sent, thread_id: sent.threadId, id: sent.messageId, created: sent.event.created };
    },
  );
  // "Book Your Stay" (docs/decisions/065-book-your-stay.md): only with the site.travelbug flag; a request is a
  // message in the listing's thread, noticed and delivered live as any other.
  app.post(
    '/listing/:id/stay-requests',
    {
      schema: { tags, ...params, body: stayRequestInput, response: { 200: stayRequestAnswer } },
      // the flag after the input's checks, as every route refuses bad input first (docs/decisions/013)
      onRequest: ctx.auth.user,
      preHandler: requireFlag(ctx.config, 'site.travelbug'),
      config: sendLimit,
    },
    async (request) => {
      const me = signedIn(request).user;
      const sent = await requestStay(db, me, request.params.id, request.body);
      ctx.realtime.publishChat(sent.event);
      inBackground(
        ctx,
        noticeNewMessage(
          ctx,
          online,
          { threadId: sent.threadId, from: me, toId: sent.listerId, body: sent.body },
          request.log,
        ),
      );
      return { message: STAY_MESSAGES.sent, thread_id: sent.threadId, stay_request: sent.view };
    },
  );
  app.post(
    '/messages/unsubscribe',
    { schema: { tags, body: unsubscribeRequest, response: { 200: messageAnswer } } },
    async (request) => {
      await unsubscribe(ctx, request.body.token);
      return { message: MESSAGE_NOTICE_TEXTS.unsubscribed };
    },
  );
  // A lister's message to their tenants joins each lister–tenant thread (docs/product/specification/2-listings-and-tenants.md §7; decision 031).
  app.post(
    '/lister/send-message-to-tenant',
    {
      schema: { tags: ['rentals'], body: sendTenantMessageRequest, response: { 200: messageAnswer } },
      ...guard,
    },
    (request) => sendTenantMessage(ctx, signedIn(request).user, request.body, request.log),
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
