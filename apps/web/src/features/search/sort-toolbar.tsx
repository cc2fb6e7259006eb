// Newest, Title, Distance, Price (docs/product/specification/2-listings-and-tenants.md §2.10): one active at a time, each click ascending → descending →
// default; the arrow shows the direction.
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SORT_KEYS, nextSort, type Sort } from './search-sort';
import classes from './listing-search.module.css';

export function SortToolbar({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.sortButtons} role="group" aria-label={t('listingSearch.sortLabel')}>
      <Text span fz="sm" c="dimmed">
        {t('listingSearch.sortBy')}
      </Text>
      {SORT_KEYS.map((key) => {
        const direction = sort?.key === key ? sort.direction : null;
        const label = t(`listingSearch.sort.${key}`);
        return (
          <Button
            key={key}
            size="compact-sm"
            variant={direction ? 'filled' : 'default'}
            aria-pressed={direction !== null}
            aria-label={t(`listingSearch.sortState.${direction ?? 'none'}`, { label })}
            onClick={() => onChange(nextSort(sort, key))}
          >
            {label}
            {direction && <span aria-hidden="true">&nbsp;{direction === 'asc' ? '↑' : '↓'}</span>}
          </Button>
        );
      })}
    </div>
  );
}
