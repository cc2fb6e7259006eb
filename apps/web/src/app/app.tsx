import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from './shell/app-layout';
import { Providers } from './providers';
import { router } from './router';

export function App() {
  return (
    <Providers>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}
