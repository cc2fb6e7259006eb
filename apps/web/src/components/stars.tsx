// Review stars (docs/product/specification/2-listings-and-tenants.md §9): the average rounded, a half star for a fractional part above 0 and below 50 %, five
// stars. One image for assistive technology, labelled "4.5 out of 5 stars"; the shapes themselves are hidden.
// Used by search cards, the listing page and profiles.
import { useTranslation } from 'react-i18next';
import { starsFor } from '@crashpad/shared/rules/stars';
import classes from './stars.module.css';

const PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

// An outlined star with a filled one over it, clipped to nothing, half or all (stars.module.css).
const shape = (className: string) => (
  <svg viewBox="0 0 24 24" className={className}>
    <path d={PATH} />
  </svg>
);

export function Stars({ average, size = 16 }: { average: number; size?: number }) {
  const { t } = useTranslation();
  const { value, fills } = starsFor(average);
  return (
    <span
      className={classes.stars}
      role="img"
      aria-label={t('common.starsLabel', { value })}
      style={{ ['--star-size' as string]: `${size}px` }}
    >
      {fills.map((fill, i) => (
        <span key={i} className={classes.star} data-fill={fill} aria-hidden="true">
          {shape(classes.outline!)}
          {shape(classes.fill!)}
        </span>
      ))}
    </span>
  );
}
