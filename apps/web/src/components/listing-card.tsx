// A listing card (docs/product/specification/2-listings-and-tenants.md §3 "Listing card"), in the airport search's results (docs/product/specification/2-listings-and-tenants.md §2.10) and a listing page's
// related listings: photo, title linking to the listing, rate per month, distance to the airport as its band, beds,
// baths, neighbourhood, review stars and score once it has reviews, and badges for featured or boosted listings and
// for vacancy. The whole card is the title's link (stretched). It brings its own English texts.
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingCard as Card } from '@crashpad/shared/api/search';
import { distanceLabel, vacancyBadge } from '@crashpad/shared/format/listing';
import { promotion, rateRange } from '../lib/listing-format';
import texts from './listing-card-texts.json';
import { Stars } from './stars';
import classes from './listing-card.module.css';

i18next.addResourceBundle('en', 'translation', texts, true, false);

/** eager: one of the first cards, in view on arrival; its photo is often the page's largest paint, so it is not lazy. */
export function ListingCard({ card, eager = false }: { card: Card; eager?: boolean }) {
  const { t } = useTranslation();
  const promoted = promotion(card);
  const vacancy = vacancyBadge(card.bed_occupancy_rate, card.num_vacant_beds);
  const facts = [
    t('listingCard.miles', { distance: distanceLabel(card.airport_distance), prefix: card.prefix }),
    t('listingCard.beds', { count: card.beds }),
    card.bathrooms !== null ? t('listingCard.baths', { count: card.bathrooms }) : null,
  ];
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {card.thumbnail ? (
          <img
            src={card.thumbnail}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            // Ahead of the map's and search box's code, which load at the same moment (LCP, decision 004).
            fetchPriority={eager ? 'high' : 'auto'}
            className={classes.thumb}
          />
        ) : (
          <span className={classes.noPhoto}>{t('listingCard.noPhoto')}</span>
        )}
        {promoted && (
          <span className={`${classes.badge} ${classes[promoted]}`}>{t(`listingCard.${promoted}`)}</span>
        )}
        {vacancy && (
          <span
            className={`${classes.badge} ${classes.vacancy} ${card.bed_occupancy_rate >= 1 ? classes.full : ''}`}
          >
            {vacancy}
          </span>
        )}
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>
          <Link to={`/listing/${card.id}`} className={classes.stretched}>
            {card.title}
          </Link>
        </h3>
        {card.neighborhood && <p className={classes.muted}>{card.neighborhood}</p>}
        <p className={classes.rate}>
          {rateRange(card.rate_per_from, card.rate_per_to)} <span>{t('listingCard.perMonth')}</span>
        </p>
        <p className={classes.muted}>{facts.filter(Boolean).join(' · ')}</p>
        {card.review > 0 && card.review_avg !== undefined && (
          <p className={classes.stars}>
            <Stars average={card.review_avg} size={15} /> {card.review_avg.toFixed(1)}{' '}
            <span>{t('listingCard.reviewCount', { count: card.review })}</span>
          </p>
        )}
      </div>
    </article>
  );
}
