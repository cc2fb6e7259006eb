// Every page is its own lazy chunk (docs/architecture.md "Web app").
import { createBrowserRouter, type RouteObject } from 'react-router';
import { INFO_PAGES } from '@crashpad/shared/site/pages';
import { prefetchAirportSearch, prefetchListing } from './first-data';
import { guestOnly, requireAdmin, requireAuth, requireListerAuth } from './guards';
import { AppLayout, PageLoader } from './shell/app-layout';
import { NotFoundPage } from './not-found-page';
import { toDashboard, toSearch } from './redirects';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const infoPageModules = import.meta.glob<PageModule>('../features/site/info/*-page.tsx');

// router.test.ts proves every info page has its component.
const infoRoutes: RouteObject[] = INFO_PAGES.flatMap((slug) => {
  const load = infoPageModules[`../features/site/info/${slug}-page.tsx`];
  return load ? [{ path: slug, ...page(load) }] : [];
});

// An event's and a special offer's page: one chunk for both types, which it reads from the path (docs/decisions/062).
const feedItemPage = page(() => import('../features/feeds/event-page'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('../features/search/home-page')) },
          { path: 'airports', ...page(() => import('../features/search/airports-page')) },
          // docs/product/specification/3-money-and-messaging.md §2.8's /dashboard and /search (docs/decisions/047-where-members-land.md).
          { path: 'dashboard', loader: toDashboard },
          { path: 'search', loader: toSearch },
          { path: 'cities', ...page(() => import('../features/search/airports-page')) },
          {
            path: 'search/airports/:prefix',
            loader: prefetchAirportSearch,
            ...page(() => import('../features/search/airport-page')),
          },
          {
            path: 'listing/:id',
            loader: prefetchListing,
            ...page(() => import('../features/listings/listing-page')),
          },
          { path: 'event/:id', ...feedItemPage },
          { path: 'offer/:id', ...feedItemPage },
          { path: 'user/:id', ...page(() => import('../features/reviews/profile-page')) },
          {
            path: 'listing/review/:id',
            loader: requireAuth,
            ...page(() => import('../features/reviews/listing-reviews-page')),
          },
          { path: 'contact', ...page(() => import('../features/site/contact-page')) },
          { path: 'login', ...page(() => import('../features/accounts/login-page')) },
          // back from Google or Apple (docs/decisions/063-social-sign-in.md)
          { path: 'social-sign-in', ...page(() => import('../features/accounts/social-landing-page')) },
          {
            path: 'create-account',
            loader: guestOnly,
            ...page(() => import('../features/accounts/create-account-page')),
          },
          {
            path: 'create-account/lister-package',
            loader: guestOnly,
            ...page(() => import('../features/accounts/lister-package-page')),
          },
          {
            path: 'create-account/:type',
            loader: guestOnly,
            ...page(() => import('../features/accounts/registration-page')),
          },
          { path: 'notice-of-understanding', ...page(() => import('../features/accounts/notice-page')) },
          {
            path: 'processing/payment',
            ...page(() => import('../features/payments/processing-payment-page')),
          },
          {
            path: 'account-setting',
            loader: requireAuth,
            ...page(() => import('./account-settings-page')),
          },
          {
            path: 'account',
            loader: requireAuth,
            ...page(() => import('./account-settings-page')),
          },
          {
            path: 'account-expired',
            loader: requireAuth,
            ...page(() => import('../features/payments/renew-page')),
          },
          {
            path: 'change-package',
            loader: requireAuth,
            ...page(() => import('../features/payments/renew-page')),
          },
          {
            path: 'upgrade-account',
            loader: requireAuth,
            ...page(() => import('../features/payments/renew-page')),
          },
          {
            path: 'update-payment-method',
            loader: requireAuth,
            ...page(() => import('../features/payments/update-payment-method-page')),
          },
          {
            path: 'create-crashpad',
            loader: requireListerAuth,
            ...page(() => import('../features/listings/wizard-page')),
          },
          {
            path: 'my-crashpads',
            loader: requireListerAuth,
            ...page(() => import('../features/listings/my-crashpads-page')),
          },
          {
            path: 'featured-signup/:id',
            loader: requireListerAuth,
            ...page(() => import('../features/payments/featured-signup-page')),
          },
          {
            path: 'my-crashpads/:id/edit',
            loader: requireListerAuth,
            ...page(() => import('../features/listings/wizard-page')),
          },
          {
            path: 'my-crew',
            loader: requireListerAuth,
            ...page(() => import('../features/rentals/my-crew-page')),
          },
          {
            path: 'my-crashpad',
            loader: requireAuth,
            ...page(() => import('../features/rentals/my-crashpad-page')),
          },
          {
            path: 'lister/payments',
            loader: requireListerAuth,
            ...page(() => import('../features/rentals/revenue-history-page')),
          },
          {
            path: 'messages',
            loader: requireAuth,
            ...page(() => import('../features/messaging/messages-page')),
          },
          {
            path: 'chat/:id',
            loader: requireAuth,
            ...page(() => import('../features/messaging/chat-page')),
          },
          {
            path: 'chat/user/:userId/listing/:listingId',
            loader: requireAuth,
            ...page(() => import('../features/messaging/start-chat-page')),
          },
          { path: 'tenant/accept/:token', ...page(() => import('../features/rentals/accept-page')) },
          { path: 'forgot', ...page(() => import('../features/accounts/forgot-page')) },
          { path: 'password/reset', ...page(() => import('../features/accounts/reset-password-page')) },
          {
            path: 'password/reset/:token',
            ...page(() => import('../features/accounts/reset-password-page')),
          },
          {
            path: 'email/resend',
            loader: guestOnly,
            ...page(() => import('../features/accounts/resend-email-page')),
          },
          { path: 'email/verify/:id', ...page(() => import('../features/accounts/verify-email-page')) },
          { path: 'verify/email/:token', ...page(() => import('../features/accounts/verify-email-page')) },
          {
            path: 'unsubscribe/messages',
            ...page(() => import('../features/accounts/unsubscribe-messages-page')),
          },
          {
            path: 'admin/users',
            loader: requireAdmin,
            ...page(() => import('../features/accounts/admin-users-page')),
          },
          {
            path: 'admin/analytics',
            loader: requireAdmin,
            ...page(() => import('../features/analytics/admin-analytics-page')),
          },
          {
            path: 'admin/feeds',
            loader: requireAdmin,
            ...page(() => import('../features/feeds/admin-feeds-page')),
          },
          {
            path: 'translations',
            loader: requireAdmin,
            ...page(() => import('../features/vocabularies/translations-page')),
          },
          { path: 'dev/outbox', ...page(() => import('../features/site/outbox-page')) },
          { path: 'dev/outbox/:id', ...page(() => import('../features/site/outbox-email-page')) },
          ...infoRoutes,
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
