// Add or edit an entry (docs/product/specification/3-money-and-messaging.md §2.7, §5): one required input per supported language. With the English name
// blank, Save saves nothing and the field says it is required (docs/decisions/018-walk-through-fixes.md).
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  VOCABULARY_NAME_MAX,
  type VocabularyEntry,
  type VocabularyInput,
  type VocabularyKind,
} from '@crashpad/shared/api/vocabularies';
import { LANGUAGES } from '../../lib/i18n';

type Props = {
  kind: VocabularyKind;
  /** null adds a new entry */
  entry: VocabularyEntry | null;
  saving: boolean;
  onSave: (input: VocabularyInput) => void;
  onClose: () => void;
};

export function VocabularyModal({ kind, entry, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState<Record<string, string>>(() => ({ ...entry?.name }));
  const english = (name.en ?? '').trim();
  const [tried, setTried] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(entry ? `vocabularies.editTitle.${kind}` : `vocabularies.add.${kind}`)}
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!english || saving) return;
          onSave({ name: { ...name, en: english } });
        }}
      >
        <Stack>
          {LANGUAGES.map((language) => (
            <TextInput
              key={language.code}
              label={t('vocabularies.nameIn', { language: language.label })}
              withAsterisk
              aria-required
              maxLength={VOCABULARY_NAME_MAX}
              data-autofocus={language.code === 'en' || undefined}
              error={tried && language.code === 'en' && !english ? t('vocabularies.nameRequired') : undefined}
              value={name[language.code] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setName((current) => ({ ...current, [language.code]: value }));
              }}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('vocabularies.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('vocabularies.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
