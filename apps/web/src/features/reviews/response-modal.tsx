// The write-response modal (docs/product/specification/2-listings-and-tenants.md §2.11, §5: the 1000-character counter). A refusal is a toast with the server's
// message (docs/product/specification/2-listings-and-tenants.md §8 "Review submit errors").
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReviewView } from '@crashpad/shared/api/reviews';
import { REVIEW_MESSAGES as M, REVIEW_TEXT_MAX, charactersLeft } from '@crashpad/shared/rules/reviews';
import { postResponse, publish } from './api';

type Props = { review: ReviewView | null; onClose: () => void };

export function ResponseModal({ review, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setMessage('');
    setError(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!review) return;
    if (!message.trim()) return setError(M.noResponseText);
    setSending(true);
    const posted = await publish(client, () =>
      postResponse({ review_id: review.id, listing_id: review.listing_id, message }),
    );
    setSending(false);
    if (posted) close();
  }

  return (
    <Modal
      opened={review !== null}
      onClose={close}
      title={review ? t('reviews.respondTitle', { name: review.display_name }) : ''}
      size="lg"
    >
      {review?.message && (
        <Text fz="sm" c="dimmed" mb="sm" lineClamp={4}>
          “{review.message}”
        </Text>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('reviews.response')}
            placeholder={t('reviews.responsePlaceholder')}
            description={t('reviews.left', { count: charactersLeft(message) })}
            inputWrapperOrder={['label', 'input', 'description']}
            value={message}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={REVIEW_TEXT_MAX}
            autosize
            minRows={4}
            maxRows={10}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('reviews.cancel')}
            </Button>
            <Button type="submit" loading={sending} color="indigo.9">
              {t('reviews.postResponse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
