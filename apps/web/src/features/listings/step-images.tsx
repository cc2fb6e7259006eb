// Step 5 Images (docs/product/specification/2-listings-and-tenants.md §2.1, §5): upload up to 15 images of at most 6 MB each, one progress bar per file;
// the server's refusals (too many pixels, too many uploads a minute, a full image queue) show as toasts;
// choose the primary image, rotate or remove any of them.
import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { Badge, Button, Card, Group, Image, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { useTranslation } from 'react-i18next';
import { thumbnailOf } from '@crashpad/shared/api/uploads';
import { LISTING_LIMITS } from '@crashpad/shared/rules/listings';
import { notify, notifyError } from '../../lib/notify';
import { rotateImage, uploadListingImage } from './api';
import type { StepProps } from './wizard-page';

type Uploading = { key: string; name: string; percent: number };

export function StepImages({ draft, change }: StepProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const room = LISTING_LIMITS.images - draft.images.length - uploading.length;

  // Uploads finish one after another: each adds to the draft as it is then.
  const added = (url: string) =>
    change((d) => ({ images: [...d.images, url], thumbnail: d.thumbnail ?? url }));

  const drop = async (files: File[]) => {
    if (files.length > room) void notify({ color: 'yellow', message: t('listings.images.tooMany') });
    const accepted = files.slice(0, Math.max(0, room));
    const entries = accepted.map((f, i) => ({ key: `${Date.now()}-${i}`, name: f.name, percent: 0 }));
    setUploading((u) => [...u, ...entries]);
    const progress = (key: string, percent: number) =>
      setUploading((u) => u.map((e) => (e.key === key ? { ...e, percent } : e)));
    for (const [i, file] of accepted.entries()) {
      const entry = entries[i]!;
      try {
        const answer = await uploadListingImage(file, (p) => progress(entry.key, p));
        for (const url of answer.url) added(url);
      } catch (err) {
        void notifyError(err);
      } finally {
        setUploading((u) => u.filter((e) => e.key !== entry.key));
      }
    }
  };

  const rotate = async (url: string) => {
    setBusy(url);
    try {
      // A full image queue answers 503 with its own message, shown below (docs/decisions/015-image-safety.md).
      const { image_url } = await rotateImage(url);
      // The draft as it is when the answer comes: other uploads, rotations or removals may have happened since.
      change((d) => ({
        images: d.images.map((u) => (u === url ? image_url : u)),
        thumbnail: d.thumbnail === url ? image_url : d.thumbnail,
      }));
    } catch (err) {
      void notifyError(err);
    } finally {
      setBusy(null);
    }
  };

  const remove = (url: string) =>
    change((d) => {
      const rest = d.images.filter((u) => u !== url);
      return { images: rest, thumbnail: d.thumbnail === url ? (rest[0] ?? null) : d.thumbnail };
    });

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => void drop(files)}
        onReject={(rejections) => {
          for (const r of rejections.slice(0, 5)) {
            const tooBig = r.errors.some((e) => e.code === 'file-too-large');
            void notify({
              color: 'yellow',
              message: t(tooBig ? 'listings.images.tooBig' : 'listings.images.notImage', {
                name: r.file.name,
              }),
            });
          }
        }}
        accept={IMAGE_MIME_TYPE}
        maxSize={LISTING_LIMITS.imageBytes}
        disabled={room <= 0}
        aria-label={t('listings.images.drop')}
      >
        <Stack align="center" gap={4} py="lg" style={{ pointerEvents: 'none' }}>
          <Text fz="xl">🖼️</Text>
          <Text fw={600}>{t('listings.images.drop')}</Text>
          <Text fz="sm" c="dimmed" ta="center">
            {t('listings.images.guidance')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('listings.images.count', { count: draft.images.length })}
          </Text>
        </Stack>
      </Dropzone>
      {uploading.map((u) => (
        <Stack key={u.key} gap={2}>
          <Text fz="xs">{t('listings.images.uploading', { name: u.name })}</Text>
          <Progress value={u.percent} aria-label={t('listings.images.uploading', { name: u.name })} />
        </Stack>
      ))}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {draft.images.map((url, n) => {
          const primary = url === draft.thumbnail;
          return (
            <Card
              key={url}
              withBorder
              padding="xs"
              radius="md"
              style={
                primary ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
              }
            >
              <Card.Section>
                <Image
                  src={thumbnailOf(url)}
                  alt={t('listings.images.imageAlt', { n: n + 1 })}
                  h={120}
                  fit="cover"
                />
              </Card.Section>
              <Group gap={4} mt="xs" justify="space-between" wrap="wrap">
                {primary ? (
                  <Badge>{t('listings.images.primary')}</Badge>
                ) : (
                  <Button size="compact-xs" variant="light" onClick={() => change({ thumbnail: url })}>
                    {t('listings.images.makePrimary')}
                  </Button>
                )}
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    loading={busy === url}
                    onClick={() => void rotate(url)}
                  >
                    {t('listings.images.rotate')}
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(url)}>
                    {t('listings.images.remove')}
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
