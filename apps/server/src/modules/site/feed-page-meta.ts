// Share tags and structured data of an event's or special offer's page, /event/{id} and /offer/{id}
// (docs/decisions/062-events-and-special-offers.md), so a shared link shows its title, picture and dates without
// JavaScript.
import type { FastifyBaseLogger } from 'fastify';
import { FEED_PAGE_PATH, type FeedItem, type FeedType } from '@crashpad/shared/api/feeds';
import type { AppContext } from '../../context';
import { readFeedItem } from '../feeds';
import { summary } from './listing-page-meta';
import type { ResolvedMeta } from './resolved-meta';

export const FEED_PAGE = /^\/(event|offer)\/([A-Za-z0-9_-]{1,64})\/?$/;

const englishTitle = (item: FeedItem) =>
  (item.title.find((t) => t.key === 'en') ?? item.title[0])?.value ?? '';

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/** "Dec 4, 2026" or "Dec 4 – Dec 6, 2026", in the item's own dates (no zone shifts a calendar day). */
function when(item: FeedItem): string {
  const fmt = (d: string, year: boolean) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
    });
  if (!item.start_date) return '';
  if (!item.end_date || item.end_date === item.start_date) return fmt(item.start_date, true);
  return `${fmt(item.start_date, false)} – ${fmt(item.end_date, true)}`;
}

/** The meta of an event's or offer's page, or null when the feed knows no such item (the page is then a 404). */
export async function feedPageMeta(
  ctx: AppContext,
  log: FastifyBaseLogger,
  kind: 'event' | 'offer',
  id: string,
  base: Pick<ResolvedMeta, 'image'>,
): Promise<ResolvedMeta | null> {
  const type: FeedType = kind === 'event' ? 'events' : 'special_offers';
  const item = await readFeedItem(ctx, log, type, id);
  if (!item) return null;
  const { publicUrl } = ctx.config;
  const canonical = `${publicUrl}${FEED_PAGE_PATH[type]}/${encodeURIComponent(item.id)}`;
  const title = englishTitle(item);
  const dates = when(item);
  const place = [item.business_name, item.city_name].filter(Boolean).join(', ');
  const lead = [dates, place].filter(Boolean).join(' · ');
  const description = summary([lead, item.description ?? ''].filter(Boolean).join('. '));
  const image = item.image ? absolute(publicUrl, item.image) : base.image;
  const location = {
    '@type': 'Place',
    name: item.business_name ?? item.city_name ?? title,
    address: item.city_name ?? undefined,
    geo: { '@type': 'GeoCoordinates', latitude: item.map_lat, longitude: item.map_lng },
  };
  const jsonLd: Record<string, unknown> =
    type === 'events'
      ? {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: title,
          url: canonical,
          ...(item.start_date ? { startDate: item.start_date } : {}),
          ...(item.end_date ? { endDate: item.end_date } : {}),
          location,
          ...(item.image ? { image: [image] } : {}),
        }
      : {
          '@context': 'https://schema.org',
          '@type': 'Offer',
          name: title,
          url: canonical,
          ...(item.start_date ? { validFrom: item.start_date } : {}),
          ...(item.end_date ? { validThrough: item.end_date } : {}),
          offeredBy: { ...location, '@type': 'LocalBusiness' },
        };
  return {
    title: `${title} | ${ctx.wording.siteName}`,
    description,
    keywords: [title, item.business_name, item.city_name, kind === 'event' ? 'events' : 'special offers']
      .filter(Boolean)
      .join(', '),
    canonical,
    image,
    type: 'article',
    index: true,
    jsonLd,
    photo: item.image,
  };
}
