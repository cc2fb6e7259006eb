// Conversations between members (docs/product/specification/3-money-and-messaging.md §2.5, §3, §4 "Thread read/unread", §5 "Message send", §7 "Messaging";
// docs/decisions/029-messaging.md). Members are named by display name only
// (docs/product/accounts.md#names). A thread belongs to its two members only: anyone
// else gets 404 and nothing changes. Reading is explicit (POST /messages/:id/read); archiving is per member.
import type { ChatEvent } from '@crashpad/shared/api/realtime';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MESSAGE_SEND_MESSAGES as M,
  type InboxAnswer,
  type InboxQuery,
  type MessageSendRequest,
  type ThreadAnswer,
} from '@crashpad/shared/api/messages';
import type { Db } from '../../db/client';
import { listings, messages, messageThreads as t, stayRequests, users } from '../../db/schema';
import { Forbidden, Invalid, NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import { isLister } from '../listings';
import { invitedBy, isCurrentTenant } from '../rentals';
import { stayRequestView } from './stay-request-view';
import { chatEvent, writeMessage } from './thread-writes';

type Side = { other: SQL; archivedAt: SQL; readAt: SQL };

/** The caller's side of a thread, as SQL over message_threads. */
function side(userId: number): Side {
  const isA = sql`${t.userA} = ${userId}`;
  return {
    other: sql<number>`case when ${isA} then ${t.userB} else ${t.userA} end`,
    archivedAt: sql`case when ${isA} then ${t.userAArchivedAt} else ${t.userBArchivedAt} end`,
    readAt: sql`case when ${isA} then ${t.userAReadAt} else ${t.userBReadAt} end`,
  };
}
const mine = (userId: number) => or(eq(t.userA, userId), eq(t.userB, userId))!;
const unread = (s: Side) => sql`(${s.readAt} is null or ${s.readAt} < ${t.lastMessageAt})`;

/** An ACTIVE account whose plan has not run out (docs/decisions/029-messaging.md "Who may write to whom"). */
export function canWrite(user: Pick<UserRow, 'status' | 'expireAt'>, now = new Date()): boolean {
  return user.status === 'ACTIVE' && (user.expireAt === null || user.expireAt > now);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- the inbox ----

export async function inbox(db: Db, me: UserRow, query: InboxQuery): Promise<InboxAnswer> {
  const s = side(me.id);
  const archived = query.archived === 'true' || /(^|&)archived=true($|&)/.test(query.filter);
  const keyword = (query.keyword || (/=/.test(query.filter) ? '' : query.filter)).trim();
  const other = alias(users, 'other');
  const tab = and(mine(me.id), archived ? sql`${s.archivedAt} is not null` : sql`${s.archivedAt} is null`)!;
  const pattern = likePattern(keyword);
  const search = keyword
    ? or(
        // by the name the inbox shows: a search by first or last name would tell them (accounts.md#names)
        ilike(other.displayName, pattern),
        ilike(listings.title, pattern),
        sql`exists (select 1 from ${messages} where ${messages.threadId} = ${t.id} and ${messages.body} ilike ${pattern})`,
      )
    : undefined;
  const last = sql`(select m.body from ${messages} m where m.thread_id = ${t.id} order by m.created_at desc, m.id desc limit 1)`;
  const lastFrom = sql`(select m.from_user_id from ${messages} m where m.thread_id = ${t.id} order by m.created_at desc, m.id desc limit 1)`;
  const base = () =>
    db
      .select({
        id: t.id,
        userId: other.id,
        displayName: other.displayName,
        photo: other.photo,
        listingId: t.listingId,
        listingTitle: listings.title,
        message: sql<string>`${last}`,
        fromUser: sql<number>`${lastFrom}`,
        lastMessageAt: t.lastMessageAt,
        unread: sql<boolean>`${unread(s)}`,
      })
      .from(t)
      .innerJoin(other, eq(other.id, s.other))
      .leftJoin(listings, eq(listings.id, t.listingId));
  const [rows, [total], [current], tenant] = await Promise.all([
    base()
      .where(and(tab, search))
      .orderBy(desc(t.lastMessageAt), desc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(tab),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .innerJoin(other, eq(other.id, s.other))
      .leftJoin(listings, eq(listings.id, t.listingId))
      .where(and(tab, search)),
    isCurrentTenant(db, me.id),
  ]);
  const invited = isLister(me)
    ? await invitedBy(
        db,
        me.id,
        rows.map((r) => r.userId),
      )
    : new Set<number>();
  return {
    users: rows.map((r) => ({
      id: r.id,
      user_id: r.userId,
      display_name: r.displayName,
      photo: r.photo,
      listing_id: r.listingId,
      listing_title: r.listingTitle,
      message: r.message ?? '',
      date_last_updated: r.lastMessageAt.toISOString(),
      thread_is_read: r.unread ? 0 : 1,
      from_user: Number(r.fromUser),
      to: Number(r.fromUser) === me.id ? r.userId : me.id,
      is_archived: archived,
    })),
    invited_users: [...invited],
    total_messages: total?.n ?? 0,
    current_messages: current?.n ?? 0,
    tenant,
  };
}

// ---- one thread ----

/** The thread if the caller is one of its members; 404 otherwise, the same as a thread that does not exist. */
async function myThread(db: Db, me: UserRow, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), mine(me.id)));
  if (!row) throw new NotFound('This conversation was not found.');
  const isA = row.userA === me.id;
  return {
    row,
    otherId: isA ? row.userB : row.userA,
    readAt: isA ? row.userAReadAt : row.userBReadAt,
    archivedAt: isA ? row.userAArchivedAt : row.userBArchivedAt,
    isA,
  };
}

export async function thread(
  db: Db,
  me: UserRow,
  id: number,
  page: { offset: number; limit: number },
): Promise<ThreadAnswer> {
  const mt = await myThread(db, me, id);
  const [other] = await db.select().from(users).where(eq(users.id, mt.otherId));
  if (!other) throw new NotFound('This conversation was not found.');
  const [listing] = mt.row.listingId
    ? await db.select({ title: listings.title }).from(listings).where(eq(listings.id, mt.row.listingId))
    : [];
  const [rows, [count]] = await Promise.all([
    db
      .select({ m: messages, stay: stayRequests })
      .from(messages)
      .leftJoin(stayRequests, eq(stayRequests.messageId, messages.id))
      .where(eq(messages.threadId, id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.threadId, id)),
  ]);
  const lister = isLister(me);
  const [invited, items] = lister
    ? await Promise.all([
        invitedBy(db, me.id, [other.id]),
        db
          .select({ id: listings.id, title: listings.title, status: listings.status })
          .from(listings)
          .where(eq(listings.userId, me.id))
          .orderBy(asc(listings.id)),
      ])
    : [new Set<number>(), []];
  // The lister sees the address of a member who wrote to them about their crashpad: the invite button of the
  // thread (docs/product/specification/3-money-and-messaging.md §2.5) invites by e-mail (docs/decisions/029-messaging.md, addendum).
  const [wroteToMe] =
    lister && mt.row.listingId !== null && items.some((i) => i.id === mt.row.listingId)
      ? await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.threadId, id), eq(messages.fromUserId, other.id)))
          .limit(1)
      : [];
  // The contact phone follows the other member's choice (docs/product/messaging.md#contact-details-in-a-thread):
  // public to members, or only within their rentals — to the lister who invited them, and to the tenants a lister
  // invited, as the listing page shows a lister's phone to their tenants.
  const phonePublic =
    other.approvalPublicPhoneUser === 1 ||
    (other.approvalPublicPhoneTenant === 2 &&
      (invited.has(other.id) || (await invitedBy(db, other.id, [me.id])).has(me.id)));
  return {
    messages: rows.map(({ m, stay }) => ({
      id: m.id,
      from_user: m.fromUserId,
      created: m.createdAt.toISOString(),
      listing_id: mt.row.listingId,
      listing_title: listing?.title ?? null,
      message: m.body,
      ...(stay ? { stay_request: stayRequestView(stay) } : {}),
    })),
    total_messages: count?.n ?? 0,
    to_user_id: other.id,
    to_user: other.displayName,
    to_user_email: wroteToMe ? other.email : null,
    to_user_phone_number: phonePublic ? other.phoneNumber : null,
    to_user_airlines: other.airlines ?? null,
    to_user_photo: other.photo,
    from_user_photo: me.photo,
    is_active: other.status === 'ACTIVE',
    is_invited: invited.has(other.id),
    items: items.map((i) => ({ id: i.id, title: i.title, status: String(i.status) })),
    listing_id: mt.row.listingId,
    thread_is_read: mt.readAt !== null && mt.readAt >= mt.row.lastMessageAt ? 1 : 0,
    is_archived: mt.archivedAt !== null,
  };
}

export async function markRead(db: Db, me: UserRow, id: number): Promise<void> {
  const mt = await myThread(db, me, id);
  await db
    .update(t)
    .set(
      mt.isA
        ? { userAReadAt: sql`greatest(now(), ${t.lastMessageAt})` }
        : { userBReadAt: sql`greatest(now(), ${t.lastMessageAt})` },
    )
    .where(eq(t.id, id));
}

export async function archive(db: Db, me: UserRow, id: number): Promise<void> {
  const mt = await myThread(db, me, id);
  await db
    .update(t)
    .set(mt.isA ? { userAArchivedAt: sql`now()` } : { userBArchivedAt: sql`now()` })
    .where(eq(t.id, id));
}

export async function unreadCount(db: Db, me: UserRow): Promise<number> {
  const s = side(me.id);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(mine(me.id), sql`${s.archivedAt} is null`, unread(s)));
  return row?.n ?? 0;
}

// ---- sending ----

/**
 * docs/decisions/029-messaging.md "Who may write to whom": anyone with an ACTIVE, unexpired account may write to a
 * lister about that lister's listing (tenants to the lister who invited them included); a lister may write, about
 * one of their listings, to anyone who wrote to them and to their own tenants. Everything else is 403.
 */
export async function send(
  db: Db,
  me: UserRow,
  body: MessageSendRequest,
): Promise<{ threadId: number; messageId: number; event: ChatEvent }> {
  if (!canWrite(me)) throw new Forbidden(M.inactive, 'ACCOUNT_INACTIVE');
  if (body.to === me.id) throw Invalid.field('to', M.yourself);
  // The crashpad's owner and the recipient's status in one round trip; still checked in the spec's order.
  const [found] = await db
    .select({
      owner: sql<
        number | null
      >`(select ${listings.userId} from ${listings} where ${listings.id} = ${body.listing_id})`,
      status: sql<string | null>`(select ${users.status} from ${users} where ${users.id} = ${body.to})`,
    })
    .from(sql`(select 1) as one`);
  if (found?.owner == null) throw Invalid.field('listing_id', M.noSuchListing);
  const listing = { id: body.listing_id, userId: Number(found.owner) };
  const recipient = found.status === null ? undefined : { id: body.to, status: found.status };
  if (!recipient || recipient.status !== 'ACTIVE') throw new Forbidden(M.notAllowed, 'MESSAGE_NOT_ALLOWED');
  if (!(await mayWrite(db, me.id, recipient.id, listing.userId)))
    throw new Forbidden(M.notAllowed, 'MESSAGE_NOT_ALLOWED');

  const m = { fromId: me.id, toId: recipient.id, listingId: listing.id, body: body.message };
  const written = await writeMessage(db, m);
  const event = chatEvent(written, m);
  return { threadId: written.threadId, messageId: written.messageId, event };
}

async function mayWrite(
  db: Db,
  senderId: number,
  recipientId: number,
  listingOwnerId: number,
): Promise<boolean> {
  if (listingOwnerId === recipientId) return true;
  if (listingOwnerId !== senderId) return false;
  // The lister answers someone who wrote to them, or writes to their own tenant.
  const [wrote] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(t, eq(t.id, messages.threadId))
    .where(
      and(
        eq(messages.fromUserId, recipientId),
        or(
          and(eq(t.userA, senderId), eq(t.userB, recipientId)),
          and(eq(t.userA, recipientId), eq(t.userB, senderId)),
        ),
      ),
    )
    .limit(1);
  if (wrote) return true;
  return (await invitedBy(db, senderId, [recipientId])).has(recipientId);
}
