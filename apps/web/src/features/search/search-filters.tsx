// The occupied toggle (off hides full crashpads) and the gender filter
// (docs/product/specification/2-listings-and-tenants.md §2.10;
// docs/decisions/012-listing-search.md).
import { useEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENDERS, type SearchState } from './search-sort';
import classes from './listing-search.module.css';

type Props = { state: SearchState; onChange: (change: Partial<SearchState>) => void };

export function SearchFilters({ state, onChange }: Props) {
  const { t } = useTranslation();
  // The switch flips at once (the URL it reflects updates in a router transition) and follows the URL
  // when something else changes it, such as "Show all crashpads".
  const toggle = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (toggle.current) toggle.current.checked = state.showFull;
  }, [state.showFull]);
  return (
    <>
      <label className={classes.switch}>
        <input
          ref={toggle}
          type="checkbox"
          role="switch"
          defaultChecked={state.showFull}
          onChange={(e) => onChange({ showFull: e.currentTarget.checked })}
        />
        {t('listingSearch.showFull')}
      </label>
      <Button.Group aria-label={t('listingSearch.gender')}>
        {GENDERS.map((gender) => (
          <Button
            key={gender}
            size="compact-sm"
            variant={state.gender === gender ? 'filled' : 'default'}
            aria-pressed={state.gender === gender}
            onClick={() => onChange({ gender })}
          >
            {t(`listingSearch.genders.${gender}`)}
          </Button>
        ))}
      </Button.Group>
    </>
  );
}
