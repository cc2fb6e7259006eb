// The title, description and share tags of a public page, injected into the served HTML so a link preview
// works without JavaScript (docs/product/specification/1-accounts-and-shell.md §2; docs/architecture.md "Web app").
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inVariantWords } from '@crashpad/shared/site/variant-words';
import { DEFAULT_META, NOT_LISTED, fullTitle, pageMeta } from '@crashpad/shared/site/pages';
import type { AppContext } from '../../context';
import { airports } from '../../db/schema';
import { escapeHtml } from '../../adapters/mail/compose';
import { FEED_PAGE, feedPageMeta } from './feed-page-meta';
import { listingPageMeta } from './listing-page-meta';
import { firstCardPhoto } from '../search';
import type { ResolvedMeta } from './resolved-meta';

export type { ResolvedMeta };

export const AIRPORT_PAGE = /^\/search\/airports\/([a-z]{3})$/i;
export const LISTING_PAGE = /^\/listing\/(\d{1,20})\/?$/;

/** `queried`: the URL has a query string (an airport search sorted or filtered shows other cards first). */
export async function resolveMeta(
  ctx: AppContext,
  path: string,
  queried: boolean,
  log: FastifyBaseLogger,
): Promise<ResolvedMeta> {
  const meta = await metaOfPath(ctx, path, queried, log);
  // in the site's variant's words (docs/decisions/005, addendum), as its pages say them
  const say = (t: string) => inVariantWords(t, ctx.wording);
  return {
    ...meta,
    title: say(meta.title),
    description: say(meta.description),
    keywords: say(meta.keywords),
  };
}

async function metaOfPath(
  ctx: AppContext,
  path: string,
  queried: boolean,
  log: FastifyBaseLogger,
): Promise<ResolvedMeta> {
  const { siteName } = ctx.wording;
  const base = {
    canonical: `${ctx.config.publicUrl}${path === '/' ? '/' : path.replace(/\/+$/, '')}`,
    image: `${ctx.config.publicUrl}/share-image.png`,
    type: 'website' as const,
  };
  const known = pageMeta(path);
  if (known)
    return {
      ...base,
      title: fullTitle(known, siteName),
      description: known.description,
      keywords: known.keywords,
      index: true,
    };

  const airportMatch = AIRPORT_PAGE.exec(path);
  if (airportMatch) {
    const code = airportMatch[1]!.toUpperCase();
    const [airport] = await ctx.db
      .select({ name: airports.name, city: airports.city })
      .from(airports)
      .where(eq(airports.iata, code));
    if (airport) {
      return {
        ...base,
        canonical: `${ctx.config.publicUrl}/search/airports/${code.toLowerCase()}`,
        title: `Crashpads near ${code}, ${airport.name} | ${siteName}`,
        description:
          ctx.wording.listing === 'crashpad'
            ? `Crew crashpads near ${airport.name} (${code}) in ${airport.city}: beds by the month for pilots and flight attendants.`
            : `${ctx.wording.listings.charAt(0).toUpperCase()}${ctx.wording.listings.slice(1)} near ${airport.name} (${code}) in ${airport.city} for ${ctx.wording.audience}.`,
        keywords: `${code} crashpad, ${airport.city} crashpad, crashpad near ${airport.name}, crew housing ${airport.city}`,
        index: true,
        photo: queried ? null : await firstCardPhoto(ctx.db, ctx.database.connection, code).catch(() => null),
      };
    }
  }
  const listingMatch = LISTING_PAGE.exec(path);
  if (listingMatch) {
    const listing = await listingPageMeta(ctx, Number(listingMatch[1]), base);
    if (listing) return listing;
    // What the page itself says (features/listings/listing-unavailable.tsx), as a 404 search engines drop.
    return {
      ...base,
      status: 404,
      title: `${NOT_LISTED.title} | ${siteName}`,
      description: NOT_LISTED.description,
      keywords: DEFAULT_META.keywords,
      index: false,
    };
  }
  const feedMatch = FEED_PAGE.exec(path);
  if (feedMatch) {
    const kind = feedMatch[1] as 'event' | 'offer';
    const item = await feedPageMeta(ctx, log, kind, feedMatch[2]!, base);
    if (item) return item;
    return {
      ...base,
      status: 404,
      title: `${kind === 'event' ? 'Event' : 'Offer'} not found | ${siteName}`,
      description: 'This event or offer is over or no longer listed.',
      keywords: DEFAULT_META.keywords,
      index: false,
    };
  }
  return {
    ...base,
    title: `${siteName}: ${ctx.wording.tagline}`,
    description: DEFAULT_META.description,
    keywords: DEFAULT_META.keywords,
    index: false,
  };
}

export function metaTags(meta: ResolvedMeta, siteName: string): string {
  const e = escapeHtml;
  const tags = [
    `<meta name="description" content="${e(meta.description)}" data-page-meta>`,
    `<meta name="keywords" content="${e(meta.keywords)}" data-page-meta>`,
    `<link rel="canonical" href="${e(meta.canonical)}" data-page-meta>`,
    `<meta property="og:site_name" content="${e(siteName)}" data-page-meta>`,
    `<meta property="og:title" content="${e(meta.title)}" data-page-meta>`,
    `<meta property="og:description" content="${e(meta.description)}" data-page-meta>`,
    `<meta property="og:image" content="${e(meta.image)}" data-page-meta>`,
    `<meta property="og:type" content="${meta.type}" data-page-meta>`,
    `<meta property="og:url" content="${e(meta.canonical)}" data-page-meta>`,
    `<meta name="twitter:card" content="summary_large_image" data-page-meta>`,
    `<meta name="twitter:title" content="${e(meta.title)}" data-page-meta>`,
    `<meta name="twitter:description" content="${e(meta.description)}" data-page-meta>`,
    `<meta name="twitter:image" content="${e(meta.image)}" data-page-meta>`,
  ];
  if (!meta.index) tags.push('<meta name="robots" content="noindex" data-page-meta>');
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json" data-page-meta>${jsonForHtml(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** JSON safe inside a <script> element: no character can close it or start markup. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts the page's title and meta tags into the built index.html. */
export function injectMeta(template: string, meta: ResolvedMeta, siteName: string): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--page-meta-->', metaTags(meta, siteName));
}
