import { describe, expect, it } from 'vitest';
import { infoPageMeta } from './info-meta';
import { FOOTER_COLUMNS, INFO_PAGES, PUBLIC_PAGES, fullTitle, pageMeta } from './pages';

describe('public pages', () => {
  it('has meta for every info page of docs/product/specification/3-money-and-messaging.md §2.6', () => {
    for (const slug of INFO_PAGES) {
      const meta = pageMeta(`/${slug}`);
      expect(meta?.title, slug).toBeTruthy();
      expect(meta!.description.length, slug).toBeGreaterThan(40);
    }
  });

  it('ignores a trailing slash', () => {
    expect(pageMeta('/fees/')?.title).toBe('Fees and plans');
    expect(pageMeta('/nope')).toBeUndefined();
  });

  it('titles the home page with the site name first', () => {
    expect(fullTitle(pageMeta('/')!, 'CrashPad Crew')).toBe(
      'CrashPad Crew: Crashpads for airline crew near every airport',
    );
    expect(fullTitle(pageMeta('/fees')!, 'CrashPad Crew')).toBe('Fees and plans | CrashPad Crew');
  });

  it('links only to pages that exist from the three footer columns', () => {
    expect(FOOTER_COLUMNS).toHaveLength(3);
    const known = new Set(PUBLIC_PAGES.map((p) => p.path));
    for (const link of FOOTER_COLUMNS.flatMap((c) => c.links))
      expect(known.has(link.path), link.path).toBe(true);
  });
});

describe('infoPageMeta', () => {
  it('gives each info page the meta pageMeta gives it, and nothing for other paths', () => {
    for (const slug of INFO_PAGES) expect(infoPageMeta(`/${slug}/`)).toEqual(pageMeta(`/${slug}`));
    expect(infoPageMeta('/contact')).toBeUndefined();
    expect(infoPageMeta('/constructor')).toBeUndefined();
  });
});
