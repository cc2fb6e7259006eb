// The home search box (docs/product/specification/2-listings-and-tenants.md §2.10, §4.10): suggestions after more than 2 characters; the airport must be
// chosen from the list; the button is disabled while the box is empty and does nothing until an airport is
// chosen; it leads to /search/airports/{prefix lowercased}. A small ARIA combobox of our own keeps the
// first page light (no popover library).
import { useId, useState } from 'react';
import { Button, Flex, Loader, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AirportSuggestion } from '@crashpad/shared/api/search';
import { AIRPORT_SEARCH_MIN } from '@crashpad/shared/rules/airports';
import { useAirportSuggestions } from '../../lib/use-airport-suggestions';
import classes from './airport-search-box.module.css';

export function airportLabel(a: Pick<AirportSuggestion, 'prefix' | 'name'>): string {
  return `${a.prefix} - ${a.name}`;
}

export function AirportSearchBox({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AirportSuggestion | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading } = useAirportSuggestions(chosen ? '' : text);

  const typedEnough = text.trim().length >= AIRPORT_SEARCH_MIN;
  const showList = open && typedEnough && !chosen;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (airport: AirportSuggestion) => {
    setChosen(airport);
    setText(airportLabel(airport));
    setOpen(false);
    setActive(-1);
  };
  const go = () => {
    if (chosen) void navigate(`/search/airports/${chosen.prefix.toLowerCase()}`);
  };

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      <Flex gap="sm" align={{ base: 'stretch', xs: 'flex-start' }} direction={{ base: 'column', xs: 'row' }}>
        <div className={classes.field}>
          <TextInput
            size="lg"
            role="combobox"
            aria-label={t('search.airportLabel')}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            placeholder={placeholder}
            value={text}
            autoComplete="off"
            onChange={(e) => {
              setText(e.currentTarget.value);
              setChosen(null);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => {
              if (!showList || suggestions.length === 0) return;
              if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                e.preventDefault();
                const step = e.key === 'ArrowDown' ? 1 : -1;
                setActive((i) => (i + step + suggestions.length) % suggestions.length);
              } else if (e.key === 'Enter' && active >= 0) {
                e.preventDefault();
                choose(suggestions[active]!);
              } else if (e.key === 'Escape') {
                setOpen(false);
              }
            }}
            rightSection={loading ? <Loader size="xs" /> : null}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.suggestions')}
            className={classes.list}
            hidden={!showList}
          >
            {suggestions.map((a, i) => (
              <li
                key={a.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={classes.option}
                // mousedown, not click: the input keeps focus and the list does not close first
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(a);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className={classes.code}>{a.prefix}</span> {a.name}
                <span className={classes.place}>
                  {a.city}, {a.country}
                </span>
              </li>
            ))}
            {!loading && suggestions.length === 0 && (
              <li className={classes.empty}>{t('search.noAirport')}</li>
            )}
          </ul>
        </div>
        <Button type="submit" size="lg" disabled={text.trim() === ''}>
          {t('search.button')}
        </Button>
      </Flex>
      {text.trim() !== '' && !chosen && typedEnough && !loading && !showList && (
        <Text fz="sm" c="dimmed" mt={6}>
          {t('search.chooseFromList')}
        </Text>
      )}
    </form>
  );
}
