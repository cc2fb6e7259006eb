// The review form (docs/product/specification/2-listings-and-tenants.md §5 "Reviews"): a star rating and the text with its 1000-character counter. A rating is
// required ('you must select a star rating'); the text may be empty. Used inline on the listing review page
// and in the profile's write-review modal, both shown only to a member who may review (review-rights.tsx).
import { useState, type FormEvent } from 'react';
import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_MESSAGES as M, REVIEW_TEXT_MAX, charactersLeft } from '@crashpad/shared/rules/reviews';
import classes from './reviews.module.css';

export type ReviewDraft = { score: number; message: string };

type Props = {
  /** answers whether the review was posted (the form then empties) */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  onCancel?: () => void;
  idPrefix: string;
};

export function ReviewForm({ onSubmit, onCancel, idPrefix }: Props) {
  const { t } = useTranslation();
  const [score, setScore] = useState(0);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (score < 1) return setError(M.noScore);
    setError(null);
    setSending(true);
    try {
      if (await onSubmit({ score, message })) {
        setScore(0);
        setMessage('');
      }
    } finally {
      setSending(false);
    }
  }

  const errorId = `${idPrefix}-error`;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <fieldset className={classes.ratingField} aria-describedby={error ? errorId : undefined}>
          <legend className={classes.legend}>{t('reviews.rating')}</legend>
          <Group gap="sm">
            <Rating
              value={score}
              onChange={(value) => {
                setScore(value);
                setError(null);
              }}
              size="lg"
              color="orange.7"
              name={`${idPrefix}-score`}
              getSymbolLabel={(n) => t('common.starsLabel', { value: n })}
            />
            <Text fz="sm" c="dimmed">
              {score > 0 ? t('common.starsLabel', { value: score }) : t('reviews.ratingHint')}
            </Text>
          </Group>
        </fieldset>
        <Textarea
          id={`${idPrefix}-text`}
          label={t('reviews.text')}
          placeholder={t('reviews.textPlaceholder')}
          description={t('reviews.left', { count: charactersLeft(message) })}
          inputWrapperOrder={['label', 'input', 'description']}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={REVIEW_TEXT_MAX}
          autosize
          minRows={4}
          maxRows={10}
        />
        {error && (
          <Text id={errorId} role="alert" c="red.9" fz="sm" fw={600}>
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('reviews.cancel')}
            </Button>
          )}
          <Button type="submit" loading={sending} color="indigo.9">
            {t('reviews.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
