// What the airport search and listing pages import for their events and special-offers blocks
// (./feed-block.tsx): with both flags off (the crashpad variant) nothing more is loaded or asked; otherwise the
// blocks' code and texts load after the page (docs/decisions/004-web-performance.md, 062).
import { Suspense, lazy } from 'react';
import { useSite } from '../lib/site';
import type { FeedBlocksProps } from './feed-block';

const FeedBlocks = lazy(() => import('./feed-block'));

export function LazyFeedBlocks(props: FeedBlocksProps) {
  const { flags } = useSite();
  if (!flags.events && !flags.specialOffers) return null;
  return (
    <Suspense fallback={null}>
      <FeedBlocks {...props} />
    </Suspense>
  );
}
