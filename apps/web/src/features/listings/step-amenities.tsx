// Step 3 Amenities (docs/product/specification/2-listings-and-tenants.md §2.1): amenities, preferences and nearby places from the vocabularies, in the
// reader's language with English as the fallback (the server localises the names).
import { Checkbox, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/loading';
import { vocabularyListQuery } from '../../lib/vocabulary-lists';
import type { StepProps } from './wizard-page';

const KINDS = ['amenities', 'preferences', 'places'] as const;
type Kind = (typeof KINDS)[number];

function Vocabulary({
  kind,
  chosen,
  onChange,
}: {
  kind: Kind;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const items = useQuery({
    ...vocabularyListQuery(kind, i18n.language),
    staleTime: 60_000,
  });
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t(`listings.amenities.${kind}`)}
      </Title>
      {!items.data ? (
        <Loading />
      ) : items.data.length === 0 ? (
        <Text c="dimmed">{t('listings.amenities.none')}</Text>
      ) : (
        <Checkbox.Group value={chosen.map(String)} onChange={(v) => onChange(v.map(Number))}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
            {items.data.map((item) => (
              <Checkbox key={item.id} value={String(item.id)} label={item.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

export function StepAmenities({ draft, change }: StepProps) {
  return (
    <Stack gap="xl">
      {KINDS.map((kind) => (
        <Vocabulary key={kind} kind={kind} chosen={draft[kind]} onChange={(ids) => change({ [kind]: ids })} />
      ))}
    </Stack>
  );
}
