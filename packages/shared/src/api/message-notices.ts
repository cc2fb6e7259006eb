// E-mail notices of new messages, their unsubscribe link and the send rate limit (issue 16;
// docs/decisions/031-message-notices-and-bulk-threads.md).
import { z } from 'zod';

/** A member gets at most one notice per thread in this many minutes. */
export const NOTICE_INTERVAL_MINUTES = 60;
/** How much of the message the notice quotes. */
export const NOTICE_EXCERPT_LENGTH = 300;

export const MESSAGE_NOTICE_TEXTS = {
  unsubscribed: 'You will no longer get an e-mail when you get a new message.',
  badToken:
    'This unsubscribe link is not valid. Open the link from your latest e-mail, or turn the e-mails off in your account settings.',
  missingToken: 'The link is missing its token.',
  tooMany: 'You are sending messages too quickly. Please wait a minute and try again.',
  saved: 'Your e-mail preference has been saved.',
} as const;

/** POST /api/messages/unsubscribe: the token of the notice's unsubscribe link. */
export const unsubscribeRequest = z.object({
  token: z
    .string({ error: MESSAGE_NOTICE_TEXTS.missingToken })
    .trim()
    .min(1, { error: MESSAGE_NOTICE_TEXTS.missingToken })
    .max(200, { error: MESSAGE_NOTICE_TEXTS.badToken }),
});
export type UnsubscribeRequest = z.input<typeof unsubscribeRequest>;

/** PUT /api/user/message-notices: the account settings switch "E-mail me when I get a new message". */
export const messageNoticesRequest = z.object({
  message_notices: z.boolean({ error: 'message_notices must be true or false' }),
});
export type MessageNoticesRequest = z.input<typeof messageNoticesRequest>;
