// The airport search map's layers of events and special offers (docs/decisions/062-events-and-special-offers.md;
// docs/product/specification/3-money-and-messaging.md §9: 5 of each): a toggle for each type whose flag is on, on by default, and the markers of the items near
// the map's point handed to the map. Only with `mapFilters` on; loaded by the page only then. Plain checkboxes
// drawn as chips: Mantine's Chip here split Mantine's shared code into one more chunk of every page's first load
// (docs/decisions/004-web-performance.md).
import i18next from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FeedItem, FeedListAnswer, FeedType } from '@crashpad/shared/api/feeds';
import { feedDates } from '../../lib/feed-format';
import { FEED_FLAG, FEED_LIMITS, FEED_TYPES, feedItemPath, feedListQuery, feedTitle } from '../../lib/feeds';
import { useSite } from '../../lib/site';
import texts from '../feed-texts.json';
import type { MapMarker } from './listing-map';
import classes from './feed-map-layers.module.css';

i18next.addResourceBundle('en', 'translation', texts, true, false);

const TONE = { events: 'event', special_offers: 'offer' } as const;

function toMarkers(items: FeedItem[], t: TFunction): MapMarker[] {
  return items.map((item) => ({
    id: `${item.type}-${item.id}`,
    lat: item.map_lat,
    lon: item.map_lng,
    label: feedTitle(item),
    href: feedItemPath(item),
    pin: t(`feeds.pin.${item.type}`),
    tone: TONE[item.type],
    details: [feedDates(item.start_date, item.end_date), item.business_name].filter((d) => d !== null),
  }));
}

type Props = { lat: number; lng: number; onChange: (markers: MapMarker[]) => void };

export default function FeedMapLayers({ lat, lng, onChange }: Props) {
  const { t } = useTranslation();
  const { flags } = useSite();
  const types = FEED_TYPES.filter((type) => flags[FEED_FLAG[type]]);
  const [shown, setShown] = useState<FeedType[]>(types);
  const toggle = (type: FeedType, on: boolean) =>
    setShown((s) => (on ? [...s, type] : s.filter((x) => x !== type)));
  const where = { lat, lng };
  const events = useQuery(feedListQuery('events', where, FEED_LIMITS.map, flags.events));
  const offers = useQuery(feedListQuery('special_offers', where, FEED_LIMITS.map, flags.specialOffers));
  const markers = useMemo(() => {
    const of = (type: FeedType, answer: FeedListAnswer | undefined) =>
      shown.includes(type) && answer?.available ? answer.data.slice(0, FEED_LIMITS.map) : [];
    return toMarkers([...of('events', events.data), ...of('special_offers', offers.data)], t);
  }, [shown, events.data, offers.data, t]);
  useEffect(() => {
    onChange(markers);
  }, [markers, onChange]);
  useEffect(
    () => () => {
      onChange([]);
    },
    [onChange],
  );
  if (types.length === 0) return null;
  return (
    <div className={classes.toggles} role="group" aria-label={t('feeds.layers.label')}>
      {types.map((type) => (
        <label key={type} className={`${classes.toggle} ${classes[TONE[type]]}`}>
          <input
            type="checkbox"
            checked={shown.includes(type)}
            onChange={(e) => toggle(type, e.currentTarget.checked)}
          />
          {t(`feeds.layers.${type}`)}
        </label>
      ))}
    </div>
  );
}
