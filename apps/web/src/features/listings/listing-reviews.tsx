// The listing page's review figures (docs/product/specification/2-listings-and-tenants.md §2.8, §3 "Listing on the public page"): stars, average and count
// leading to the listing review page; the tenant's prompt to review is loaded for signed-in members only.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { Stars } from '../../components/stars';
import { rememberReviewListing } from '../../lib/storage';
import { useSession } from '../../lib/session';
import classes from './listing-page.module.css';

export function ListingReviewFigures({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const count = listing.review.num_reviews;
  const avg = listing.total_review?.avg_score;
  if (count === 0 || avg === undefined) return <span>{t('listingPage.noReviews')}</span>;
  return (
    <span className={classes.reviewFigures}>
      <Stars average={avg} />
      <strong>{avg.toFixed(1)}</strong>
      <Link
        to={`/listing/review/${listing.id}`}
        onClick={() => rememberReviewListing(listing.id)}
        className={classes.reviewLink}
      >
        {t('listingPage.reviews', { count })}
      </Link>
    </span>
  );
}

const LeaveReviewPromptFor = lazy(() => import('./listing-review-prompt'));

export function LeaveReviewPrompt({ listing }: { listing: PublicListing }) {
  const session = useSession();
  if (!session || session.user.id === listing.user_id) return null;
  return (
    <Suspense fallback={null}>
      <LeaveReviewPromptFor listing={listing} />
    </Suspense>
  );
}
