// Reviews with the lister's responses (docs/product/specification/2-listings-and-tenants.md §2.11, §3 "Review and response"). The Respond link shows only to
// the reviewed lister, on reviews without a response (docs/product/specification/2-listings-and-tenants.md §4.9; the server refuses anyone else: decision 030).
import { Anchor, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReviewView } from '@crashpad/shared/api/reviews';
import { Stars } from '../../components/stars';
import { formatDay } from '../../lib/dates';
import classes from './reviews.module.css';

type Props = {
  reviews: ReviewView[];
  listerName: string;
  /** the reviewed lister is reading: offer Respond on reviews without a response */
  canRespond: boolean;
  onRespond: (review: ReviewView) => void;
  /** show which crashpad each review is about (the profile lists every listing's reviews) */
  showListing: boolean;
};

function Reviewer({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  const name = review.reviewer_active
    ? review.display_name
    : t('reviews.formerMember', { name: review.display_name });
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={review.photo} alt="" radius="xl" size={44} color="indigo">
        {review.display_name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div>
        {review.reviewer_active ? (
          <Anchor component={Link} to={`/user/${review.user_id}`} fw={700} c="dark.8">
            {name}
          </Anchor>
        ) : (
          <Text fw={700}>{name}</Text>
        )}
        <Text fz="xs" c="dimmed">
          {t('reviews.joined', { date: formatDay(review.joined) })}
        </Text>
      </div>
    </Group>
  );
}

export function ReviewList({ reviews, listerName, canRespond, onRespond, showListing }: Props) {
  const { t } = useTranslation();
  if (reviews.length === 0) return <Text c="dimmed">{t('reviews.emptyList')}</Text>;
  return (
    <Stack gap="md" component="ul" className={classes.list}>
      {reviews.map((review) => (
        <Paper component="li" key={review.id} withBorder radius="md" p="md" className={classes.review}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Reviewer review={review} />
            <Text fz="sm" c="dimmed">
              {formatDay(review.created_at)}
            </Text>
          </Group>
          <Group gap="xs" mt="sm">
            <Stars average={review.score} />
            {showListing && (
              <Anchor component={Link} to={`/listing/${review.listing_id}`} fz="sm" c="indigo.9">
                {t('reviews.reviewedListing', { title: review.listing_title })}
              </Anchor>
            )}
          </Group>
          {review.message && (
            <Text mt="xs" className={classes.message}>
              {review.message}
            </Text>
          )}
          {review.response ? (
            <div className={classes.response}>
              <Text fz="sm" fw={700}>
                {t('reviews.ownerResponse', { name: listerName })}
                <Text span fz="xs" c="dimmed" fw={400} ml="xs">
                  {formatDay(review.response.created_at)}
                </Text>
              </Text>
              <Text fz="sm" mt={4} className={classes.message}>
                {review.response.message}
              </Text>
            </div>
          ) : (
            canRespond && (
              <Button variant="light" color="indigo.9" size="xs" mt="sm" onClick={() => onRespond(review)}>
                {t('reviews.respond')}
              </Button>
            )
          )}
        </Paper>
      ))}
    </Stack>
  );
}
