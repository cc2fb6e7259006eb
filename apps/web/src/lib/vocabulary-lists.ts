// A vocabulary's public list (GET /api/{kind}), names in the reader's language. The listing wizard shows it and
// the admin edits it: one cache entry, so an admin's change shows in the wizard at once.
import { queryOptions } from '@tanstack/react-query';
import type { VocabularyItem, VocabularyKind } from '@crashpad/shared/api/vocabularies';
import { api } from './api-client';

/** Every language's list of one vocabulary, as a change invalidates them. */
export const vocabularyListKey = (kind: VocabularyKind) => ['vocabulary', kind];

export const vocabularyListQuery = (kind: VocabularyKind, language: string) =>
  queryOptions({
    queryKey: [...vocabularyListKey(kind), language],
    queryFn: () => api<VocabularyItem[]>(`/${kind}`),
  });
