// Share tags and structured data of a public listing page (docs/product/specification/2-listings-and-tenants.md §2.8), so a shared link shows the crashpad's
// title, picture and price without JavaScript. Only what visitors see: the public point, never the street.
import type { AppContext } from '../../context';
import { listingPageFacts, type ListingPageFacts } from '../listings';
import type { ResolvedMeta } from './resolved-meta';
import { formatPrice } from '@crashpad/shared/format/money';
import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, averageScore } from '@crashpad/shared/rules/reviews';

const DESCRIPTION_MAX = 160;

/** The description as one line of plain text, cut at a word boundary near `max` characters. */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

const dollars = (cents: number) => formatPrice(cents);

function priceRange(l: ListingPageFacts): string {
  const from = dollars(l.rate_per_from_cents);
  if (l.enable_price_range && l.rate_per_to_cents && l.rate_per_to_cents > l.rate_per_from_cents)
    return `${from} - ${dollars(l.rate_per_to_cents)} per month`;
  return `${from} per month`;
}

/** schema.org LodgingBusiness with the public address parts, point and price range. */
function structuredData(l: ListingPageFacts, canonical: string, images: string[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: l.title,
    description: summary(l.description, 500),
    url: canonical,
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: l.city,
      addressRegion: l.state,
      addressCountry: l.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: l.latitude, longitude: l.longitude },
    priceRange: priceRange(l),
    // only with at least one review: a rating of nothing is not a rating (docs/decisions/030)
    ...(l.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: averageScore(l.review_count, l.review_score_sum),
            reviewCount: l.review_count,
            bestRating: REVIEW_SCORE_MAX,
            worstRating: REVIEW_SCORE_MIN,
          },
        }
      : {}),
  };
}

/** The meta of /listing/{id}, or null when the listing is unknown or not active (the page is then a 404). */
export async function listingPageMeta(
  ctx: AppContext,
  id: number,
  base: Pick<ResolvedMeta, 'image'>,
): Promise<ResolvedMeta | null> {
  const listing = await listingPageFacts(ctx.db, id);
  if (!listing) return null;
  const { publicUrl } = ctx.config;
  const canonical = `${publicUrl}/listing/${listing.id}`;
  const images = listing.images.map((i) => absolute(publicUrl, i));
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  const near = listing.prefixes.map((p) => `crashpad near ${p}`);
  return {
    title: `${listing.title} | ${ctx.wording.siteName}`,
    description: summary(listing.description),
    keywords: [listing.title, ...(place ? [`crashpad ${place}`] : []), ...near, 'crew housing'].join(', '),
    canonical,
    image: listing.thumbnail ? absolute(publicUrl, listing.thumbnail) : base.image,
    type: 'website',
    index: true,
    jsonLd: structuredData(listing, canonical, images),
    // the gallery's first photo (features/listings/listing-gallery.tsx orderedPhotos)
    photo: listing.thumbnail ?? listing.images[0] ?? null,
  };
}
