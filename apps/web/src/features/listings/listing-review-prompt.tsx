// The tenant's leave-a-review prompt on the listing page (docs/product/specification/2-listings-and-tenants.md §2.8, §4.9): for a member who held an accepted
// rental with this lister and has not reviewed this crashpad, a prompt to /listing/review/{id}, the listing id
// stored locally first. Loaded only for signed-in members (the listing page's JavaScript budget).
import { Button, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { rememberReviewListing } from '../../lib/storage';
import { listingReviewsQuery } from '../../lib/review-queries';
import { useSession } from '../../lib/session';

export default function LeaveReviewPrompt({ listing }: { listing: PublicListing }) {
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
