// One vocabulary's tab (docs/product/specification/3-money-and-messaging.md §2.7): its entries with id and name per language, Add, Edit and Delete.
import { useState } from 'react';
import { Button, Card, Group, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VocabularyEntry, VocabularyKind } from '@crashpad/shared/api/vocabularies';
import { Loading } from '../../components/loading';
import { LANGUAGES } from '../../lib/i18n';
import { VocabularyModal } from './vocabulary-modal';
import { useVocabulary, useVocabularyChange } from './api';

type Editing = { entry: VocabularyEntry | null } | null;

export function VocabularyTable({ kind }: { kind: VocabularyKind }) {
  const { t } = useTranslation();
  const list = useVocabulary(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<VocabularyEntry | null>(null);
  const change = useVocabularyChange(kind, () => {
    setEditing(null);
    setDeleting(null);
  });
  const english = LANGUAGES[0].label;

  return (
    <>
      <Group justify="flex-end" my="md">
        <Button onClick={() => setEditing({ entry: null })}>{t(`vocabularies.add.${kind}`)}</Button>
      </Group>
      {!list.data ? (
        <Loading />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('vocabularies.empty')}</Text>
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{t('vocabularies.id')}</Table.Th>
                  {LANGUAGES.map((l) => (
                    <Table.Th key={l.code}>{t('vocabularies.nameIn', { language: l.label })}</Table.Th>
                  ))}
                  <Table.Th>
                    <VisuallyHidden>{t('vocabularies.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{entry.id}</Table.Td>
                    {LANGUAGES.map((l) => (
                      <Table.Td key={l.code}>{entry.name[l.code] ?? ''}</Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('vocabularies.editName', { name: entry.name.en })}
                          onClick={() => setEditing({ entry })}
                        >
                          {t('vocabularies.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('vocabularies.deleteName', { name: entry.name.en })}
                          onClick={() => setDeleting(entry)}
                        >
                          {t('vocabularies.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}

      {editing && (
        <VocabularyModal
          kind={kind}
          entry={editing.entry}
          saving={change.isPending}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            change.mutate(
              editing.entry
                ? { action: 'updated', id: editing.entry.id, input }
                : { action: 'created', input },
            )
          }
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t(`vocabularies.deleteTitle.${kind}`)}
        centered
      >
        <Text>{t('vocabularies.deleteQuestion', { name: deleting?.name.en ?? '', language: english })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('vocabularies.cancel')}
          </Button>
          <Button
            color="red"
            loading={change.isPending}
            onClick={() => deleting && change.mutate({ action: 'deleted', id: deleting.id })}
          >
            {t('vocabularies.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
