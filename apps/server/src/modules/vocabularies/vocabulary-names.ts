// Amenities, preferences and nearby places in the reader's language, English when it has no name in it
// (docs/product/specification/2-listings-and-tenants.md §2.1 step 3).
import { inArray } from 'drizzle-orm';
import type { VocabularyItem } from '@crashpad/shared/api/vocabularies';
import type { Db } from '../../db/client';
import { amenities, places, preferences } from '../../db/schema';

export const VOCABULARIES = { amenities, preferences, places } as const;
export type VocabularyName = keyof typeof VOCABULARIES;

export const localName = (name: Record<string, string>, language: string) =>
  name[language]?.trim() || name.en || '';

/** The whole vocabulary, sorted by its name in the reader's language. */
export async function vocabulary(db: Db, which: VocabularyName, language: string): Promise<VocabularyItem[]> {
  const table = VOCABULARIES[which];
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return rows
    .map((r) => ({ id: r.id, name: localName(r.name, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language) || a.id - b.id);
}

/** The entries a listing chose, in its order; entries an admin has since removed are left out. */
export async function vocabularyEntries(
  db: Db,
  which: VocabularyName,
  ids: number[],
  language: string,
): Promise<VocabularyItem[]> {
  if (ids.length === 0) return [];
  const table = VOCABULARIES[which];
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  const byId = new Map(rows.map((r) => [r.id, localName(r.name, language)]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}
