// Whether an element has come near the viewport: what sits far below the fold (the listing page's map, its related
// listings) loads its code and data only then (docs/decisions/004-web-performance.md).
import { useEffect, useRef, useState } from 'react';

/** How far outside the viewport loading starts: about a screen, so it is ready when scrolled to. */
const NEAR_VIEW_MARGIN = '600px 0px';

/** True once the element has come within the margin of the viewport (and from then on), or at once if not `enabled`. */
export function useNearView<T extends Element = HTMLDivElement>(enabled = true) {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers) it is near at once.
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
