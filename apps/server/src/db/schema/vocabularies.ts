// Admin-editable vocabularies (docs/product/specification/3-money-and-messaging.md §2.7): names keyed by language code, English required.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const vocabularyColumns = () => ({
  id: serial().primaryKey(),
  name: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const englishRequired = (table: string) => (t: { name: unknown }) => [
  check(`${table}_name_en`, sql`length(trim(${t.name} ->> 'en')) > 0`),
];

export const amenities = pgTable('amenities', vocabularyColumns(), englishRequired('amenities'));
export const preferences = pgTable(
  'preferences',
  {
    ...vocabularyColumns(),
    /** a fixed name for the entries the search's gender filter uses (docs/product/specification/2-listings-and-tenants.md §2.10), so renaming them keeps it */
    key: text().unique(),
  },
  englishRequired('preferences'),
);
/** nearby places */
export const places = pgTable('places', vocabularyColumns(), englishRequired('places'));
