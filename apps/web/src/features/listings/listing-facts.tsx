// The listing's numbers at a glance (docs/product/specification/2-listings-and-tenants.md §2.8): beds available, distance to each airport as its band,
// max nights, bathrooms and rooms.
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { distanceLabel } from '@crashpad/shared/format/listing';
import { bedsAvailable } from '../../lib/listing-format';
import classes from './listing-page.module.css';

export function ListingFacts({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const free = bedsAvailable(listing.num_beds, listing.num_occupied_beds);
  const [first, second] = listing.airports;
  const facts: [string, string][] = [
    [t('listingPage.bedsAvailable'), free === null ? t('listingPage.notAvailable') : String(free)],
    [
      first ? t('listingPage.toAirport', { prefix: first.prefix }) : t('listingPage.airportDistance'),
      distanceLabel(listing.airport_distance),
    ],
  ];
  if (second && listing.other_airport_distance !== null)
    facts.push([
      t('listingPage.toAirport', { prefix: second.prefix }),
      distanceLabel(listing.other_airport_distance),
    ]);
  if (listing.max_nights !== null) facts.push([t('listingPage.maxNights'), String(listing.max_nights)]);
  if (listing.bathrooms !== null) facts.push([t('listingPage.bathrooms'), String(listing.bathrooms)]);
  if (listing.total_room > 0) facts.push([t('listingPage.rooms'), String(listing.total_room)]);
  return (
    <dl className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
