// Conversations between members (docs/product/specification/3-money-and-messaging.md §3 "Message thread card", "Thread response", "Message", "Inbox
// response", §5 "Message send", §7 "Messaging", §9 page sizes; docs/decisions/029-messaging.md).
import { z } from 'zod';
import { stayRequestView } from './stay-requests';
import { ID_MAX } from './ids';

/** Inbox and thread pages (docs/product/specification/3-money-and-messaging.md §9). */
export const MESSAGE_PAGE_SIZE = 25;
/** The longest message a member may send. */
export const MESSAGE_MAX_LENGTH = 5000;

/** The send form's messages (docs/product/specification/3-money-and-messaging.md §5 "Message send") and the server's refusals. */
export const MESSAGE_SEND_MESSAGES = {
  noListing: 'please select crashpad and try again',
  /** written as a sentence (docs/decisions/046-flows-and-looks.md), not docs/product/specification/3-money-and-messaging.md's 'oops message has no text' */
  noText: 'Please write a message before sending.',
  noUser: 'No user ID provided',
  tooLong: `Your message is too long: at most ${MESSAGE_MAX_LENGTH} characters.`,
  yourself: 'You cannot send a message to yourself.',
  inactive: 'Your account is not active. Please renew your subscription to send messages.',
  notAllowed: 'You cannot send a message to this member.',
  noSuchListing: 'This crashpad is not available. Please select another crashpad and try again.',
  sent: 'message successfully sent',
  archived: 'message archived',
  read: 'message marked as read',
} as const;
const M = MESSAGE_SEND_MESSAGES;

const blankToUndefined = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
const requiredId = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(ID_MAX, { error: message }),
  );

/** POST /api/messages: keys in the order the form checks them, so the first message is the spec's. */
export const messageSendRequest = z.object({
  listing_id: requiredId(M.noListing),
  message: z
    .string({ error: M.noText })
    .trim()
    .min(1, { error: M.noText })
    .max(MESSAGE_MAX_LENGTH, { error: M.tooLong }),
  to: requiredId(M.noUser),
});
export type MessageSendRequest = z.infer<typeof messageSendRequest>;

const page = (max: number) => ({
  offset: z.coerce.number().int().min(0).max(ID_MAX).optional().default(0),
  limit: z.coerce.number().int().min(1).max(max).optional().default(MESSAGE_PAGE_SIZE),
});

/** GET /api/messages?offset&limit&filter&archived&keyword */
export const inboxQuery = z.object({
  ...page(100),
  /** 'archived=true' (as the client sends it) or a search by name or keyword */
  filter: z.string().max(200).optional().default(''),
  archived: z.enum(['true', 'false']).optional(),
  keyword: z.string().max(200).optional().default(''),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

/** GET /api/messages/:id?offset&limit */
export const threadQuery = z.object(page(100));

/**
 * A thread card of the inbox (docs/product/specification/3-money-and-messaging.md §3 "Message thread card"). The other member is known by their display name:
 * docs/product/specification/3-money-and-messaging.md's first_name and last_name are not sent (docs/product/accounts.md#names).
 */
export const threadCard = z.object({
  id: z.number(),
  /** the other member */
  user_id: z.number(),
  display_name: z.string(),
  photo: z.string().nullable(),
  listing_id: z.number().nullable(),
  listing_title: z.string().nullable(),
  /** the newest message */
  message: z.string(),
  date_last_updated: z.string(),
  /** 1 read, 0 unread, for the caller */
  thread_is_read: z.number(),
  /** who wrote the newest message, and to whom */
  from_user: z.number(),
  to: z.number(),
  is_archived: z.boolean(),
});
export type ThreadCard = z.infer<typeof threadCard>;

/** The inbox (docs/product/specification/3-money-and-messaging.md §3 "Inbox response"). */
export const inboxAnswer = z.object({
  users: z.array(threadCard),
  /** members the caller (a lister) invited to a crashpad, among the inbox's members */
  invited_users: z.array(z.number()),
  /** the caller's threads in this tab, and how many of them this search matches */
  total_messages: z.number(),
  current_messages: z.number(),
  /** whether the caller is a current tenant */
  tenant: z.boolean(),
});
export type InboxAnswer = z.infer<typeof inboxAnswer>;

/** One message (docs/product/specification/3-money-and-messaging.md §3 "Message"). */
export const messageItem = z.object({
  id: z.number(),
  from_user: z.number(),
  created: z.string(),
  listing_id: z.number().nullable(),
  listing_title: z.string().nullable(),
  message: z.string(),
  /** when the message is a stay request (docs/decisions/065-book-your-stay.md): what was asked */
  stay_request: stayRequestView.optional(),
});
export type MessageItem = z.infer<typeof messageItem>;

/**
 * A thread, newest messages first, a page at a time (docs/product/specification/3-money-and-messaging.md §3 "Thread response"). `to_user` is the other member's
 * display name; docs/product/specification/3-money-and-messaging.md's to_user_first_name and to_user_last_name are not sent (docs/product/accounts.md#names).
 */
export const threadAnswer = z.object({
  messages: z.array(messageItem),
  total_messages: z.number(),
  to_user_id: z.number(),
  to_user: z.string(),
  to_user_email: z.string().nullable(),
  to_user_phone_number: z.string().nullable(),
  to_user_airlines: z.string().nullable(),
  to_user_photo: z.string().nullable(),
  from_user_photo: z.string().nullable(),
  /** whether the other member's account is active */
  is_active: z.boolean(),
  /** whether the caller (a lister) has invited the other member to one of their crashpads */
  is_invited: z.boolean(),
  /** the caller's listings, when the caller is a lister, for the invite button */
  items: z.array(z.object({ id: z.number(), title: z.string(), status: z.string() })),
  listing_id: z.number().nullable(),
  thread_is_read: z.number(),
  is_archived: z.boolean(),
});
export type ThreadAnswer = z.infer<typeof threadAnswer>;

/** POST /api/messages */
/** `created`: the server's time of the message, so the sender's page orders it as every other page does */
export const messageSentAnswer = z.object({
  message: z.string(),
  thread_id: z.number(),
  id: z.number(),
  created: z.string(),
});
export type MessageSentAnswer = z.infer<typeof messageSentAnswer>;

/** GET /api/messages/unread: threads with a message the caller has not read. */
export const unreadAnswer = z.object({ count: z.number() });
