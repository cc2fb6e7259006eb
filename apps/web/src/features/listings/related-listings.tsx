// "More crashpads near DFW" at the foot of a listing page (docs/product/specification/2-listings-and-tenants.md §7 GET /listing/related/{id}): up to four other
// crashpads at its first airport, nearest first, as the airport search shows them; no section when there are none.
// Loaded after the page itself (docs/decisions/052-house-rules-and-related-listings.md).
import { Anchor, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { ListingCard } from '../../components/listing-card';
import { relatedListingsQuery } from './api';
import classes from './related-listings.module.css';

export function RelatedListings({ listing }: { listing: Pick<PublicListing, 'id' | 'airports'> }) {
  const { t } = useTranslation();
  const related = useQuery(relatedListingsQuery(listing.id));
  const cards = related.data?.data ?? [];
  const airport = listing.airports[0];
  if (cards.length === 0 || !airport) return null;
  return (
    <section className={classes.related} aria-labelledby="listing-related">
      <div className={classes.heading}>
        <Title order={2} fz="xl" id="listing-related">
          {t('listingPage.related', { prefix: airport.prefix })}
        </Title>
        <Anchor component={Link} to={`/search/airports/${airport.prefix.toLowerCase()}`} fz="sm" fw={600}>
          {t('listingPage.relatedAll', { prefix: airport.prefix })}
        </Anchor>
      </div>
      <ul className={classes.cards}>
        {cards.map((card) => (
          <li key={card.id}>
            <ListingCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
