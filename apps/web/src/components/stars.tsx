// Review stars (spec 2 §9): the average rounded, a half star for a fractional part above 0 and below 50 %, five
// stars. One image for assistive technology, labelled "4.5 out of 5 stars"; the shapes themselves are hidden.
// Used by search cards, the listing page and profiles.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { starsFor, type StarFill } from '@crashpad/shared/rules/reviews';
import classes from './stars.module.css';

const PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, gradientId }: { fill: StarFill; gradientId: string }) {
  const paint = fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${gradientId})` : 'none';
  return (
    <svg viewBox="0 0 24 24" className={classes.star} aria-hidden="true" focusable="false">
      <path d={PATH} fill={paint} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

export function Stars({ average, size = 16 }: { average: number; size?: number }) {
  const { t } = useTranslation();
  const id = useId();
  const { value, fills } = starsFor(average);
  const gradientId = `half-${id.replace(/:/g, '')}`;
  return (
    <span
      className={classes.stars}
      role="img"
      aria-label={t('common.starsLabel', { value })}
      style={{ ['--star-size' as string]: `${size}px` }}
    >
      <svg width="0" height="0" className={classes.defs} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      </svg>
      {fills.map((fill, i) => (
        <Star key={i} fill={fill} gradientId={gradientId} />
      ))}
    </span>
  );
}
