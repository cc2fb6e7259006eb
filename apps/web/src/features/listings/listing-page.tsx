// /listing/{id}: the public listing page (docs/product/specification/2-listings-and-tenants.md §2.8). States: loading, loaded, error (an unknown listing, with the
// airport search, a 400 also opening the token-expired modal; any other failure the resource error view).
import { Suspense, lazy } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { NOT_LISTED } from '@crashpad/shared/site/pages';
import { Loading } from '../../components/loading';
import { usePageMeta } from '../../lib/page-meta';
import texts from './listing-texts.json';
import { useListing } from './api';
import { isUnknownListing } from './listing-query';
import { ListingView } from './listing-view';

i18next.addResourceBundle('en', 'translation', texts, true, false);

// Only for a listing that cannot be shown.
const ListingUnavailable = lazy(() =>
  import('./listing-unavailable').then((m) => ({ default: m.ListingUnavailable })),
);

function metaDescription(listing: PublicListing): string {
  const text = listing.description.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export default function ListingPage() {
  const { valid, query } = useListing(useParams().id);
  const listing = query.data;
  const failed = !valid || query.isError;
  const { t } = useTranslation();
  usePageMeta(
    listing
      ? { title: listing.title, description: metaDescription(listing) }
      : failed
        ? isUnknownListing(query.error)
          ? { title: NOT_LISTED.title, description: NOT_LISTED.description }
          : { title: t('views.resourceError.title') }
        : null,
  );
  if (failed)
    return (
      <Suspense fallback={<Loading py={120} />}>
        <ListingUnavailable error={query.error} />
      </Suspense>
    );
  if (!listing) return <Loading py={120} />;
  return <ListingView listing={listing} />;
}
