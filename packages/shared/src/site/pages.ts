// Public pages whose title, description and keywords the server injects into the HTML and the web app
// sets on the client (spec 1 §2 "Every page sets title, description, keywords …"; spec 3 §2.6).

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

const INFO_META: Record<InfoPage, Omit<PageMeta, 'path'>> = {
  what: {
    title: 'What is a crashpad?',
    description:
      'A crashpad is a shared house or apartment about 5 miles from a major airport where airline crew rent a bed by the month.',
    keywords: 'what is a crashpad, crash pad, crew house, pilot crashpad, flight attendant crashpad',
  },
  why: {
    title: 'Why list your crashpad',
    description:
      'Earn extra income from a spare bedroom, loft or garage by renting beds to vetted, drug-tested airline employees.',
    keywords: 'list a crashpad, rent to pilots, rent to flight attendants, extra income, crew tenants',
  },
  fees: {
    title: 'Fees and plans',
    description:
      'Seekers pay $9.99 for 6 months. Listers pay $49, $89 or $149 a year. AutoPay costs 1% of each rent payment.',
    keywords: 'crashpad fees, lister plans, seeker access fee, autopay fee',
  },
  help: {
    title: 'Help and FAQ',
    description:
      'Answers for seekers, tenants and crashpad owners: accounts, listings, invitations, rent and messages.',
    keywords: 'crashpad help, FAQ, support',
  },
  'house-rules': {
    title: 'House rules',
    description:
      'Common crashpad house rules: quiet hours, days per month, guests, cleaning, parking and safety.',
    keywords: 'crashpad house rules, crew house rules, quiet hours, hot beds, cold beds',
  },
  policies: {
    title: 'Policies',
    description:
      'How listings, messages, payments and reviews work on the marketplace, and what is not allowed.',
    keywords: 'crashpad policies, marketplace policies, listing policy',
  },
  'image-requirements': {
    title: 'Image requirements',
    description: 'Photos that rent beds: jpg, jpeg or png, under 1 MB each, landscape, bright and honest.',
    keywords: 'listing photos, image requirements, crashpad photos',
  },
  security: {
    title: 'Security',
    description:
      'How we protect your account, your messages and your money: hashed passwords, card data never stored, revocable sessions.',
    keywords: 'security, account security, payment security',
  },
  terms: {
    title: 'Terms of use',
    description: 'The terms that apply to seekers, tenants and listers using the crashpad marketplace.',
    keywords: 'terms of use, terms and conditions',
  },
  'refund-policies': {
    title: 'Refund policy',
    description:
      'When plan fees, featured listings and rent paid through AutoPay can be refunded, and how to ask.',
    keywords: 'refund policy, refunds, cancel subscription',
  },
  'quality-listings': {
    title: 'Quality listings',
    description:
      'What makes a crashpad listing trustworthy: accurate beds and prices, real photos, clear rules and fast replies.',
    keywords: 'quality listings, listing tips, crashpad listing',
  },
  problems: {
    title: 'Report a problem',
    description:
      'Something wrong with a listing, a payment or another member? Here is how to tell us and what happens next.',
    keywords: 'report a problem, report listing, dispute',
  },
  'tenant-management': {
    title: 'Tenant management',
    description:
      'Invite tenants into beds, track check-ins and check-outs, keep notes and see occupancy across your crashpads.',
    keywords: 'tenant management, crashpad management, crew tenants, occupancy',
  },
  'tenant-messaging': {
    title: 'Tenant messaging',
    description:
      'Message one tenant or every tenant of a crashpad at once, in real time, without sharing your phone number.',
    keywords: 'tenant messaging, bulk message tenants, crashpad messages',
  },
  autopay: {
    title: 'AutoPay: rent by card',
    description:
      'Collect rent automatically each month by card, paid out to your bank. Prorated first month, 1% platform fee.',
    keywords: 'autopay, rent by card, automatic rent payments, payouts',
  },
  advertise: {
    title: 'Advertise with us',
    description:
      'Reach airline crew near their bases: $50 a month on a 12-month term, or $150 a month month-to-month.',
    keywords: 'advertise, crew advertising, airline crew audience',
  },
  'coming-soon': {
    title: 'Coming soon',
    description: 'What we are building next for crews and crashpad owners.',
    keywords: 'coming soon, roadmap, new features',
  },
  'listing-apps': {
    title: 'Pricing for listers',
    description:
      '$49 a year to list one crashpad, $14 more for each additional listing, with plans up to unlimited locations.',
    keywords: 'lister pricing, list a crashpad price, crashpad plans',
  },
  featured: {
    title: 'Featured listings',
    description:
      'Put your crashpad at the top of its airport search with a featured listing or a one-off boost.',
    keywords: 'featured listing, boost listing, promote crashpad',
  },
  'featured-details': {
    title: 'Featured listings: details',
    description:
      'Featured: $9.99 a month until cancelled. Boost: $5 for a week or $15 for a month. How ranking works.',
    keywords: 'featured listing price, boost price, listing ranking',
  },
  emails: {
    title: 'E-mails sent',
    description:
      'Daily totals of the e-mails the marketplace has sent: invitations, receipts, verifications and messages.',
    keywords: 'email statistics, emails sent',
  },
};

const OTHER_META: PageMeta[] = [
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

export const PUBLIC_PAGES: PageMeta[] = [
  ...OTHER_META,
  ...INFO_PAGES.map((slug) => ({ path: `/${slug}`, ...INFO_META[slug] })),
];

export function pageMeta(path: string): PageMeta | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGES.find((p) => p.path === clean);
}

/** "Fees and plans | CrashPad Crew"; the home page leads with the site name. */
export function fullTitle(meta: Pick<PageMeta, 'path' | 'title'>, siteName: string): string {
  return meta.path === '/' ? `${siteName}: ${meta.title}` : `${meta.title} | ${siteName}`;
}

/**
 * Pages about features that are not built yet (docs/decisions/006-languages-and-content.md): tenant management and AutoPay come with the
 * tenants and money work, messaging with its own. Their links and pages say "Coming soon" until each lands; take a
 * path out of this list when its feature works (featured listings: docs/decisions/028-featured-and-boost.md).
 */
export const COMING_SOON_PATHS: readonly string[] = ['/tenant-management', '/tenant-messaging', '/autopay'];

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
