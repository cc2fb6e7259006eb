// sitemap.xml: the public pages, the search pages of airports with active listings, every active listing and the
// upcoming events and offers
// (docs/architecture.md "Web app"). One file holds at most 50,000 addresses (sitemaps.org).
import { PUBLIC_PAGES } from '@crashpad/shared/site/pages';
import { escapeHtml } from '../../adapters/mail/compose';
import type { AppContext } from '../../context';
import { sitemapEntries } from '../search';
import { feedSitemapItems } from '../feeds';
import type { FastifyBaseLogger } from 'fastify';
import { FEED_PAGE_PATH } from '@crashpad/shared/api/feeds';

const SITEMAP_MAX = 50_000;

export async function sitemapXml(ctx: AppContext, log: FastifyBaseLogger): Promise<string> {
  const base = ctx.config.publicUrl;
  // the upcoming events and offers whose flags are on (docs/decisions/062-events-and-special-offers.md)
  const feed = (await feedSitemapItems(ctx, log)).map(
    (i) => `${FEED_PAGE_PATH[i.type]}/${encodeURIComponent(i.id)}`,
  );
  const entries = await sitemapEntries(ctx.db, SITEMAP_MAX - PUBLIC_PAGES.length - feed.length);
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((p) => url(p.path)),
    ...entries.map((e) => url(e.path, e.lastmod)),
    ...feed.map((path) => url(path)),
    '</urlset>',
    '',
  ].join('\n');
}
