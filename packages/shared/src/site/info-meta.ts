// The title, description and keywords of each info page, apart from site/pages.ts: the web app's first load
// carries only the page list, and these load with the info pages (docs/decisions/004-web-performance.md). The
// server reads them through pageMeta() in site/pages.ts.
import type { InfoPage, PageMeta } from './pages';

export const INFO_META: Record<InfoPage, Omit<PageMeta, 'path'>> = {
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

/** The meta of an info page, by its path ("/fees"). */
export function infoPageMeta(path: string): PageMeta | undefined {
  const slug = path.replace(/^\/+|\/+$/g, '') as InfoPage;
  const meta = Object.hasOwn(INFO_META, slug) ? INFO_META[slug] : undefined;
  return meta && { path: `/${slug}`, ...meta };
}
