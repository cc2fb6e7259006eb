import type { FeatureFlag } from '@crashpad/shared/site/variants';
import type { Config } from '../config';
import { NotFound } from '../errors';

/** A feature that is turned off does not exist for the API (docs/decisions/005-site-variants-and-feature-flags.md). */
export function requireFlag(config: Config, flag: FeatureFlag) {
  return async () => {
    if (!config.site.flags[flag]) throw new NotFound('This feature is turned off.', 'FEATURE_OFF');
  };
}
