// What a public page's meta tags say (page-meta.ts), apart from the code that works them out for each kind of page
// (page-meta.ts, listing-page-meta.ts), which both use it.
export type ResolvedMeta = {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
  type: 'website' | 'article';
  /** true for pages search engines may index */
  index: boolean;
  /** schema.org data of the page, written as JSON-LD */
  jsonLd?: Record<string, unknown>;
  /** the HTML's status when not 200: a listing that is unknown or not public is a 404 page */
  status?: 404;
  /** the app's own path of the photo the page shows largest first, asked for before the app runs (page-preloads.ts) */
  photo?: string | null;
};
