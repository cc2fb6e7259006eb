// Real-time events between the server and the web app (docs/product/specification/3-money-and-messaging.md §4 "Realtime", §9 online count;
// docs/decisions/033-real-time.md). The socket connects on REALTIME_PATH with
// `auth: { token }` (the session token the API takes as a bearer); the server joins it to its member's room.
import { z } from 'zod';

/** Socket.IO's path, under the app's /api so one proxy rule serves both. */
export const REALTIME_PATH = '/api/socket.io';

/** Event names. `chat` carries a new message (action 'chat'); `online` the count of connected members. */
export const REALTIME_EVENTS = { chat: 'chat', online: 'online' } as const;

/** Sent to both members' rooms when a message is written (also bulk messages filed into threads). */
export const chatEvent = z.object({
  action: z.literal('chat'),
  thread_id: z.number().int(),
  message_id: z.number().int(),
  from_user: z.number().int(),
  to: z.number().int(),
  listing_id: z.number().int().nullable(),
  message: z.string(),
  created: z.string(),
});
export type ChatEvent = z.infer<typeof chatEvent>;

/** Broadcast when the number of distinct connected members changes. */
export const onlineEvent = z.object({ count: z.number().int().min(0) });
export type OnlineEvent = z.infer<typeof onlineEvent>;

/** docs/product/specification/3-money-and-messaging.md §9: the "crashpaders online" count shows only above 3. */
export const ONLINE_COUNT_SHOWN_ABOVE = 3;

/** Connection errors the server answers with (`connect_error` message). */
export const REALTIME_ERRORS = { unauthorized: 'UNAUTHORIZED' } as const;
