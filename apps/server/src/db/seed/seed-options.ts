import type { SiteVariant } from '@crashpad/shared/site/variants';
import type { Storage } from '../../adapters/storage/storage';

/** What a step may need besides the database: demo listings write their images through the storage adapter. */
export type SeedOptions = {
  demo: boolean;
  storage?: Storage;
  /** the site's variant: demo listings in its words and rental types (demo-variant.ts) */
  variant?: SiteVariant;
};
