// What pages import: Leaflet, react-leaflet and their CSS load only when a map is drawn. With `nearView`, not
// even then until the map's place comes within a screen of the viewport (the listing page's map is far below
// the fold; docs/decisions/004-web-performance.md); until then a placeholder of the same size holds its place.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Loading } from '../loading';
import type { ListingMapProps } from './listing-map';
import classes from './listing-map.module.css';

const ListingMap = lazy(() => import('./listing-map'));

/** How far outside the viewport the map starts loading: about a screen, so it is ready when scrolled to. */
const NEAR_VIEW_MARGIN = '600px 0px';

/** True once the element has come within the margin of the viewport (and from then on). */
function useNearView(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers) the map simply loads at once.
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

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
