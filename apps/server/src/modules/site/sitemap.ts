// sitemap.xml: the public pages, the search pages of airports with active listings and every active listing
// (docs/architecture.md "Web app"). One file holds at most 50,000 addresses (sitemaps.org).
import { PUBLIC_PAGES } from '@crashpad/shared/site/pages';
import { escapeHtml } from '../../adapters/mail/compose';
import type { AppContext } from '../../context';
import { sitemapEntries } from '../search';

const SITEMAP_MAX = 50_000;

export async function sitemapXml(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const entries = await sitemapEntries(ctx.db, SITEMAP_MAX - PUBLIC_PAGES.length);
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((p) => url(p.path)),
    ...entries.map((e) => url(e.path, e.lastmod)),
    '</urlset>',
    '',
  ].join('\n');
}
