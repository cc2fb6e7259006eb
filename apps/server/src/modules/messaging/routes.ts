import { CONTACT_SUCCESS, contactAnswer, contactRequest } from '@crashpad/shared/api/messaging';
import type { App, AppContext } from '../../context';
import { sendContactMessage } from './contact-service';
import { messageRoutes } from './message-routes';

export async function contactRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/contact',
    {
      schema: { tags: ['messaging'], body: contactRequest, response: { 200: contactAnswer } },
      config: {
        rateLimit: {
          max: ctx.config.contactLimitPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: () => ({
            statusCode: 429,
            message:
              'You have sent several messages in the last hour. Please wait a while before sending another.',
          }),
        },
      },
    },
    async (request) => {
      await sendContactMessage(ctx, request.body, request.ip, request.log);
      return { message: CONTACT_SUCCESS };
    },
  );
  // Conversations between members live beside the contact form (docs/decisions/029-messaging.md).
  await messageRoutes(app, ctx);
}
