// The admin's reads and writes of one vocabulary (docs/product/specification/3-money-and-messaging.md §2.7, §7). The list is the public one
// (GET /api/{kind}), which answers names in the reader's language: with English the only language, that is
// the English name the admin edits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  VocabularyDeleted,
  VocabularyEntry,
  VocabularyInput,
  VocabularyKind,
} from '@crashpad/shared/api/vocabularies';
import { api } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { vocabularyListKey, vocabularyListQuery } from '../../lib/vocabulary-lists';

export function useVocabulary(kind: VocabularyKind) {
  const { i18n } = useTranslation();
  return useQuery({
    // The listing wizard's list, so an edit here shows there at once; the table reads it as entries.
    ...vocabularyListQuery(kind, i18n.language),
    select: (items) => items.map((item): VocabularyEntry => ({ id: item.id, name: { en: item.name } })),
  });
}

type Change =
  | { action: 'created'; input: VocabularyInput }
  | { action: 'updated'; id: number; input: VocabularyInput }
  | { action: 'deleted'; id: number };

function changeVocabulary(
  kind: VocabularyKind,
  change: Change,
): Promise<VocabularyEntry | VocabularyDeleted> {
  if (change.action === 'created')
    return api<VocabularyEntry>(`/${kind}`, { method: 'POST', body: change.input });
  if (change.action === 'updated')
    return api<VocabularyEntry>(`/${kind}/${change.id}`, { method: 'PATCH', body: change.input });
  return api<VocabularyDeleted>(`/${kind}/${change.id}`, { method: 'DELETE' });
}

export function useVocabularyChange(kind: VocabularyKind, onDone: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => changeVocabulary(kind, change),
    onSuccess: async (_answer, change) => {
      await client.invalidateQueries({ queryKey: vocabularyListKey(kind) });
      onDone();
      void notify({
        color: 'green',
        message: t(`vocabularies.${change.action}.${kind}`),
        // The toasts' close button has no name of its own (axe: button-name).
        closeButtonProps: { 'aria-label': t('vocabularies.closeToast') },
      });
    },
    onError: (error) => void notifyError(error),
  });
}
