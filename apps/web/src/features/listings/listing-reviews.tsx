// The listing page's review figures and the tenant's leave-a-review prompt (spec 2 §2.8, §4.9): stars, average
// and count leading to the listing review page, and, for a member who held an accepted rental with this lister
// and has not reviewed this crashpad, a prompt to /listing/review/{id} (the listing id is stored locally first).
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { Stars } from '../../components/stars';
import { listingReviewsQuery, rememberReviewListing } from '../../lib/review-queries';
import { useSession } from '../../lib/session';

export function ListingReviewFigures({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const count = listing.review.num_reviews;
  const avg = listing.total_review?.avg_score;
  if (count === 0 || avg === undefined) {
    return (
      <Text span c="dimmed">
        {t('listingPage.noReviews')}
      </Text>
    );
  }
  return (
    <Group gap={6} component="span" wrap="nowrap" display="inline-flex">
      <Stars average={avg} />
      <Text span fw={700} c="dark.7">
        {avg.toFixed(1)}
      </Text>
      <Anchor
        component={Link}
        to={`/listing/review/${listing.id}`}
        onClick={() => rememberReviewListing(listing.id)}
        c="indigo.9"
      >
        {t('listingPage.reviews', { count })}
      </Anchor>
    </Group>
  );
}

export function LeaveReviewPrompt({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const me = session?.user.id;
  const eligible = me !== undefined && me !== listing.user_id;
  const { data } = useQuery({ ...listingReviewsQuery(listing.id, me), enabled: eligible });
  if (!eligible || !data?.able_to_review || data.already_review) return null;
  return (
    <Paper withBorder radius="md" p="md" mt="md" bg="indigo.0">
      <Text fw={700}>{t('listingPage.reviewPromptTitle')}</Text>
      <Text fz="sm" mt={4} mb="sm">
        {t('listingPage.reviewPrompt', { name: listing.lister.display_name })}
      </Text>
      <Button
        color="indigo.9"
        onClick={() => {
          rememberReviewListing(listing.id);
          void navigate(`/listing/review/${listing.id}`);
        }}
      >
        {t('listingPage.leaveReview')}
      </Button>
    </Paper>
  );
}
