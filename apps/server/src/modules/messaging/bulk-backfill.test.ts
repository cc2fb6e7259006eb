// Migration 0016 files the bulk messages recorded before issue 16 into threads
// (docs/decisions/031-message-notices-and-bulk-threads.md). The test database is already migrated, so rows shaped
// like the old ones are written here and the migration's SQL runs again over them, on each engine.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InboxAnswer, ThreadAnswer } from '@crashpad/shared/api/messages';
import { messages, messageThreads, tenantMessages } from '../../db/schema';
import { migrationsDir } from '../../paths';
import { acceptedTenant, bearer, listerWithCrashpad, suiteApp, writeTo } from '../../../test/factory';

const t = suiteApp();

async function backfill() {
  const text = await readFile(join(migrationsDir, '0016_bulk_threads.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

const get = async <T>(token: string, url: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('migration 0016: bulk messages recorded before threads', () => {
  it('become thread messages with their original time, in new or existing threads, once', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    const first = await acceptedTenant(t, lister, listingId, beds[0]!);
    const second = await acceptedTenant(t, lister, listingId, beds[1]!);
    const gone = await acceptedTenant(t, lister, listingId, beds[2]!);

    // The second tenant already wrote to the lister about the crashpad, last week.
    const started = await writeTo(t, { token: second.memberToken }, lister.id, listingId, 'Hi, tenant here');
    const existing = started.json<{ thread_id: number }>().thread_id;
    await t.db
      .update(messageThreads)
      .set({ lastMessageAt: new Date('2026-01-08T00:00:00Z') })
      .where(eq(messageThreads.id, existing));
    await t.db
      .update(messages)
      .set({ createdAt: new Date('2026-01-08T00:00:00Z') })
      .where(eq(messages.threadId, existing));

    const old = (day: number) => new Date(`2026-01-${String(day).padStart(2, '0')}T12:00:00Z`);
    const row = (tenant: typeof first, body: string, at: Date, userId: number | null = tenant.member.id) => ({
      listerId: lister.id,
      listingId,
      rentalId: tenant.id,
      recipientUserId: userId,
      recipientEmail: tenant.member.email,
      body,
      createdAt: at,
    });
    await t.db
      .insert(tenantMessages)
      .values([
        row(first, 'Water off Tuesday', old(5)),
        row(first, 'Water back on', old(6)),
        row(second, 'Water off Tuesday', old(5)),
        row(second, 'New door code 4242', old(10)),
        row(gone, 'Water off Tuesday', old(5), null),
      ]);

    await backfill();
    await backfill();

    const rows = await t.db
      .select()
      .from(tenantMessages)
      .where(eq(tenantMessages.listerId, lister.id))
      .orderBy(asc(tenantMessages.id));
    const firstThread = rows[0]!.threadId;
    expect(firstThread).toEqual(expect.any(Number));
    expect(rows.map((r) => r.threadId)).toEqual([firstThread, firstThread, existing, existing, null]);

    const inFirst = await t.db
      .select()
      .from(messages)
      .where(eq(messages.threadId, firstThread!))
      .orderBy(asc(messages.id));
    expect(inFirst.map((m) => [m.body, m.fromUserId, m.createdAt.toISOString()])).toEqual([
      ['Water off Tuesday', lister.id, old(5).toISOString()],
      ['Water back on', lister.id, old(6).toISOString()],
    ]);

    // In both inboxes, newest first; the lister has read what they wrote, the tenant has not.
    const tenantBox = await get<InboxAnswer>(first.memberToken, '/api/messages');
    expect(tenantBox.users).toMatchObject([
      {
        id: firstThread,
        user_id: lister.id,
        message: 'Water back on',
        thread_is_read: 0,
        from_user: lister.id,
      },
    ]);
    expect(tenantBox.users[0]!.date_last_updated).toBe(old(6).toISOString());
    const second2 = await get<ThreadAnswer>(second.memberToken, `/api/messages/${existing}`);
    expect(second2.messages.map((m) => m.message)).toEqual([
      'New door code 4242',
      'Hi, tenant here',
      'Water off Tuesday',
    ]);
    const listerBox = await get<InboxAnswer>(lister.token, '/api/messages');
    expect(listerBox.users.map((u) => [u.id, u.thread_is_read])).toEqual([
      [existing, 1],
      [firstThread, 1],
    ]);
    expect(await get(gone.memberToken, '/api/messages')).toMatchObject({ users: [] });
  });
});
