// Public pages whose title, description and keywords the server injects into the HTML and the web app
// sets on the client (docs/product/specification/1-accounts-and-shell.md §2 "Every page sets title, description, keywords …"; docs/product/specification/3-money-and-messaging.md §2.6).

import { INFO_META } from './info-meta';

export type PageMeta = {
  path: string;
  title: string;
  description: string;
  keywords: string;
};

export const DEFAULT_META = {
  description:
    'Crashpads for airline crew: shared houses by the month a few miles from the airport. Search by airport, message crashpad owners, pay rent online.',
  keywords: 'crashpad, crash pad, airline crew housing, pilot housing, flight attendant housing, crew house',
} as const;

/** A /listing/{id} that shows nothing: removed, deactivated or never listed (the server's 404 meta and the page). */
export const NOT_LISTED = {
  title: 'Crashpad not listed',
  description:
    'This crashpad is not listed: it was removed by its owner or never existed. Search crashpads by airport instead.',
} as const;

export const INFO_PAGES = [
  'what',
  'why',
  'fees',
  'help',
  'house-rules',
  'policies',
  'image-requirements',
  'security',
  'terms',
  'refund-policies',
  'quality-listings',
  'problems',
  'tenant-management',
  'tenant-messaging',
  'autopay',
  'advertise',
  'coming-soon',
  'listing-apps',
  'featured',
  'featured-details',
  'emails',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** The public pages other than the info pages: the shell's own meta table (apps/web/src/lib/page-meta.ts). */
export const OTHER_META: PageMeta[] = [
  {
    path: '/',
    title: 'Crashpads for airline crew near every airport',
    description: DEFAULT_META.description,
    keywords: DEFAULT_META.keywords,
  },
  {
    path: '/airports',
    title: 'Crashpads by city and airport',
    description:
      'Browse crashpads worldwide by country and city. Properties are within 50 miles of city centres, usually about 5 miles from the airport.',
    keywords: 'crashpads by airport, crashpad cities, crew housing directory',
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: 'Write to the support team. We answer every message within 24 hours.',
    keywords: 'contact, support, help',
  },
];

// Pure: a bundle that never reads the whole list (the web app's first load) leaves it and INFO_META out.
export const PUBLIC_PAGES: PageMeta[] = /* @__PURE__ */ publicPages();

function publicPages(): PageMeta[] {
  return [...OTHER_META, ...INFO_PAGES.map((slug) => ({ path: `/${slug}`, ...INFO_META[slug] }))];
}

export function pageMeta(path: string): PageMeta | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGES.find((p) => p.path === clean);
}

/** "Fees and plans | CrashPad Crew"; the home page leads with the site name. */
export function fullTitle(meta: Pick<PageMeta, 'path' | 'title'>, siteName: string): string {
  return meta.path === '/' ? `${siteName}: ${meta.title}` : `${meta.title} | ${siteName}`;
}

/**
 * Pages about features that are not built yet (docs/decisions/006-languages-and-content.md): their links and pages
 * say "Coming soon" until the feature works. None today: featured listings (docs/decisions/028-featured-and-boost.md),
 * tenant management, messaging and AutoPay have all shipped and their pages say what they do
 * (docs/decisions/048-what-pages-say.md).
 */
export const COMING_SOON_PATHS: readonly string[] = [];

export function isComingSoon(path: string): boolean {
  return COMING_SOON_PATHS.includes(path);
}

export type FooterColumn = { title: string; links: { path: string; label: string }[] };

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'What to know',
    links: [
      { path: '/what', label: 'What is a crashpad?' },
      { path: '/why', label: 'Why list with us' },
      { path: '/fees', label: 'Fees' },
      { path: '/house-rules', label: 'House rules' },
      { path: '/policies', label: 'Policies' },
      { path: '/terms', label: 'Terms of use' },
      { path: '/refund-policies', label: 'Refund policy' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { path: '/help', label: 'Help and FAQ' },
      { path: '/airports', label: 'Crashpads by city' },
      { path: '/quality-listings', label: 'Quality listings' },
      { path: '/image-requirements', label: 'Image requirements' },
      { path: '/security', label: 'Security' },
      { path: '/problems', label: 'Report a problem' },
      { path: '/contact', label: 'Contact us' },
    ],
  },
  {
    title: 'New features',
    links: [
      { path: '/tenant-management', label: 'Tenant management' },
      { path: '/tenant-messaging', label: 'Tenant messaging' },
      { path: '/autopay', label: 'AutoPay' },
      { path: '/featured', label: 'Featured listings' },
      { path: '/listing-apps', label: 'Pricing for listers' },
      { path: '/advertise', label: 'Advertise' },
      { path: '/emails', label: 'E-mails sent' },
      { path: '/coming-soon', label: 'Coming soon' },
    ],
  },
];
