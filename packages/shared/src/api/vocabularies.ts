// Admin vocabularies (docs/product/specification/3-money-and-messaging.md §2.7, §5, §7): amenities, nearby places and preferences, each name keyed by
// supported language, English required. The public lists (GET /api/amenities, …) answer VocabularyItem.
import { z } from 'zod';

/** A vocabulary entry (amenity, preference or nearby place) in the reader's language. */
export const vocabularyItem = z.object({ id: z.number(), name: z.string() });
export type VocabularyItem = z.infer<typeof vocabularyItem>;

/** The languages a vocabulary name is written in: the supported languages (English only, docs/product/specification/1-accounts-and-shell.md §1). */
export const VOCABULARY_LANGUAGES = ['en'] as const;
export type VocabularyLanguage = (typeof VOCABULARY_LANGUAGES)[number];

export const VOCABULARY_KINDS = ['amenities', 'places', 'preferences'] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];

export const VOCABULARY_NAME_MAX = 100;
export const VOCABULARY_MESSAGES = {
  englishRequired: 'English name is required',
  tooLong: `A name can be at most ${VOCABULARY_NAME_MAX} characters`,
  notFound: 'This entry does not exist (any more).',
} as const;

/** What the answers call an entry of each vocabulary (docs/product/specification/3-money-and-messaging.md §7 toasts: 'Amenity deleted.'). */
export const VOCABULARY_NOUNS: Record<VocabularyKind, string> = {
  amenities: 'Amenity',
  places: 'Nearby place',
  preferences: 'Preference',
};

/**
 * POST /api/{kind} and PATCH /api/{kind}/{id}: one name per supported language, English required (a language
 * added to VOCABULARY_LANGUAGES gets its key here).
 */
export const vocabularyInput = z.object({
  name: z.object(
    {
      en: z
        .string({ error: VOCABULARY_MESSAGES.englishRequired })
        .trim()
        .min(1, { error: VOCABULARY_MESSAGES.englishRequired })
        .max(VOCABULARY_NAME_MAX, { error: VOCABULARY_MESSAGES.tooLong }),
    },
    { error: VOCABULARY_MESSAGES.englishRequired },
  ),
});
export type VocabularyInput = z.infer<typeof vocabularyInput>;

/** An entry with every language's name, as the admin writes it. */
export const vocabularyEntry = z.object({ id: z.number(), name: z.record(z.string(), z.string()) });
export type VocabularyEntry = z.infer<typeof vocabularyEntry>;

export const vocabularyDeleted = z.object({ message: z.string() });
export type VocabularyDeleted = z.infer<typeof vocabularyDeleted>;
