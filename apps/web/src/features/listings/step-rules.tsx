// Step 4 Rules & Policies (docs/product/specification/2-listings-and-tenants.md §2.1, §5): the house rules in a rich-text editor (lists, bold, links; loaded
// with the step, docs/decisions/052-house-rules-and-related-listings.md) without phone numbers or e-mail addresses
// (the server strips them too), up to 3 PDF documents, and links to our example rules and policies.
import { Suspense, lazy, useState } from 'react';
import { Anchor, Button, FileButton, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LISTING_LIMITS } from '@crashpad/shared/rules/listings';
import { notifyError } from '../../lib/notify';
import { uploadDocument } from './api';
import type { StepProps } from './wizard-page';

const RulesEditor = lazy(() => import('./rules-editor').then((m) => ({ default: m.RulesEditor })));

export function StepRules({ draft, change }: StepProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const full = draft.documents.length >= LISTING_LIMITS.documents;

  const add = async (file: File | null) => {
    // docs/product/specification/2-listings-and-tenants.md §5: the picker does nothing at 3 documents
    if (!file || full) return;
    setUploading({ name: file.name, percent: 0 });
    try {
      const doc = await uploadDocument(file, (percent) => setUploading({ name: file.name, percent }));
      change((d) => ({ documents: [...d.documents, doc] }));
    } catch (err) {
      void notifyError(err);
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack gap="md">
      <Suspense fallback={<Skeleton height={300} radius="sm" />}>
        <RulesEditor
          label={t('listings.rules.label')}
          placeholder={t('listings.rules.placeholder')}
          description={t('listings.rules.contactsStripped')}
          value={draft.rules_policies_des}
          onChange={(html) => change({ rules_policies_des: html })}
        />
      </Suspense>
      <Text fz="sm">
        <Trans
          i18nKey="listings.rules.examples"
          components={{
            houseRules: <Anchor component={Link} to="/house-rules" target="_blank" />,
            policies: <Anchor component={Link} to="/policies" target="_blank" />,
          }}
        />
      </Text>
      <Stack gap="xs">
        <Text fw={500} fz="sm">
          {t('listings.rules.documents')}
        </Text>
        {draft.documents.map((doc) => (
          <Group key={doc.url} justify="space-between" wrap="nowrap">
            <Anchor href={doc.url} target="_blank" rel="noopener" truncate>
              📄 {doc.name}
            </Anchor>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() =>
                change((d) => ({ documents: d.documents.filter((kept) => kept.url !== doc.url) }))
              }
            >
              {t('listings.rules.removeDocument', { name: doc.name })}
            </Button>
          </Group>
        ))}
        {uploading && (
          <Progress
            value={uploading.percent}
            aria-label={t('listings.rules.uploading', { name: uploading.name })}
          />
        )}
        <FileButton onChange={(f) => void add(f)} accept="application/pdf">
          {(props) => (
            <Button {...props} variant="light" w="fit-content" disabled={full || uploading !== null}>
              {t('listings.rules.addDocument')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Stack>
  );
}
