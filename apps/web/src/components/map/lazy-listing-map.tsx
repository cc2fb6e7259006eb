// What pages import: Leaflet, react-leaflet and their CSS load only when a map is drawn.
import { Suspense, lazy } from 'react';
import { Loading } from '../loading';
import type { ListingMapProps } from './listing-map';
import classes from './listing-map.module.css';

const ListingMap = lazy(() => import('./listing-map'));

export function LazyListingMap(props: ListingMapProps) {
  const height = props.height ?? 360;
  return (
    <Suspense
      fallback={
        <div className={`${classes.frame} ${classes.placeholder}`} style={{ height }}>
          <Loading />
        </div>
      }
    >
      <ListingMap {...props} height={height} />
    </Suspense>
  );
}
