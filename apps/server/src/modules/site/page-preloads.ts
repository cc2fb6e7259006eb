// What the served HTML of a landing page asks for before the app's code runs (docs/decisions/004-web-performance.md):
// the page's own chunk and the chunks it imports, which the app would only ask for once its entry had run, and
// the photo that is usually the page's largest paint. Read from the build's manifest (apps/web/vite.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../adapters/mail/compose';
import { AIRPORT_PAGE, LISTING_PAGE } from './page-meta';

type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The page modules of the pages guests land on, by the keys the manifest gives them (apps/web/src/app/router.tsx). */
const LANDING_PAGES = {
  home: 'src/features/search/home-page.tsx',
  airport: 'src/features/search/airport-page.tsx',
  listing: 'src/features/listings/listing-page.tsx',
} as const;
export type LandingPage = keyof typeof LANDING_PAGES;

/** The landing page a path shows, if it is one. */
export function landingPage(path: string): LandingPage | null {
  if (path === '/') return 'home';
  if (AIRPORT_PAGE.test(path)) return 'airport';
  if (LISTING_PAGE.test(path)) return 'listing';
  return null;
}

/**
 * The `<link>` tags of each landing page: its chunks the entry does not load already (modulepreload, as Vite
 * writes its own) and their styles. Empty when the build has no manifest (the tags only make a page faster).
 */
export function chunkPreloads(distDir: string): Record<LandingPage | 'words', string> {
  const file = join(distDir, '.vite', 'manifest.json');
  const none = { home: '', airport: '', listing: '', words: '' };
  if (!existsSync(file)) return none;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  const loaded = new Set<string>();
  walk('index.html', loaded);
  const links = (page: LandingPage) => {
    const wanted = new Set<string>();
    walk(LANDING_PAGES[page], wanted);
    return [...wanted]
      .filter((key) => !loaded.has(key))
      .flatMap((key) => [
        `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
        ...(manifest[key]!.css ?? []).map((css) => `<link rel="preload" as="style" href="/${css}">`),
      ])
      .join('\n    ');
  };
  // The rewording a site other than the crashpad site loads before its first render (docs/decisions/005, addendum).
  const words = Object.values(manifest).find((chunk) => /\/site\/variant-words\.ts$/.test(chunk.src ?? ''));
  return {
    home: links('home'),
    airport: links('airport'),
    listing: links('listing'),
    words: words ? `<link rel="modulepreload" crossorigin href="/${words.file}">` : '',
  };
}

/** A photo asked for at once, ahead of the scripts; only the app's own uploads (what the page's img will ask). */
export function photoPreload(src: string | null | undefined): string {
  if (!src || !src.startsWith('/uploads/')) return '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`;
}

/**
 * The answer of GET /api/site written into the page, which the app reads instead of asking for it: every page's
 * header and footer wait for it, and asked for it came after the app's code had run (docs/decisions/004). JSON in
 * a data block runs nothing; `<` is escaped so that no text in it can close the block.
 */
export function siteSettingsTag(settings: unknown): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<script type="application/json" id="site-settings">${json}</script>`;
}

/** Puts the tags at the end of the head, after the entry's own script and preloads. */
export function injectPreloads(html: string, tags: string[]): string {
  const text = tags.filter(Boolean).join('\n    ');
  // a function, so no `$` in a tag is read as a replacement pattern
  return text ? html.replace('</head>', () => `  ${text}\n  </head>`) : html;
}
