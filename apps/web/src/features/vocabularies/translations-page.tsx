// /translations (docs/product/specification/3-money-and-messaging.md §2.7): the admin's vocabularies in three tabs, Amenities first.
import { useState } from 'react';
import { Container, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VOCABULARY_KINDS, type VocabularyKind } from '@crashpad/shared/api/vocabularies';
import './texts';
import { VocabularyTable } from './vocabulary-table';

/** The tabs in the spec's order: Amenities, Nearby places, Preferences. */
const TABS: VocabularyKind[] = ['amenities', 'places', 'preferences'];

export default function TranslationsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<VocabularyKind>('amenities');
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {t('vocabularies.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('vocabularies.intro')}
      </Text>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = VOCABULARY_KINDS.find((k) => k === value);
          if (next) setTab(next);
        }}
      >
        <Tabs.List>
          {TABS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`vocabularies.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            {tab === kind && <VocabularyTable kind={kind} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
