import { Suspense } from 'react';
import { Loading } from '../../components/loading';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { DialogHost } from '../dialog-host';
import { RouteEffects } from '../route-effects';
import { Footer } from './footer';
import { Header } from './header';
import classes from './shell.module.css';

export function PageLoader() {
  return <Loading py={120} />;
}

export function AppLayout() {
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
    </>
  );
}
