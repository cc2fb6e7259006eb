// Admin vocabularies (docs/product/specification/3-money-and-messaging.md §2.7): amenities, nearby places and preferences. A deleted entry also leaves
// every listing that used it, in the same transaction, so no listing points at a missing id.
import { eq, sql } from 'drizzle-orm';
import {
  VOCABULARY_MESSAGES,
  VOCABULARY_NOUNS,
  type VocabularyEntry,
  type VocabularyInput,
  type VocabularyKind,
} from '@crashpad/shared/api/vocabularies';
import type { Db } from '../../db/client';
import { amenities, listings, places, preferences } from '../../db/schema';
import { NotFound } from '../../errors';

const TABLES = { amenities, places, preferences } as const;

const toEntry = (row: { id: number; name: Record<string, string> }): VocabularyEntry => ({
  id: row.id,
  name: row.name,
});

/** Only the languages with a name: a blank optional language falls back to English when read. */
function names(input: VocabularyInput['name']): Record<string, string> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string' && v !== ''));
}

export async function createEntry(
  db: Db,
  kind: VocabularyKind,
  input: VocabularyInput,
): Promise<VocabularyEntry> {
  const [row] = await db
    .insert(TABLES[kind])
    .values({ name: names(input.name) })
    .returning();
  return toEntry(row!);
}

export async function updateEntry(
  db: Db,
  kind: VocabularyKind,
  id: number,
  input: VocabularyInput,
): Promise<VocabularyEntry> {
  const table = TABLES[kind];
  const [row] = await db
    .update(table)
    .set({ name: names(input.name), updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new NotFound(VOCABULARY_MESSAGES.notFound);
  return toEntry(row);
}

export async function deleteEntry(db: Db, kind: VocabularyKind, id: number): Promise<{ message: string }> {
  const table = TABLES[kind];
  const column = listings[kind];
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (!gone) throw new NotFound(VOCABULARY_MESSAGES.notFound);
    // Keeps the order of the other ids; only listings holding this id are written.
    await tx
      .update(listings)
      .set({
        [kind]: sql`(SELECT coalesce(jsonb_agg(e ORDER BY n), '[]'::jsonb)
                     FROM jsonb_array_elements(${column}) WITH ORDINALITY AS t(e, n)
                     WHERE e <> to_jsonb(${id}::int))`,
      })
      .where(sql`${column} @> ${JSON.stringify([id])}::jsonb`);
  });
  return { message: `${VOCABULARY_NOUNS[kind]} deleted.` };
}
