import { Suspense, lazy } from 'react';
import { useSession } from '../../lib/session';
import { Loading } from '../../components/loading';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { DialogHost } from '../dialog-host';
import { RouteEffects } from '../route-effects';
import { TenantDialogs } from '../tenant-dialogs';
import { Footer } from './footer';
import { Header } from './header';
import classes from './shell.module.css';

export function PageLoader() {
  return <Loading py={120} />;
}

// Members only: the prompts' code stays out of a visitor's first load.
const AccountPrompts = lazy(() => import('../account-prompts'));
// Members only: the socket (lib/realtime.ts) opens while someone is signed in.
const RealtimeEffects = lazy(() => import('./member-shell').then((m) => ({ default: m.RealtimeEffects })));

export function AppLayout() {
  const session = useSession();
  return (
    <>
      <RouteEffects />
      <Header />
      <Box component="main" className={classes.main} id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <DialogHost />
      <TenantDialogs />
      {session && (
        <Suspense fallback={null}>
          <AccountPrompts />
          <RealtimeEffects />
        </Suspense>
      )}
    </>
  );
}
