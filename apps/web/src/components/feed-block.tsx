// The events and special-offers blocks of the home, airport search and listing pages
// (docs/decisions/062-events-and-special-offers.md; docs/product/specification/2-listings-and-tenants.md §2.8, §2.10):
// a titled row of cards, each a link to the item's page. A block shows only with its type's flag on and items to
// show: while loading, when the feed did not answer (`available: false`, never "nothing on") or had none, it is
// left out. Pages load this module through lazy-feed-blocks.tsx, so a site without feeds never downloads it.
import i18next from 'i18next';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedItem, FeedType } from '@crashpad/shared/api/feeds';
import { feedDates, feedTimes, milesFromKm } from '../lib/feed-format';
import {
  FEED_FLAG,
  FEED_LIMITS,
  FEED_TYPES,
  feedItemPath,
  feedListQuery,
  feedTitle,
  type FeedWhere,
} from '../lib/feeds';
import { useFlag } from '../lib/site';
import texts from './feed-texts.json';
import classes from './feed-block.module.css';

i18next.addResourceBundle('en', 'translation', texts, true, false);

/** How many each page asks for and shows (docs/product/specification/3-money-and-messaging.md §9). */
const COUNTS = {
  home: { ask: FEED_LIMITS.home, show: FEED_LIMITS.shown },
  listing: { ask: FEED_LIMITS.listing, show: FEED_LIMITS.listing },
  search: { ask: FEED_LIMITS.search, show: FEED_LIMITS.search },
} as const;
export type FeedPageKind = keyof typeof COUNTS;

export function FeedCard({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const when = [feedDates(item.start_date, item.end_date), feedTimes(item.start_time, item.end_time)];
  const miles = item.distance_km === null ? null : milesFromKm(item.distance_km);
  const where = [
    item.city_name,
    miles === null ? null : miles < 1 ? t('feeds.underAMile') : t('feeds.milesAway', { count: miles }),
  ];
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {item.image ? (
          <img src={item.image} alt="" loading="lazy" className={classes.image} />
        ) : (
          <span className={classes.noImage}>{t(`feeds.kind.${item.type}`)}</span>
        )}
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>
          <Link to={feedItemPath(item)} className={classes.stretched}>
            {feedTitle(item)}
          </Link>
        </h3>
        {when.some(Boolean) && <p className={classes.when}>{when.filter(Boolean).join(' · ')}</p>}
        {item.business_name && <p className={classes.muted}>{item.business_name}</p>}
        {where.some(Boolean) && <p className={classes.muted}>{where.filter(Boolean).join(' · ')}</p>}
      </div>
    </article>
  );
}

type BlockProps = {
  type: FeedType;
  where: FeedWhere;
  /** asked of the server */
  ask: number;
  /** shown of what it answered */
  show: number;
  /** named in the title: "Upcoming events near DFW" */
  place?: string;
};

export function FeedBlock({ type, where, ask, show, place }: BlockProps) {
  const { t } = useTranslation();
  const id = useId();
  const on = useFlag(FEED_FLAG[type]);
  const list = useQuery(feedListQuery(type, where, ask, on));
  const items = on && list.data?.available ? list.data.data.slice(0, show) : [];
  if (items.length === 0) return null;
  return (
    <section className={classes.block} aria-labelledby={id}>
      <h2 className={classes.heading} id={id}>
        {place ? t(`feeds.titleNear.${type}`, { place }) : t(`feeds.title.${type}`)}
      </h2>
      <ul className={classes.cards}>
        {items.map((item) => (
          <li key={item.id}>
            <FeedCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export type FeedBlocksProps = { where: FeedWhere; page: FeedPageKind; place?: string };

/** The events block, then the special-offers block, with the page's counts. */
export default function FeedBlocks({ where, page, place }: FeedBlocksProps) {
  const { ask, show } = COUNTS[page];
  return FEED_TYPES.map((type) => (
    <FeedBlock key={type} type={type} where={where} ask={ask} show={show} place={place} />
  ));
}
