// Sets the page's title, description, keywords, canonical and share tags on the client; the server puts the
// same tags into the HTML of public pages (docs/product/specification/1-accounts-and-shell.md §2). Tags carry data-page-meta so both agree.
import { useEffect } from 'react';
import { DEFAULT_META, INFO_PAGES, OTHER_META, fullTitle, type PageMeta } from '@crashpad/shared/site/pages';
import { inSiteWords } from './i18n';
import { useSite } from './site';

export type MetaInput = { title: string; description?: string; keywords?: string; path?: string };

function setTag(selector: string, create: () => HTMLElement, attr: 'content' | 'href', value: string): void {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    el.setAttribute('data-page-meta', '');
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

const meta = (key: 'name' | 'property', name: string) => () => {
  const el = document.createElement('meta');
  el.setAttribute(key, name);
  return el;
};

export function applyMeta(input: {
  title: string;
  description: string;
  keywords: string;
  url: string;
}): void {
  document.title = input.title;
  setTag('meta[name="description"]', meta('name', 'description'), 'content', input.description);
  setTag('meta[name="keywords"]', meta('name', 'keywords'), 'content', input.keywords);
  setTag(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    input.url,
  );
  setTag('meta[property="og:title"]', meta('property', 'og:title'), 'content', input.title);
  setTag('meta[property="og:description"]', meta('property', 'og:description'), 'content', input.description);
  setTag('meta[property="og:url"]', meta('property', 'og:url'), 'content', input.url);
  setTag('meta[property="og:type"]', meta('property', 'og:type'), 'content', 'website');
  setTag('meta[name="twitter:card"]', meta('name', 'twitter:card'), 'content', 'summary_large_image');
  setTag('meta[name="twitter:title"]', meta('name', 'twitter:title'), 'content', input.title);
  setTag(
    'meta[name="twitter:description"]',
    meta('name', 'twitter:description'),
    'content',
    input.description,
  );
}

/** A page with its own meta (dynamic pages); pages listed in shared/site/pages get theirs from the shell. */
export function usePageMeta(input: MetaInput | null): void {
  const { wording } = useSite();
  const title = input?.title;
  const description = input?.description;
  const keywords = input?.keywords;
  useEffect(() => {
    if (!title) return;
    applyMeta({
      title: `${title} | ${wording.siteName}`,
      description: description ?? DEFAULT_META.description,
      keywords: keywords ?? DEFAULT_META.keywords,
      url: window.location.origin + window.location.pathname,
    });
  }, [title, description, keywords, wording.siteName]);
}

const cleanPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The meta of an info page ("/fees"), loaded with the info pages' texts rather than with the shell
 * (docs/decisions/004-web-performance.md); null for any other path.
 */
export function loadInfoMeta(pathname: string): Promise<PageMeta | undefined> | null {
  const path = cleanPath(pathname);
  if (!(INFO_PAGES as readonly string[]).includes(path.slice(1))) return null;
  return import('@crashpad/shared/site/info-meta').then((m) => m.infoPageMeta(path));
}

/**
 * The meta of a known public path (an info page's when given, see loadInfoMeta), or the site defaults, in the site's
 * words as the server writes them into the page (modules/site/page-meta.ts; decision 005, addendum).
 */
export function routeMeta(pathname: string, siteName: string, tagline: string, infoMeta?: PageMeta) {
  const path = cleanPath(pathname);
  const known = infoMeta ?? OTHER_META.find((p) => p.path === path);
  return {
    title: inSiteWords(known ? fullTitle(known, siteName) : `${siteName}: ${tagline}`),
    description: inSiteWords(known?.description ?? DEFAULT_META.description),
    keywords: inSiteWords(known?.keywords ?? DEFAULT_META.keywords),
    url: window.location.origin + path,
  };
}
