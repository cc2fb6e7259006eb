// What pages import: Leaflet, react-leaflet and their CSS load only when a map is drawn. With `nearView`, not
// even then until the map's place comes within a screen of the viewport (the listing page's map is far below
// the fold; docs/decisions/004-web-performance.md); until then a placeholder of the same size holds its place.
import { Suspense, lazy } from 'react';
import { useNearView } from '../../lib/use-near-view';
import { Loading } from '../loading';
import type { ListingMapProps } from './listing-map';
import classes from './listing-map.module.css';

const ListingMap = lazy(() => import('./listing-map'));

export function LazyListingMap({ nearView = false, ...props }: ListingMapProps & { nearView?: boolean }) {
  const height = props.height ?? 360;
  const { ref, near } = useNearView(nearView);
  const placeholder = (
    <div ref={ref} className={`${classes.frame} ${classes.placeholder}`} style={{ height }}>
      {near && <Loading />}
    </div>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ListingMap {...props} height={height} />
    </Suspense>
  );
}
